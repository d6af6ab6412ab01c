// GET /api/business-settings/public-holidays (docs/decisions.md, Public holidays), and adding the
// ticked ones as closed dates: one ordinary closed-dates change per date through the outbox, so
// they are added offline like any closed date and the server needs no second way to close a day.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  type BusinessClosure,
  closureCreatedResponseSchema,
} from '@contract/availability-settings';
import { type PublicHoliday, publicHolidaysSchema } from '@contract/public-holidays';
import { apiRequest } from '@/lib/api/api-client';
import { notifyPending, notifySuccess } from '@/lib/notifications/notify';
import { submitChange } from '@/lib/offline/use-outbox-mutation';
import { translate } from '@/lib/i18n/use-t';
import { addClosureChange } from './availability-add-closure';
import { availabilitySettingsKey } from './availability-settings';
import { businessSettingsKeys } from './query-keys';

export function publicHolidaysQueryOptions() {
  return queryOptions({
    queryKey: [...businessSettingsKeys.all, 'public-holidays'] as const,
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.publicHolidays, { schema: publicHolidaysSchema, signal }),
  });
}

/** One date on offer: two holidays on one date (17 May 2027) are one closed date. */
export interface HolidayDate {
  date: string;
  /** "Grunnlovsdag, 2. pinsedag": what the closed date's note will say. */
  localNames: string;
  names: string;
  /** A closed date (or range) already covers it. */
  closed: boolean;
}

export function holidayDates(
  holidays: readonly PublicHoliday[],
  closures: readonly Pick<BusinessClosure, 'fromDate' | 'toDate'>[],
): HolidayDate[] {
  const byDate = new Map<string, PublicHoliday[]>();
  for (const holiday of holidays)
    byDate.set(holiday.date, [...(byDate.get(holiday.date) ?? []), holiday]);
  return [...byDate].map(([date, sameDay]) => ({
    date,
    localNames: sameDay.map((holiday) => holiday.localName).join(', '),
    names: sameDay.map((holiday) => holiday.name).join(', '),
    closed: closures.some((closure) => closure.fromDate <= date && date <= closure.toDate),
  }));
}

/** Adds each date as a one-day closure named after its holidays; one toast for them all. */
export function useAddHolidayClosures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dates: readonly HolidayDate[]) => {
      let pending = false;
      try {
        for (const holiday of dates) {
          const change = addClosureChange({
            fromDate: holiday.date,
            toDate: holiday.date,
            note: holiday.localNames,
          });
          const outcome = await submitChange(change, closureCreatedResponseSchema);
          pending ||= outcome.status === 'pending';
        }
      } finally {
        // Those added before a refusal are on the server: the card lists them either way.
        await queryClient.invalidateQueries({ queryKey: availabilitySettingsKey, exact: true });
      }
      return { count: dates.length, pending };
    },
    onSuccess: ({ count, pending }) => {
      if (pending) notifyPending();
      else notifySuccess(translate('onlineBooking.holidaysAdded', { count }));
    },
  });
}
