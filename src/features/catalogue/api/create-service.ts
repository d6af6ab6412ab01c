// POST /api/services/create: a new service in one of the business's categories.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import { type ServiceCreateBody, serviceSchema } from '../../../../contract/catalogue';
import { apiRequest } from '../../../lib/api/api-client';
import { notifyError, notifySuccess } from '../../../lib/notifications/notify';
import { catalogueKeys } from './catalogue-keys';

export function createService(body: ServiceCreateBody, idempotencyKey: string) {
  return apiRequest(apiPaths.createService, {
    method: 'POST',
    json: body,
    schema: serviceSchema,
    idempotencyKey,
  });
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceCreateBody) => createService(body, crypto.randomUUID()),
    onSuccess: () => {
      notifySuccess('Service Created');
      // Not awaited: the services list (and the dashboard's count) refetch when shown next.
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.categoriesWithServices() });
    },
    onError: (error) => notifyError(error),
  });
}
