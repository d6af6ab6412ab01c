// "Save All Changes": queues each changed day's calls in order through the outbox (a day's calls
// depend on each other), shows "Updated" once the server has them all, every refusal as its own
// danger alert, or that the changes wait on this device; then reloads the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WeekDay } from '@contract/business-settings';
import { outbox } from '@/lib/offline/outbox';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import {
  notifyDanger,
  notifyError,
  notifyPending,
  notifySuccess,
} from '@/lib/notifications/notify';
import { translate } from '@/lib/i18n/use-t';
import { currentLanguage } from '@/lib/i18n/language-store';
import { capitalized, weekdayNames } from '@/lib/i18n/weekday-names';
import { weekDaysQueryOptions } from '../api/get-week-days';
import { dayOpenChange } from '../api/update-day-open';
import { dayRangesChange } from '../api/update-day-ranges';
import { closingTimeChange, openingTimeChange } from '../api/update-day-times';
import type { DayPlan, HourCall } from './plan-hour-updates';

export interface SaveHoursResult {
  savedDayIds: number[];
  failedDayIds: number[];
  /** Days whose changes wait on this device for a connection. */
  pendingDayIds: number[];
  /** The weekday list as reloaded after the calls. */
  days: WeekDay[] | undefined;
}

function toChange(call: HourCall, weekName: string): OutboxChange {
  switch (call.kind) {
    case 'open':
      return dayOpenChange(call.body, weekName);
    case 'opening':
      return openingTimeChange(call.body, weekName);
    case 'closing':
      return closingTimeChange(call.body, weekName);
    case 'ranges':
      return dayRangesChange(call.body, weekName);
  }
}

export function useSaveBusinessHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plans: DayPlan[]): Promise<SaveHoursResult> => {
      const { queryKey } = weekDaysQueryOptions();
      // The outbox labels name the day in the owner's language, not the server's English weekName.
      const dayNames = weekdayNames(currentLanguage()).map(capitalized);
      const names = new Map(
        (queryClient.getQueryData(queryKey) ?? []).map((day) => [
          day.id,
          dayNames[day.dayOfWeek - 1] ?? day.weekName,
        ]),
      );
      const calls = plans.flatMap((plan) =>
        plan.calls.map((call) => ({
          dayId: plan.dayId,
          change: toChange(call, names.get(plan.dayId) ?? translate('hours.day')),
        })),
      );
      const results = await outbox.submitAll(calls.map((call) => call.change));
      const savedDayIds: number[] = [];
      const failedDayIds: number[] = [];
      const pendingDayIds: number[] = [];
      for (const plan of plans) {
        const ofDay = results.filter((_, index) => calls[index]?.dayId === plan.dayId);
        const refused = ofDay.flatMap((result) =>
          result.status === 'refused' ? result.messages : [],
        );
        if (refused.length > 0) {
          refused.forEach((message) => notifyDanger(message));
          failedDayIds.push(plan.dayId);
        } else if (ofDay.some((result) => result.status === 'pending')) {
          pendingDayIds.push(plan.dayId);
        } else {
          savedDayIds.push(plan.dayId);
        }
      }
      await queryClient.invalidateQueries({ queryKey });
      return { savedDayIds, failedDayIds, pendingDayIds, days: queryClient.getQueryData(queryKey) };
    },
    onSuccess: (result) => {
      if (result.failedDayIds.length > 0) return;
      if (result.pendingDayIds.length > 0) notifyPending();
      else notifySuccess(translate('hours.updated'));
    },
    onError: (error) => notifyError(error),
  });
}
