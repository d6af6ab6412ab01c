// GET and PUT /api/business-settings/messages (the PUT through the outbox): when clients are
// reminded of their bookings (docs/decisions.md, Messages to clients).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  messageSettingsBodySchema,
  messageSettingsSavedSchema,
  messageSettingsSchema,
  type MessageSettings,
  type MessageSettingsBody,
} from '@contract/messages';
import { apiRequest } from '@/lib/api/api-client';
import { notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, itemUpdate, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { translate } from '@/lib/i18n/use-t';
import { businessSettingsKeys } from './query-keys';
import { messageSettingsLabel, messageSettingsTexts } from '../components/message-settings-texts';

export const MESSAGE_SETTINGS_TARGET = 'message-settings';
const messageSettingsKey = [...businessSettingsKeys.all, 'messages'] as const;

export function messageSettingsQueryOptions() {
  return queryOptions({
    queryKey: messageSettingsKey,
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.messageSettings, { schema: messageSettingsSchema, signal }),
  });
}

export const updateMessageSettingsKind = defineChangeKind({
  kind: 'settings.messages',
  encoding: 'json',
  schema: messageSettingsBodySchema,
  overlay: (body) => [
    itemUpdate<MessageSettings>(messageSettingsKey, (settings) => ({ ...settings, ...body })),
  ],
});

function messageSettingsChange(body: MessageSettingsBody): OutboxChange {
  return {
    kind: updateMessageSettingsKind.kind,
    target: MESSAGE_SETTINGS_TARGET,
    ...messageSettingsLabel(body.reminderHours, body.secondReminderHours),
    method: 'PUT',
    path: apiPaths.messageSettings,
    body: jsonBody(body),
  };
}

export function useUpdateMessageSettings() {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: messageSettingsChange,
    schema: messageSettingsSavedSchema,
    onSent: (answer) => {
      queryClient.setQueryData(messageSettingsKey, answer.settings);
      notifySuccess(messageSettingsTexts(translate).saved);
    },
  });
}
