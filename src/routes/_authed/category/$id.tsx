import { createFileRoute } from '@tanstack/react-router';
import { categoryQueryOptions } from '@/features/catalogue/api/get-category';
import { EditCategoryScreen } from '@/features/catalogue/components/edit-category-screen';
import { startQuery } from '@/lib/query/start-query';

export const Route = createFileRoute('/_authed/category/$id')({
  // Never waits: saved data shows at once, a first visit shows the skeleton, a 404 shows on the
  // screen (docs/offline.md, Slow networks).
  loader: ({ context, params }) => {
    if (/^\d+$/.test(params.id)) {
      startQuery(context.queryClient, categoryQueryOptions(Number(params.id)));
    }
  },
  component: EditCategoryRoute,
});

function EditCategoryRoute() {
  const { id } = Route.useParams();
  return <EditCategoryScreen id={id} />;
}
