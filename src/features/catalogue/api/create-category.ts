// POST /api/categories/create: a new category; a duplicate name is refused (409) by the server.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import { type CategoryBody, categorySchema } from '../../../../contract/catalogue';
import { apiRequest } from '../../../lib/api/api-client';
import { notifyError, notifySuccess } from '../../../lib/notifications/notify';
import { catalogueKeys } from './catalogue-keys';

export function createCategory(body: CategoryBody, idempotencyKey: string) {
  return apiRequest(apiPaths.createCategory, {
    method: 'POST',
    json: body,
    schema: categorySchema,
    idempotencyKey,
  });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryBody) => createCategory(body, crypto.randomUUID()),
    onSuccess: (category) => {
      queryClient.setQueryData(catalogueKeys.category(category.id), category);
      notifySuccess('Category Created');
      // Not awaited: the next screen refetches what is stale; the owner need not wait here.
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
    onError: (error) => notifyError(error),
  });
}
