// A business's opening rules as the one rule of a date's hours reads them
// (contract/availability/date-hours.ts): the weekdays with their breaks, the closed dates and the
// special hours, each with a split day's second range (docs/decisions.md, Split days). The slot engine's settings (slot-settings.ts) and the owner's opening-hours check
// (booking-checks.ts) both read them here, so both see the same hours on every date.
import {
  dateHoursRule,
  type DateHours,
  type DayHours,
  type IsoWeekday,
  type OpeningRules,
} from '../../contract/availability/date-hours.js';
import { isoWeekday, WEEKDAY_NAMES } from '../../contract/booking-time.js';
import type { Db } from '../db/database.js';

/**
 * Each weekday's hours and breaks, Monday first: the usual week, as the booking page shows it
 * (docs/decisions.md, Address and booking page) and as every date starts from.
 */
export async function readWeeklyHours(
  db: Db,
  businessId: number,
): Promise<Record<IsoWeekday, DayHours>> {
  const [days, breaks] = await Promise.all([
    db
      .selectFrom('business_days')
      .select([
        'day_of_week',
        'open',
        'opening_time',
        'closing_time',
        'second_opening_time',
        'second_closing_time',
      ])
      .where('business_id', '=', businessId)
      .execute(),
    db
      .selectFrom('business_breaks')
      .select(['day_of_week', 'start_time', 'end_time'])
      .where('business_id', '=', businessId)
      .orderBy('start_time')
      .execute(),
  ]);
  const weeklyHours = {} as Record<IsoWeekday, DayHours>;
  for (let weekday = 1 as IsoWeekday; weekday <= 7; weekday = (weekday + 1) as IsoWeekday) {
    const day = days.find((row) => row.day_of_week === weekday);
    weeklyHours[weekday] = {
      open: day?.open === 1,
      openingTime: day?.opening_time ?? null,
      closingTime: day?.closing_time ?? null,
      secondOpeningTime: day?.second_opening_time ?? null,
      secondClosingTime: day?.second_closing_time ?? null,
      breaks: breaks
        .filter((pause) => pause.day_of_week === weekday)
        .map((pause) => ({ start: pause.start_time, end: pause.end_time })),
    };
  }
  return weeklyHours;
}

/** The rules that can apply on the local dates `from` to `to`. */
export async function readOpeningRules(
  db: Db,
  businessId: number,
  from: string,
  to: string,
): Promise<OpeningRules> {
  const [weeklyHours, closures, special] = await Promise.all([
    readWeeklyHours(db, businessId),
    db
      .selectFrom('business_closures')
      .select(['from_date', 'to_date', 'note'])
      .where('business_id', '=', businessId)
      .where('to_date', '>=', from)
      .where('from_date', '<=', to)
      .orderBy('from_date')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('business_special_hours')
      .select([
        'date',
        'open',
        'opening_time',
        'closing_time',
        'second_opening_time',
        'second_closing_time',
      ])
      .where('business_id', '=', businessId)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .orderBy('id')
      .execute(),
  ]);
  return {
    weeklyHours,
    closedDates: closures.map((range) => ({
      from: range.from_date,
      to: range.to_date,
      note: range.note,
    })),
    specialHours: special.map((day) => ({
      date: day.date,
      open: day.open === 1,
      openingTime: day.opening_time,
      closingTime: day.closing_time,
      secondOpeningTime: day.second_opening_time,
      secondClosingTime: day.second_closing_time,
    })),
  };
}

/**
 * A date's hours by the one rule, and its name for a message: "Tuesday" (its weekday's),
 * "2026-12-24" (special hours), "2027-01-05, Stocktaking" (closed, with the closure's note).
 */
export async function hoursOfDate(
  db: Db,
  businessId: number,
  date: string,
): Promise<{ hours: DateHours; name: string }> {
  const hours = dateHoursRule(await readOpeningRules(db, businessId, date, date))(date);
  const { source } = hours;
  const name =
    source.kind === 'closed'
      ? source.note
        ? `${date}, ${source.note}`
        : date
      : source.kind === 'special'
        ? date
        : (WEEKDAY_NAMES[isoWeekday(date) - 1] ?? '');
  return { hours, name };
}
