// Reads and writes of the booking portal's rules for one business (docs/decisions.md,
// Availability settings (owner)): the settings row, breaks, closed dates and special hours. Every
// query is scoped by the business id, so another business's id deletes nothing and answers 404.
// Each write is one statement (an upsert, an insert or a delete with RETURNING), so without an
// Idempotency-Key it needs no transaction (runMutation's `singleStatement`).
import { type Selectable, sql } from 'kysely';
import {
  BREAK_OVERLAP_CODE,
  type AvailabilityRules,
  type AvailabilitySettings,
  type BusinessBreak,
  type BusinessClosure,
  breakOverlapMessage,
  DEFAULT_AVAILABILITY_RULES,
  type SpecialHours,
} from '@contract/availability-settings.js';
import type { Db } from '../../db/database.js';
import type {
  BusinessAvailabilityTable,
  BusinessBreaksTable,
  BusinessClosuresTable,
  BusinessSpecialHoursTable,
} from '../../db/schema.js';
import { fieldError, notFound } from '../../plugins/errors.js';

type RulesRow = Selectable<BusinessAvailabilityTable>;

function toRules(row: Omit<RulesRow, 'business_id'>): AvailabilityRules {
  return {
    capacity: row.capacity,
    minNoticeMinutes: row.min_notice_minutes,
    horizonDays: row.horizon_days,
    onlineBooking: row.online_booking === 1,
  };
}

function toBreak(row: Selectable<BusinessBreaksTable>): BusinessBreak {
  return {
    id: row.id,
    dayOfWeek: row.day_of_week,
    startTime: row.start_time,
    endTime: row.end_time,
  };
}

function toClosure(row: Selectable<BusinessClosuresTable>): BusinessClosure {
  return { id: row.id, fromDate: row.from_date, toDate: row.to_date, note: row.note };
}

function toSpecialHours(row: Selectable<BusinessSpecialHoursTable>): SpecialHours {
  return {
    id: row.id,
    date: row.date,
    open: row.open === 1,
    openingTime: row.opening_time,
    closingTime: row.closing_time,
    secondOpeningTime: row.second_opening_time,
    secondClosingTime: row.second_closing_time,
  };
}

/** Everything the "Online booking" screen shows; the defaults where no settings row exists. */
export async function readAvailabilitySettings(
  db: Db,
  businessId: number,
): Promise<AvailabilitySettings> {
  const [business, breaks, closures, specialHours] = await Promise.all([
    db
      .selectFrom('users')
      .leftJoin('business_availability', 'business_availability.business_id', 'users.id')
      .select([
        'users.slug',
        'business_availability.capacity',
        'business_availability.min_notice_minutes',
        'business_availability.horizon_days',
        'business_availability.online_booking',
      ])
      .where('users.id', '=', businessId)
      .executeTakeFirst(),
    db
      .selectFrom('business_breaks')
      .selectAll()
      .where('business_id', '=', businessId)
      .orderBy('day_of_week')
      .orderBy('start_time')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('business_closures')
      .selectAll()
      .where('business_id', '=', businessId)
      .orderBy('from_date')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('business_special_hours')
      .selectAll()
      .where('business_id', '=', businessId)
      .orderBy('date')
      .execute(),
  ]);
  if (!business) throw notFound('Business');
  // A left join without a settings row gives nulls: the row's own defaults apply.
  const rules =
    business.capacity === null ||
    business.min_notice_minutes === null ||
    business.horizon_days === null ||
    business.online_booking === null
      ? { ...DEFAULT_AVAILABILITY_RULES }
      : toRules({
          capacity: business.capacity,
          min_notice_minutes: business.min_notice_minutes,
          horizon_days: business.horizon_days,
          online_booking: business.online_booking,
        });
  return {
    ...rules,
    slug: business.slug,
    breaks: breaks.map(toBreak),
    closures: closures.map(toClosure),
    specialHours: specialHours.map(toSpecialHours),
  };
}

