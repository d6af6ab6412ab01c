// Reads and writes of a business's weekdays, service interval and profile, always scoped to it.
import type { Selectable } from 'kysely';
import {
  BOOKING_SLUG_TAKEN_CODE,
  BOOKING_SLUG_TAKEN_MESSAGE,
  CLOSING_BEFORE_OPENING_MESSAGE,
  DAY_CLOSED_MESSAGE,
  DEFAULT_CLOSING_TIME,
  DEFAULT_OPENING_TIME,
  SECOND_RANGE_AFTER_FIRST_MESSAGE,
  type ServiceInterval,
  type WeekDay,
} from '../../../contract/business-settings.js';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import { WEEKDAY_NAMES } from '../../../contract/booking-time.js';
import type { BusinessDaysTable, UserRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { fieldError, HttpError, notFound } from '../../plugins/errors.js';

type DayRow = Selectable<BusinessDaysTable>;

const UNKNOWN_INTERVAL_TYPE = 'Time interval is not one of the options';

function toWeekDay(row: DayRow): WeekDay {
  return {
    id: row.id,
    dayOfWeek: row.day_of_week,
    weekName: WEEKDAY_NAMES[row.day_of_week - 1] ?? '',
    open: row.open === 1,
    openingTime: row.opening_time,
    closingTime: row.closing_time,
    secondOpeningTime: row.second_opening_time,
    secondClosingTime: row.second_closing_time,
  };
}

export async function listWeekDays(db: Db, businessId: number): Promise<WeekDay[]> {
  const rows = await db
    .selectFrom('business_days')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('day_of_week')
    .execute();
  return rows.map(toWeekDay);
}

async function findDay(db: Db, businessId: number, dayId: number): Promise<DayRow> {
  const row = await db
    .selectFrom('business_days')
    .selectAll()
    .where('id', '=', dayId)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  if (!row) throw notFound('Business day');
  return row;
}

// The weekday and interval changes are each one UPDATE ... RETURNING, built and compiled once
// (server/db/compiled-once.ts): no transaction is needed around them (runMutation's
// `singleStatement`), and the row as it now stands comes back with the change. Another business's
// id matches no row, as an unknown one does.
// A type, not an interface: compiledOnce's parameters need an index signature.
type DayKey = { dayId: number; businessId: number };

const openDay = compiledOnce((db, p: DayKey) =>
  db
    .updateTable('business_days')
    .set((eb) => ({
      open: 1,
      opening_time: eb.fn.coalesce('opening_time', eb.val(DEFAULT_OPENING_TIME)),
      closing_time: eb.fn.coalesce('closing_time', eb.val(DEFAULT_CLOSING_TIME)),
    }))
    .where('id', '=', p.dayId)
    .where('business_id', '=', p.businessId)
    .returningAll(),
);

const closeDay = compiledOnce((db, p: DayKey) =>
  db
    .updateTable('business_days')
    .set({
      open: 0,
      opening_time: null,
      closing_time: null,
      second_opening_time: null,
      second_closing_time: null,
    })
    .where('id', '=', p.dayId)
    .where('business_id', '=', p.businessId)
    .returningAll(),
);

/**
 * The checks live in the WHERE, so two concurrent edits cannot leave closing <= opening, nor a
 * split day's first range closing at or after its second opens (docs/decisions.md, Split days).
 */
const setOpeningTime = compiledOnce((db, p: DayKey & { time: string }) =>
  db
    .updateTable('business_days')
    .set({ opening_time: p.time })
    .where('id', '=', p.dayId)
    .where('business_id', '=', p.businessId)
    .where('open', '=', 1)
    .where((eb) => eb.or([eb('closing_time', 'is', null), eb('closing_time', '>', p.time)]))
    .returningAll(),
);

const setClosingTime = compiledOnce((db, p: DayKey & { time: string }) =>
  db
    .updateTable('business_days')
    .set({ closing_time: p.time })
    .where('id', '=', p.dayId)
    .where('business_id', '=', p.businessId)
    .where('open', '=', 1)
    .where((eb) => eb.or([eb('opening_time', 'is', null), eb('opening_time', '<', p.time)]))
    .where((eb) =>
      eb.or([eb('second_opening_time', 'is', null), eb('second_opening_time', '>', p.time)]),
    )
    .returningAll(),
);

/** Closing clears the hours (spec 4); opening restores the defaults where no hours are set. */
export async function setDayOpen(
  db: Db,
  businessId: number,
  dayId: number,
  open: boolean,
): Promise<WeekDay> {
  const [row] = await (open ? openDay : closeDay)(db, { dayId, businessId });
  if (!row) throw notFound('Business day');
  return toWeekDay(row);
}

/** Sets one end of an open day's hours; null restores that end's default. */
export async function setDayTime(
  db: Db,
  businessId: number,
  dayId: number,
  end: 'opening' | 'closing',
  time: string | null,
): Promise<WeekDay> {
  const value = time ?? (end === 'opening' ? DEFAULT_OPENING_TIME : DEFAULT_CLOSING_TIME);
  const update = end === 'opening' ? setOpeningTime : setClosingTime;
  const [row] = await update(db, { dayId, businessId, time: value });
  if (!row) {
    // Only the reason for the refusal is left to find out.
    const day = await findDay(db, businessId, dayId);
    if (day.open !== 1) throw new HttpError(400, DAY_CLOSED_MESSAGE);
    const intoSecond =
      end === 'closing' && day.second_opening_time !== null && value >= day.second_opening_time;
    if (intoSecond) throw fieldError(400, SECOND_RANGE_AFTER_FIRST_MESSAGE, 'closingTime');
    throw new HttpError(400, CLOSING_BEFORE_OPENING_MESSAGE);
  }
  return toWeekDay(row);
}

/** Sets an open day's one or two ranges at once (docs/decisions.md, Split days). */
export async function setDayRanges(
  db: Db,
  businessId: number,
  body: {
    id: number;
    openingTime: string;
    closingTime: string;
    secondOpeningTime?: string | null;
    secondClosingTime?: string | null;
  },
): Promise<WeekDay> {
  // One UPDATE ... RETURNING, like the spec's calls; the contract checked the ranges' order
  // (dayRangesBodySchema), so only an open day of this business is left to require.
  const row = await db
    .updateTable('business_days')
    .set({
      opening_time: body.openingTime,
      closing_time: body.closingTime,
      second_opening_time: body.secondOpeningTime ?? null,
      second_closing_time: body.secondClosingTime ?? null,
    })
    .where('id', '=', body.id)
    .where('business_id', '=', businessId)
    .where('open', '=', 1)
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    await findDay(db, businessId, body.id);
    throw new HttpError(400, DAY_CLOSED_MESSAGE);
  }
  return toWeekDay(row);
}

