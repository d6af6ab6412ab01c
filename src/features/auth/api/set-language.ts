// PUT /api/auth/language (through the outbox): the owner's language, applied on this device at
// once and saved to the account when the server can be reached (docs/decisions.md, Languages).
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  currentUserSchema,
  languageBodySchema,
  type CurrentUser,
  type LanguageBody,
} from '@contract/auth';
import { LANGUAGE_NAMES } from '@contract/i18n/language';
import { adoptAccountLanguage } from '@/lib/i18n/language-store';
import { labelled } from '@/lib/i18n/label-message';
import { defineChangeKind, itemUpdate, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { currentUserQueryKey } from '@/lib/session/current-user';

export const LANGUAGE_TARGET = 'account-language';

export const setLanguageKind = defineChangeKind({
  kind: 'account.language',
  encoding: 'json',
  schema: languageBodySchema,
  overlay: (body) => [
    itemUpdate<CurrentUser>(currentUserQueryKey, (user) => ({ ...user, language: body.language })),
  ],
});

export function languageChange(body: LanguageBody): OutboxChange {
  return {
    kind: setLanguageKind.kind,
    target: LANGUAGE_TARGET,
    // The language's own name ("Norsk (bokmål)"), the same in every language.
    ...labelled('language.changeLabel', { name: LANGUAGE_NAMES[body.language] }),
    method: 'PUT',
    path: apiPaths.authLanguage,
    body: jsonBody(body),
  };
}

export function useSetLanguage() {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: languageChange,
    schema: currentUserSchema,
    onSent: (answer) => {
      queryClient.setQueryData(currentUserQueryKey, answer);
      if (answer.language) adoptAccountLanguage(answer.language);
    },
  });
}
