// GET /api/business-settings/availability: the online booking rules, breaks, closed dates,
// special hours and the booking page's address (docs/decisions.md, Availability settings
// (owner)); and how the pending changes of the "Online booking" screen are laid over it.
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  AVAILABILITY_UPDATED_MESSAGE,
  type AvailabilitySettings,
  BREAK_ADDED_MESSAGE,
  BREAK_REMOVED_MESSAGE,
  CLOSURE_ADDED_MESSAGE,
  CLOSURE_REMOVED_MESSAGE,
  SPECIAL_HOURS_REMOVED_MESSAGE,
  SPECIAL_HOURS_SAVED_MESSAGE,
} from '@contract/availability-settings';
import type { AppKey } from '@/lib/i18n/app-en';
import { translate } from '@/lib/i18n/use-t';
import { openingHoursKeys } from '@/entities/opening-hours/api/opening-hours-keys';
import { notifySuccess } from '@/lib/notifications/notify';
import { type CacheUpdate, itemUpdate } from '@/lib/offline/change-kinds';
import { idTarget } from '@/lib/offline/outbox-targets';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';

// The read is the opening-hours entity's: the calendar shades by the same cached settings.
export { availabilitySettingsQueryOptions } from '@/entities/opening-hours/api/get-availability-settings';
export const availabilitySettingsKey = openingHoursKeys.availability();

/** A pending change laid over the cached settings (left alone while they are not cached). */
export function availabilityUpdate(
  change: (settings: AvailabilitySettings) => AvailabilitySettings,
): CacheUpdate {
  return itemUpdate<AvailabilitySettings>(availabilitySettingsKey, change);
}

/** What the screens' "Pending" marks name: the rules, or one row by its (perhaps temporary) id. */
export const AVAILABILITY_RULES_TARGET = 'availability-rules';
export const availabilityRowTargets = {
  breaks: idTarget('availability-breaks'),
  closures: idTarget('availability-closures'),
};
export const availabilityRowTarget = (list: 'breaks' | 'closures', id: number) =>
  availabilityRowTargets[list](id);
/** Special hours by date: the server keeps one row per date, and a new save keeps its id. */
export const SPECIAL_HOURS_TARGET = 'availability-special-hours';
export const specialHoursTarget = (date: string) => `${SPECIAL_HOURS_TARGET}:${date}`;

/** The server's English notices of this screen (the spec's words), said in the owner's language. */
const NOTICES: Readonly<Record<string, AppKey>> = {
  [AVAILABILITY_UPDATED_MESSAGE]: 'onlineBooking.saved',
  [BREAK_ADDED_MESSAGE]: 'onlineBooking.breakAdded',
  [BREAK_REMOVED_MESSAGE]: 'onlineBooking.breakRemoved',
  [CLOSURE_ADDED_MESSAGE]: 'onlineBooking.closureAdded',
  [CLOSURE_REMOVED_MESSAGE]: 'onlineBooking.closureRemoved',
  [SPECIAL_HOURS_SAVED_MESSAGE]: 'onlineBooking.specialSaved',
  [SPECIAL_HOURS_REMOVED_MESSAGE]: 'onlineBooking.specialRemoved',
};

/** English keeps the server's words exactly; a notice the catalog does not know reads as sent. */
function noticeOf(msg: string): string {
  const key = NOTICES[msg];
  return key ? translate(key) : msg;
}

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
      notifySuccess(noticeOf(data.msg));
      await queryClient.invalidateQueries({ queryKey: availabilitySettingsKey, exact: true });
    },
  });
}