export async function getServiceInterval(db: Db, businessId: number): Promise<ServiceInterval> {
  const row = await db
    .selectFrom('service_intervals')
    .innerJoin('interval_types', 'interval_types.id', 'service_intervals.interval_type_id')
    .select([
      'service_intervals.id',
      'service_intervals.interval_type_id',
      'interval_types.minutes',
    ])
    .where('service_intervals.business_id', '=', businessId)
    .executeTakeFirst();
  if (!row) throw notFound('Service interval');
  return { id: row.id, intervalTypeID: row.interval_type_id, duration: row.minutes };
}

/** Only an existing interval type is set; the answer carries the new type's length. */
const chooseIntervalType = compiledOnce(
  (db, p: { intervalId: number; businessId: number; intervalTypeId: number }) =>
    db
      .updateTable('service_intervals')
      .set({ interval_type_id: p.intervalTypeId })
      .where('id', '=', p.intervalId)
      .where('business_id', '=', p.businessId)
      .where((eb) =>
        eb.exists(eb.selectFrom('interval_types').select('id').where('id', '=', p.intervalTypeId)),
      )
      .returning((eb) => [
        'service_intervals.id',
        'service_intervals.interval_type_id',
        eb
          .selectFrom('interval_types')
          .select('interval_types.minutes')
          .whereRef('interval_types.id', '=', 'service_intervals.interval_type_id')
          .as('minutes'),
      ]),
);

export async function setServiceInterval(
  db: Db,
  businessId: number,
  intervalId: number,
  intervalTypeId: number,
): Promise<ServiceInterval> {
  const [row] = await chooseIntervalType(db, { intervalId, businessId, intervalTypeId });
  if (!row) {
    // Another business's interval (or an unknown one) answers 404 before the type is looked at.
    const own = await db
      .selectFrom('service_intervals')
      .select('id')
      .where('id', '=', intervalId)
      .where('business_id', '=', businessId)
      .executeTakeFirst();
    if (!own) throw notFound('Service interval');
    throw new HttpError(400, UNKNOWN_INTERVAL_TYPE);
  }
  return { id: row.id, intervalTypeID: row.interval_type_id, duration: Number(row.minutes) };
}

export async function findUser(db: Db, userId: number): Promise<UserRow> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('Business');
  return user;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  /** The slug stays: a printed QR code keeps working (docs/decisions.md, Business name). */
  businessName?: string;
  mobile?: string;
  timezone?: string;
  /** A new booking link (already checked against the contract's rule). */
  slug?: string;
  passwordHash?: string;
  /** A new logo's file name; undefined leaves the logo, null removes it. */
  brandLogo?: string | null;
  currency?: string;
  clock?: string;
  weekStart?: number;
  /** Address parts: '' clears one (docs/decisions.md, Address and booking page). */
  streetAddress?: string;
  postalCode?: string;
  city?: string;
  bookingContact?: string;
}

/**
 * Applies the changes and returns the row before and after them. A booking link another business
 * has is refused by the unique index (users_slug), not by a look first: two owners asking for the
 * same link at once cannot both get it, on either database (docs/decisions.md, Booking link).
 */
export async function updateProfile(
  trx: Db,
  userId: number,
  changes: ProfileChanges,
): Promise<{ before: UserRow; after: UserRow }> {
  const before = await findUser(trx, userId);
  const set = {
    first_name: changes.firstName,
    last_name: changes.lastName,
    business_name: changes.businessName,
    mobile: changes.mobile,
    timezone: changes.timezone,
    slug: changes.slug,
    password_hash: changes.passwordHash,
    brand_logo: changes.brandLogo,
    currency: changes.currency,
    clock: changes.clock,
    week_start: changes.weekStart,
    street_address: changes.streetAddress,
    postal_code: changes.postalCode,
    city: changes.city,
    booking_contact: changes.bookingContact,
  };
  if (Object.values(set).some((value) => value !== undefined)) {
    try {
      await trx.updateTable('users').set(set).where('id', '=', userId).execute();
    } catch (error) {
      // The only unique column this can change; PostgreSQL's transaction is void from here on,
      // and the refusal rolls it back.
      if (changes.slug !== undefined && isUniqueViolation(error)) {
        throw fieldError(409, BOOKING_SLUG_TAKEN_MESSAGE, 'slug', BOOKING_SLUG_TAKEN_CODE);
      }
      throw error;
    }
  }
  return { before, after: await findUser(trx, userId) };
}

/** After a password change every other device must sign in again; this one stays signed in. */
export async function revokeOtherSessions(
  trx: Db,
  userId: number,
  keepSessionId: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
