// When a reminder goes (docs/decisions.md, Messages to clients): a lead of whole days is the same
// wall-clock time that many days before, so a 24-hour reminder across a DST change still goes
// "at this time yesterday"; 2 hours is two hours of real time. Then quiet hours: nothing goes
// from 22:00 to 08:00 business time. One due then goes at 08:00, unless 08:00 leaves less than
// half the lead before the start: then at 21:59 the evening before.
import { addDays, instantToLocal, localToInstant } from '../../contract/booking-time.js';

const HOUR_MS = 3_600_000;
export const QUIET_FROM = '22:00';
export const QUIET_UNTIL = '08:00';
const LAST_BEFORE_QUIET = '21:59';

/** The planned instant before quiet hours: whole days by the wall clock, else real hours. */
function plannedDue(start: Date, leadHours: number, timeZone: string): Date {
  if (leadHours % 24 === 0) {
    const local = instantToLocal(start, timeZone);
    const date = addDays(local.date, -leadHours / 24);
    // A time the clocks skipped that day: the real-hours instant instead.
    const found = localToInstant(date, local.time, timeZone);
    if (found) return found;
  }
  return new Date(start.getTime() - leadHours * HOUR_MS);
}

/** Local wall-clock instant, or the real-time fallback a skipped hour needs. */
function at(date: string, time: string, timeZone: string, fallback: Date): Date {
  return localToInstant(date, time, timeZone) ?? fallback;
}

export function reminderDueAt(startIso: string, leadHours: number, timeZone: string): Date {
  const start = new Date(startIso);
  const planned = plannedDue(start, leadHours, timeZone);
  const local = instantToLocal(planned, timeZone);
  if (local.time >= QUIET_UNTIL && local.time < QUIET_FROM) return planned;
  const morningDate = local.time >= QUIET_FROM ? addDays(local.date, 1) : local.date;
  const morning = at(morningDate, QUIET_UNTIL, timeZone, planned);
  const latest = start.getTime() - (leadHours * HOUR_MS) / 2;
  if (morning.getTime() <= latest) return morning;
  return at(addDays(morningDate, -1), LAST_BEFORE_QUIET, timeZone, planned);
}
