// How a pending change to the working hours names its day (docs/offline.md, Outbox entries): as
// the ISO weekday, worded when shown, so it follows the language shown then, not the one it was
// queued in; "Day" when the day is not known.
import type { LabelValue } from '@/lib/offline/outbox-label';

/** 1 = Monday ... 7 = Sunday, as the weekday list's dayOfWeek; undefined when not known. */
export function weekDayValue(dayOfWeek: number | undefined): LabelValue {
  return dayOfWeek !== undefined && Number.isInteger(dayOfWeek) && dayOfWeek >= 1 && dayOfWeek <= 7
    ? { weekday: dayOfWeek }
    : { key: 'hours.day' };
}
