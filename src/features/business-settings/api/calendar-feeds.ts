// The calendar feeds (docs/decisions.md, Calendar feed): GET the addresses, the names choice
// through the outbox like the other settings, and "Replace address" as a plain call: its answer,
// the new address, is the point, and a replacement queued offline would end the old address later
// without the owner seeing the new one.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  calendarFeedNamesBodySchema,
  calendarFeedsSavedSchema,
  calendarFeedsSchema,
  type CalendarFeedNamesBody,
  type CalendarFeeds,
} from '@contract/calendar-feeds';
import { apiRequest } from '@/lib/api/api-client';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, itemUpdate, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { businessSettingsKeys } from './query-keys';

export const CALENDAR_FEED_TARGET = 'calendar-feeds';
const calendarFeedsKey = [...businessSettingsKeys.all, 'calendar-feeds'] as const;

export function calendarFeedsQueryOptions() {
  return queryOptions({
    queryKey: calendarFeedsKey,
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.calendarFeeds, { schema: calendarFeedsSchema, signal }),
  });
}

export const setCalendarFeedNamesKind = defineChangeKind({
  kind: 'settings.calendarFeedNames',
  encoding: 'json',
  schema: calendarFeedNamesBodySchema,
  overlay: (body) => [
    itemUpdate<CalendarFeeds>(calendarFeedsKey, (feeds) => ({ ...feeds, ...body })),
  ],
});

function calendarFeedNamesChange(body: CalendarFeedNamesBody): OutboxChange {
  return {
    kind: setCalendarFeedNamesKind.kind,
    target: CALENDAR_FEED_TARGET,
    ...labelled(body.fullNames ? 'calendarFeed.changeFullNames' : 'calendarFeed.changeFirstNames'),
    method: 'PUT',
    path: apiPaths.calendarFeeds,
    body: jsonBody(body),
  };
}

export function useSetCalendarFeedNames() {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: calendarFeedNamesChange,
    schema: calendarFeedsSavedSchema,
    onSent: (answer) => {
      queryClient.setQueryData(calendarFeedsKey, answer.calendarFeeds);
      notifySuccess(translate('calendarFeed.namesSaved'));
    },
  });
}

/** A new secret address for the business's feed (null) or a member's. */
export function useReplaceCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number | null) =>
      apiRequest(apiPaths.calendarFeedReplace, {
        method: 'POST',
        json: { memberId },
        schema: calendarFeedsSavedSchema,
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(calendarFeedsKey, answer.calendarFeeds);
      notifySuccess(translate('calendarFeed.replaced'));
    },
  });
}
