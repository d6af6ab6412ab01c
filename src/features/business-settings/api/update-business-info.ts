// PUT /api/business_settings/info_update/{userId}: the profile as multipart, with an optional logo.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import {
  type BusinessProfileUpdateResponse,
  businessProfileUpdateResponseSchema,
} from '../../../../contract/business-settings';
import { apiRequest } from '../../../lib/api/api-client';
import { type OutboxOutcome, submitChange } from '../../../lib/offline/use-outbox-mutation';
import { notifyError, notifyPending, notifySuccess } from '../../../lib/notifications/notify';
import { currentUserQueryKey } from '../../../lib/session/current-user';
import { businessInfoChange } from '../offline/settings-changes';

export interface BusinessInfoUpdate {
  firstname: string;
  lastname: string;
  mobile: string;
  timezone: string;
  /** Only in change-password mode (spec 4): otherwise the field is not sent at all. */
  password?: string;
  brandLogo?: File;
}

export function toBusinessInfoFormData(update: BusinessInfoUpdate): FormData {
  const formData = new FormData();
  formData.append('firstname', update.firstname);
  formData.append('lastname', update.lastname);
  formData.append('mobile', update.mobile);
  formData.append('timezone', update.timezone);
  if (update.password !== undefined) formData.append('password', update.password);
  if (update.brandLogo) formData.append('brand_logo', update.brandLogo, update.brandLogo.name);
  return formData;
}

export function updateBusinessInfo(
  userId: number,
  update: BusinessInfoUpdate,
  idempotencyKey: string,
) {
  return apiRequest(apiPaths.updateBusinessInfo(userId), {
    method: 'PUT',
    formData: toBusinessInfoFormData(update),
    schema: businessProfileUpdateResponseSchema,
    idempotencyKey,
  });
}

/**
 * Through the outbox, so an update made offline is sent later, except a password change: a
 * password is never kept on the device, so that one needs a connection.
 */
export function useUpdateBusinessInfo(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      update: BusinessInfoUpdate,
    ): Promise<OutboxOutcome<BusinessProfileUpdateResponse>> => {
      if (update.password !== undefined) {
        const data = await updateBusinessInfo(userId, update, crypto.randomUUID());
        return { status: 'sent', data };
      }
      const change = await businessInfoChange(userId, update);
      return submitChange(change, businessProfileUpdateResponseSchema);
    },
    onSuccess: async (outcome) => {
      if (outcome.status === 'pending') {
        notifyPending();
        return;
      }
      // The top bar's initials read this query: show the new names at once.
      queryClient.setQueryData(currentUserQueryKey, outcome.data.user);
      notifySuccess(outcome.data.msg);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error) => notifyError(error),
  });
}
