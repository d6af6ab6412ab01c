// PUT /api/business_settings/brand_logo/{userId}: removes the logo (no body; through the outbox).
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import type { CurrentUser } from '@contract/auth';
import { businessProfileUpdateResponseSchema } from '@contract/business-settings';
import { notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, itemUpdate } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { currentUserQueryKey } from '@/lib/session/current-user';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { BUSINESS_INFO_TARGET } from './query-keys';

export const removeBrandLogoKind = defineChangeKind({
  kind: 'settings.removeLogo',
  encoding: 'none',
  overlay: () => [
    itemUpdate<CurrentUser>(currentUserQueryKey, (user) => ({ ...user, brand_logo: null })),
  ],
});

export function removeLogoChange(userId: number): OutboxChange {
  return {
    kind: removeBrandLogoKind.kind,
    target: BUSINESS_INFO_TARGET,
    ...labelled('settings.change.removeLogo'),
    method: 'PUT',
    path: apiPaths.removeBrandLogo(userId),
    body: { kind: 'none' },
  };
}

export function useRemoveBrandLogo(userId: number) {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: () => removeLogoChange(userId),
    schema: businessProfileUpdateResponseSchema,
    onSent: async (response) => {
      queryClient.setQueryData(currentUserQueryKey, response.user);
      // The app's own words: the API keeps the spec's "Business Brand logo removed successfully"
      // (docs/decisions.md, Routes and screens).
      notifySuccess(translate('settings.logoRemoved'));
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
