// PUT /api/business_settings/brand_logo/{userId}: removes the logo (the call takes no body).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import { businessProfileUpdateResponseSchema } from '../../../../contract/business-settings';
import { apiRequest } from '../../../lib/api/api-client';
import { notifyError, notifySuccess } from '../../../lib/notifications/notify';
import { currentUserQueryKey } from '../../../lib/session/current-user';

export function removeBrandLogo(userId: number, idempotencyKey: string) {
  return apiRequest(apiPaths.removeBrandLogo(userId), {
    method: 'PUT',
    schema: businessProfileUpdateResponseSchema,
    idempotencyKey,
  });
}

export function useRemoveBrandLogo(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeBrandLogo(userId, crypto.randomUUID()),
    onSuccess: async (response) => {
      queryClient.setQueryData(currentUserQueryKey, response.user);
      notifySuccess(response.msg);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error) => notifyError(error),
  });
}
