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

function toChange(call: HourCall, dayOfWeek: number | undefined): OutboxChange {
  switch (call.kind) {
    case 'open':
      return dayOpenChange(call.body, dayOfWeek);
    case 'opening':
      return openingTimeChange(call.body, dayOfWeek);
    case 'closing':
      return closingTimeChange(call.body, dayOfWeek);
    case 'ranges':
      return dayRangesChange(call.body, dayOfWeek);
  }
}

export function useSaveBusinessHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plans: DayPlan[]): Promise<SaveHoursResult> => {
      const { queryKey } = weekDaysQueryOptions();
      // The outbox labels name the day by its number, worded in the language shown (not the
      // server's English weekName) when the pending list shows it.
      const weekdays = new Map(
        (queryClient.getQueryData(queryKey) ?? []).map((day) => [day.id, day.dayOfWeek]),
      );
      const calls = plans.flatMap((plan) =>
        plan.calls.map((call) => ({
          dayId: plan.dayId,
          change: toChange(call, weekdays.get(plan.dayId)),
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