/** Writes all four settings; the first write creates the business's row. */
export async function saveAvailabilityRules(
  db: Db,
  businessId: number,
  rules: AvailabilityRules,
): Promise<AvailabilityRules> {
  const values = {
    capacity: rules.capacity,
    min_notice_minutes: rules.minNoticeMinutes,
    horizon_days: rules.horizonDays,
    online_booking: rules.onlineBooking ? 1 : 0,
  };
  const row = await db
    .insertInto('business_availability')
    .values({ business_id: businessId, ...values })
    .onConflict((conflict) => conflict.column('business_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRules(row);
}

/**
 * Adds a break unless the weekday has one that overlaps it (the end exclusive, so 12:00-12:30 and
 * 12:30-13:00 may follow each other): one INSERT ... SELECT ... WHERE NOT EXISTS, so two owners'
 * devices cannot both add an overlapping break between a check and an insert. Refused, it is a
 * 409 naming the break in the way (docs/decisions.md, Working hours shortcuts).
 */
export async function addBreak(
  db: Db,
  businessId: number,
  body: { dayOfWeek: number; startTime: string; endTime: string },
): Promise<BusinessBreak> {
  const overlapping = (from: Db) =>
    from
      .selectFrom('business_breaks')
      .where('business_id', '=', businessId)
      .where('day_of_week', '=', body.dayOfWeek)
      .where('start_time', '<', body.endTime)
      .where('end_time', '>', body.startTime);
  const row = await db
    .insertInto('business_breaks')
    .columns(['business_id', 'day_of_week', 'start_time', 'end_time'])
    .expression(
      db
        .selectNoFrom((eb) => [
          sql<number>`cast(${businessId} as integer)`.as('business_id'),
          sql<number>`cast(${body.dayOfWeek} as integer)`.as('day_of_week'),
          eb.val(body.startTime).as('start_time'),
          eb.val(body.endTime).as('end_time'),
        ])
        .where(({ not, exists }) => not(exists(overlapping(db).select('id')))),
    )
    .returningAll()
    .executeTakeFirst();
  if (row) return toBreak(row);
  const existing = await overlapping(db).selectAll().orderBy('start_time').executeTakeFirst();
  if (!existing) {
    throw fieldError(
      409,
      'The break overlaps another break on the same day',
      'startTime',
      BREAK_OVERLAP_CODE,
    );
  }
  const other = toBreak(existing);
  throw fieldError(409, breakOverlapMessage(other), 'startTime', BREAK_OVERLAP_CODE, {
    weekday: other.dayOfWeek,
    startTime: other.startTime,
    endTime: other.endTime,
  });
}

export async function addClosure(
  db: Db,
  businessId: number,
  body: { fromDate: string; toDate: string; note: string },
): Promise<BusinessClosure> {
  const row = await db
    .insertInto('business_closures')
    .values({
      business_id: businessId,
      from_date: body.fromDate,
      to_date: body.toDate,
      note: body.note,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toClosure(row);
}

/**
 * Sets a date's own hours. A date that has some already gets the new ones in the same row (the
 * unique index on business and date): the owner's latest word on that date stands, and a change
 * made offline lands instead of being refused (docs/decisions.md, Availability settings (owner)).
 */
export async function saveSpecialHours(
  db: Db,
  businessId: number,
  body: {
    date: string;
    open: boolean;
    openingTime?: string | null;
    closingTime?: string | null;
    secondOpeningTime?: string | null;
    secondClosingTime?: string | null;
  },
): Promise<SpecialHours> {
  // A closed date keeps no times, as a closed weekday does; without a second range, a save
  // replaces the date's split hours with one range (docs/decisions.md, Split days).
  const hours = {
    open: body.open ? 1 : 0,
    opening_time: body.open ? (body.openingTime ?? null) : null,
    closing_time: body.open ? (body.closingTime ?? null) : null,
    second_opening_time: body.open ? (body.secondOpeningTime ?? null) : null,
    second_closing_time: body.open ? (body.secondClosingTime ?? null) : null,
  };
  const row = await db
    .insertInto('business_special_hours')
    .values({ business_id: businessId, date: body.date, ...hours })
    .onConflict((conflict) => conflict.columns(['business_id', 'date']).doUpdateSet(hours))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSpecialHours(row);
}

type OwnedTable = 'business_breaks' | 'business_closures' | 'business_special_hours';

/** Deletes one row of the business; `what` names it in the 404 of an unknown or foreign id. */
export async function deleteOwned(
  db: Db,
  table: OwnedTable,
  what: string,
  businessId: number,
  id: number,
): Promise<void> {
  const deleted = await db
    .deleteFrom(table)
    .where('id', '=', id)
    .where('business_id', '=', businessId)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) throw notFound(what);
}
