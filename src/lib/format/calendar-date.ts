// A calendar date as the app writes it everywhere (docs/decisions.md, Appointments and clients).
import dayjs from 'dayjs';

/**
 * "2026-11-23" -> "Mon, 23 Nov 2026", in Norwegian "ma. 23. nov. 2026": dayjs's names follow the
 * owner's language, and so does the order (docs/decisions.md, Languages). Text that is not such a
 * date is returned as it is.
 */
export function formatCalendarDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const date = dayjs(isoDate);
  if (!date.isValid()) return isoDate;
  return date.format(dayjs.locale() === 'nb' ? 'ddd D. MMM YYYY' : 'ddd, D MMM YYYY');
}
