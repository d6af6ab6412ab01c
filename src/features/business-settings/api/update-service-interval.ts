// PUT /api/service_interval/update: chooses another interval type.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import {
  type ServiceIntervalBody,
  serviceIntervalUpdateResponseSchema,
} from '../../../../contract/business-settings';
import { apiRequest } from '../../../lib/api/api-client';
import { notifyError, notifySuccess } from '../../../lib/notifications/notify';
import { businessSettingsKeys } from './query-keys';

export function updateServiceInterval(body: ServiceIntervalBody, idempotencyKey: string) {
  return apiRequest(apiPaths.updateServiceInterval, {
    method: 'PUT',
    json: body,
    schema: serviceIntervalUpdateResponseSchema,
    idempotencyKey,
  });
}

export function useUpdateServiceInterval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceIntervalBody) => updateServiceInterval(body, crypto.randomUUID()),
    onSuccess: async (response) => {
      queryClient.setQueryData(businessSettingsKeys.serviceInterval(), response.serviceInterval);
      notifySuccess(response.msg);
      await queryClient.invalidateQueries({ queryKey: businessSettingsKeys.serviceInterval() });
    },
    onError: (error) => notifyError(error),
  });
}
