import { createFileRoute } from '@tanstack/react-router';
import { categoryQueryOptions } from '../../../features/catalogue/api/get-category';
import { EditCategoryScreen } from '../../../features/catalogue/components/edit-category-screen';

export const Route = createFileRoute('/_authed/category/$id')({
  loader: async ({ context, params }) => {
    if (!navigator.onLine || !/^\d+$/.test(params.id)) return;
    // prefetchQuery never throws: a 404 is shown by the screen, not as a route error.
    await context.queryClient.prefetchQuery(categoryQueryOptions(Number(params.id)));
  },
  component: EditCategoryRoute,
});

function EditCategoryRoute() {
  const { id } = Route.useParams();
  return <EditCategoryScreen id={id} />;
}
