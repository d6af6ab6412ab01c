// GET /api/day_weeks/: the seven weekdays of the business, Monday first.
import type { WeekDay } from '@contract/business-settings';
import { type CacheUpdate, listUpdate } from '@/lib/offline/change-kinds';
import { businessSettingsKeys } from './query-keys';

// The read is the opening-hours entity's: the calendar shades by the same cached weekdays.
export { weekDaysQueryOptions } from '@/entities/opening-hours/api/get-week-days';

/** A pending change to one weekday, laid over the cached list (the three hour changes use it). */
export function weekDayUpdate(dayId: number, change: (day: WeekDay) => WeekDay): CacheUpdate {
  return listUpdate<WeekDay>(businessSettingsKeys.weekDays(), (days) =>
    days.map((day) => (day.id === dayId ? change(day) : day)),
  );
}
