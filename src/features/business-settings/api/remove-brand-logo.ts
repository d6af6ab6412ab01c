// PUT /api/business_settings/brand_logo/{userId}: removes the logo (no body; through the outbox).
import { useQueryClient } from '@tanstack/react-query';
import { businessProfileUpdateResponseSchema } from '../../../../contract/business-settings';
import { useOutboxMutation } from '../../../lib/offline/use-outbox-mutation';
import { notifySuccess } from '../../../lib/notifications/notify';
import { currentUserQueryKey } from '../../../lib/session/current-user';
import { removeLogoChange } from '../offline/settings-changes';

export function useRemoveBrandLogo(userId: number) {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: () => removeLogoChange(userId),
    schema: businessProfileUpdateResponseSchema,
    onSent: async (response) => {
      queryClient.setQueryData(currentUserQueryKey, response.user);
      notifySuccess(response.msg);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
