// POST /api/categories/create (through the outbox): a duplicate name is refused (409) by the server.
import { useQueryClient } from '@tanstack/react-query';
import { type CategoryBody, categorySchema } from '../../../../contract/catalogue';
import { useOutboxMutation } from '../../../lib/offline/use-outbox-mutation';
import { notifySuccess } from '../../../lib/notifications/notify';
import { createCategoryChange } from '../offline/catalogue-changes';
import { catalogueKeys } from './catalogue-keys';

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: (body: CategoryBody) => createCategoryChange(body),
    schema: categorySchema,
    onSent: (category) => {
      queryClient.setQueryData(catalogueKeys.category(category.id), category);
      notifySuccess('Category Created');
      // Not awaited: the next screen refetches what is stale; the owner need not wait here.
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}
