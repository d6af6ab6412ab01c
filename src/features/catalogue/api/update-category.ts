// PUT /api/categories/update/{id}: renames a category or changes its description.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import { type CategoryBody, categorySchema } from '../../../../contract/catalogue';
import { apiRequest } from '../../../lib/api/api-client';
import { notifyError, notifySuccess } from '../../../lib/notifications/notify';
import { catalogueKeys } from './catalogue-keys';

export function updateCategory(id: number, body: CategoryBody, idempotencyKey: string) {
  return apiRequest(apiPaths.updateCategory(id), {
    method: 'PUT',
    json: body,
    schema: categorySchema,
    idempotencyKey,
  });
}

export function useUpdateCategory(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryBody) => updateCategory(id, body, crypto.randomUUID()),
    onSuccess: (category) => {
      queryClient.setQueryData(catalogueKeys.category(category.id), category);
      notifySuccess('Category Updated');
      // Not awaited: the next screen refetches what is stale; the owner need not wait here.
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
    onError: (error) => notifyError(error),
  });
}
