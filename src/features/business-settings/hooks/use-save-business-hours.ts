// "Save All Changes": sends each changed day's calls one after another (a day's calls depend on
// each other), shows "Updated" once, every refusal as its own danger alert, then reloads the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DAY_UPDATED_MESSAGE, type WeekDay } from '../../../../contract/business-settings';
import { notifyError, notifySuccess } from '../../../lib/notifications/notify';
import { weekDaysQueryOptions } from '../api/get-week-days';
import { updateClosingTime } from '../api/update-closing-time';
import { updateDayOpen } from '../api/update-day-open';
import { updateOpeningTime } from '../api/update-opening-time';
import type { DayPlan, HourCall } from './plan-hour-updates';

export interface SaveHoursResult {
  savedDayIds: number[];
  failedDayIds: number[];
  /** The weekday list as reloaded after the calls. */
  days: WeekDay[] | undefined;
}

function send(call: HourCall) {
  const key = crypto.randomUUID();
  switch (call.kind) {
    case 'open':
      return updateDayOpen(call.body, key);
    case 'opening':
      return updateOpeningTime(call.body, key);
    case 'closing':
      return updateClosingTime(call.body, key);
  }
}

export function useSaveBusinessHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plans: DayPlan[]): Promise<SaveHoursResult> => {
      const savedDayIds: number[] = [];
      const failedDayIds: number[] = [];
      for (const plan of plans) {
        try {
          for (const call of plan.calls) await send(call);
          savedDayIds.push(plan.dayId);
        } catch (error) {
          // The rest of this day's calls would build on the refused one; other days go on.
          notifyError(error);
          failedDayIds.push(plan.dayId);
        }
      }
      const { queryKey } = weekDaysQueryOptions();
      await queryClient.invalidateQueries({ queryKey });
      return { savedDayIds, failedDayIds, days: queryClient.getQueryData(queryKey) };
    },
    onSuccess: (result) => {
      if (result.failedDayIds.length === 0) notifySuccess(DAY_UPDATED_MESSAGE);
    },
    onError: (error) => notifyError(error),
  });
}
