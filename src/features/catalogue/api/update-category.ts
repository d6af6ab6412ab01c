// PUT /api/categories/update/{id} (through the outbox): renames a category or changes its text.
import { useQueryClient } from '@tanstack/react-query';
import { type CategoryBody, categorySchema } from '../../../../contract/catalogue';
import { useOutboxMutation } from '../../../lib/offline/use-outbox-mutation';
import { notifySuccess } from '../../../lib/notifications/notify';
import { updateCategoryChange } from '../offline/catalogue-changes';
import { catalogueKeys } from './catalogue-keys';

export function useUpdateCategory(id: number) {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: (body: CategoryBody) => updateCategoryChange(id, body),
    schema: categorySchema,
    onSent: (category) => {
      queryClient.setQueryData(catalogueKeys.category(category.id), category);
      notifySuccess('Category Updated');
      // Not awaited: the next screen refetches what is stale; the owner need not wait here.
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}
