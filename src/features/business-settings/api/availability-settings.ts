// GET /api/business-settings/availability: the online booking rules, breaks, closed dates,
// special hours and the booking page's address (docs/decisions.md, Availability settings
// (owner)); and how the pending changes of the "Online booking" screen are laid over it.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../../contract/api-paths';
import {
  type AvailabilitySettings,
  availabilitySettingsSchema,
} from '../../../../contract/availability-settings';
import { apiRequest } from '../../../lib/api/api-client';
import { notifySuccess } from '../../../lib/notifications/notify';
import { type CacheUpdate, itemUpdate } from '../../../lib/offline/change-kinds';
import type { OutboxChange } from '../../../lib/offline/outbox-runtime';
import { useOutboxMutation } from '../../../lib/offline/use-outbox-mutation';
import { businessSettingsKeys } from './query-keys';

export const availabilitySettingsKey = [...businessSettingsKeys.all, 'availability'] as const;

export function availabilitySettingsQueryOptions() {
  return queryOptions({
    queryKey: availabilitySettingsKey,
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.availabilitySettings, { schema: availabilitySettingsSchema, signal }),
  });
}

/** A pending change laid over the cached settings (left alone while they are not cached). */
export function availabilityUpdate(
  change: (settings: AvailabilitySettings) => AvailabilitySettings,
): CacheUpdate {
  return itemUpdate<AvailabilitySettings>(availabilitySettingsKey, change);
}

/** What the screens' "Pending" marks name: the rules, or one row by its (perhaps temporary) id. */
export const AVAILABILITY_RULES_TARGET = 'availability-rules';
export const availabilityRowTarget = (list: 'breaks' | 'closures', id: number) =>
  `availability-${list}:${id}`;
/** Special hours by date: the server keeps one row per date, and a new save keeps its id. */
export const specialHoursTarget = (date: string) => `availability-special-hours:${date}`;

/**
 * The mutation of every change on the "Online booking" screen: sent, it says the server's message
 * and reads the settings again; refused, the card that made it shows why (not a toast).
 */
export function useAvailabilityMutation<TVariables, S extends z.ZodType<{ msg: string }>>(
  toChange: (variables: TVariables) => OutboxChange,
  schema: S,
  onAnswer?: (data: z.infer<S>) => void,
) {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange,
    schema,
    notifyRefusals: false,
    onSent: async (data) => {
      onAnswer?.(data);
      notifySuccess(data.msg);
      await queryClient.invalidateQueries({ queryKey: availabilitySettingsKey, exact: true });
    },
  });
}
