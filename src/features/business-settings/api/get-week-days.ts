// GET /api/day_weeks/: the seven weekdays of the business, Monday first.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import { type WeekDay, weekDayListSchema } from '../../../../contract/business-settings';
import { apiRequest } from '../../../lib/api/api-client';
import { type CacheUpdate, listUpdate } from '../../../lib/offline/change-kinds';
import { businessSettingsKeys } from './query-keys';

export function weekDaysQueryOptions() {
  return queryOptions({
    queryKey: businessSettingsKeys.weekDays(),
    queryFn: ({ signal }) => apiRequest(apiPaths.weekDays, { schema: weekDayListSchema, signal }),
  });
}

/** A pending change to one weekday, laid over the cached list (the three hour changes use it). */
export function weekDayUpdate(dayId: number, change: (day: WeekDay) => WeekDay): CacheUpdate {
  return listUpdate<WeekDay>(businessSettingsKeys.weekDays(), (days) =>
    days.map((day) => (day.id === dayId ? change(day) : day)),
  );
}
