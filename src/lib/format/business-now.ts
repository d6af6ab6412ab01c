// The business's own "now" (docs/decisions.md, Locale): its time zone's wall clock.
import { instantToLocal } from '@contract/booking-time';

/**
 * "Now" on the business's wall clock, "YYYY-MM-DD HH:mm:ss": the calendar's now-marker, its
 * "Today" and a new booking's first free hour sit where the business's bookings are, even on a
 * device set to another time zone (docs/decisions.md, Locale).
 */
export function businessNow(timeZone: string, now: Date = new Date()): string {
  try {
    const { date, time } = instantToLocal(now, timeZone);
    return `${date} ${time}:${String(now.getUTCSeconds()).padStart(2, '0')}`;
  } catch {
    // A zone this browser does not know: the device's own clock.
    const pad2 = (value: number) => String(value).padStart(2, '0');
    return (
      `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())} ` +
      `${pad2(now.getHours())}:${pad2(now.getMinutes())}:${pad2(now.getSeconds())}`
    );
  }
}
