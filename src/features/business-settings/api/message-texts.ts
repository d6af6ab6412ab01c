// GET and PUT /api/business-settings/message-texts (the PUT through the outbox): the business's own
// opening paragraph of each client e-mail (docs/decisions.md, Message texts).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  messageTextBodySchema,
  messageTextSavedSchema,
  messageTextsSchema,
  type MessageTextBody,
  type MessageTexts,
} from '@contract/messages';
import { apiRequest } from '@/lib/api/api-client';
import { notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, itemUpdate, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { translate } from '@/lib/i18n/use-t';
import { businessSettingsKeys } from './query-keys';
import { messageTextLabel, messageTextsTexts } from '../components/message-settings-texts';

export const MESSAGE_TEXTS_TARGET = 'message-texts';
const messageTextsKey = [...businessSettingsKeys.all, 'message-texts'] as const;

export function messageTextsQueryOptions() {
  return queryOptions({
    queryKey: messageTextsKey,
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.messageTexts, { schema: messageTextsSchema, signal }),
  });
}

export const saveMessageTextKind = defineChangeKind({
  kind: 'settings.message-text',
  encoding: 'json',
  schema: messageTextBodySchema,
  // Shown at once, also offline: an empty text is the default again, as the server has it.
  overlay: (body) => [
    itemUpdate<MessageTexts>(messageTextsKey, (current) => ({
      texts: current.texts.map((text) =>
        text.kind === body.kind && text.language === body.language
          ? { ...text, intro: body.intro.trim() || null }
          : text,
      ),
    })),
  ],
});

function messageTextChange(body: MessageTextBody): OutboxChange {
  return {
    kind: saveMessageTextKind.kind,
    target: MESSAGE_TEXTS_TARGET,
    ...messageTextLabel(body.kind, body.language),
    method: 'PUT',
    path: apiPaths.messageTexts,
    body: jsonBody(body),
  };
}

export function useSaveMessageText(onRefused: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: messageTextChange,
    schema: messageTextSavedSchema,
    onRefused,
    onSent: (answer) => {
      queryClient.setQueryData(messageTextsKey, { texts: answer.texts });
      notifySuccess(messageTextsTexts(translate).saved);
    },
  });
}
