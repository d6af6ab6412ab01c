// Reads and writes of a business's weekdays, service interval and profile, always scoped to it.
import type { Selectable } from 'kysely';
import {
  CLOSING_BEFORE_OPENING_MESSAGE,
  DAY_CLOSED_MESSAGE,
  DEFAULT_CLOSING_TIME,
  DEFAULT_OPENING_TIME,
  type ServiceInterval,
  type WeekDay,
} from '../../../contract/business-settings.js';
import type { Db } from '../../db/database.js';
import { WEEKDAY_NAMES } from '../../../contract/booking-time.js';
import type { BusinessDaysTable, UserRow } from '../../db/schema.js';
import { HttpError, notFound } from '../../plugins/errors.js';

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

/** Closing clears the hours (spec 4); opening restores the defaults where no hours are set. */
export async function setDayOpen(
  trx: Db,
  businessId: number,
  dayId: number,
  open: boolean,
): Promise<WeekDay> {
  const query = trx
    .updateTable('business_days')
    .where('id', '=', dayId)
    .where('business_id', '=', businessId);
  const updated = open
    ? query.set((eb) => ({
        open: 1,
        opening_time: eb.fn.coalesce('opening_time', eb.val(DEFAULT_OPENING_TIME)),
        closing_time: eb.fn.coalesce('closing_time', eb.val(DEFAULT_CLOSING_TIME)),
      }))
    : query.set({ open: 0, opening_time: null, closing_time: null });
  const result = await updated.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Business day');
  return toWeekDay(await findDay(trx, businessId, dayId));
}

/**
 * Sets one end of an open day's hours; null restores that end's default. The checks live in the
 * UPDATE's WHERE so two concurrent edits of the same day cannot together leave closing <= opening.
 */
export async function setDayTime(
  trx: Db,
  businessId: number,
  dayId: number,
  end: 'opening' | 'closing',
  time: string | null,
): Promise<WeekDay> {
  const value = time ?? (end === 'opening' ? DEFAULT_OPENING_TIME : DEFAULT_CLOSING_TIME);
  const query = trx
    .updateTable('business_days')
    .where('id', '=', dayId)
    .where('business_id', '=', businessId)
    .where('open', '=', 1);
  const updated =
    end === 'opening'
      ? query
          .set({ opening_time: value })
          .where((eb) => eb.or([eb('closing_time', 'is', null), eb('closing_time', '>', value)]))
      : query
          .set({ closing_time: value })
          .where((eb) => eb.or([eb('opening_time', 'is', null), eb('opening_time', '<', value)]));
  const result = await updated.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    // Only the reason for the refusal is left to find out.
    const day = await findDay(trx, businessId, dayId);
    if (day.open !== 1) throw new HttpError(400, DAY_CLOSED_MESSAGE);
    throw new HttpError(400, CLOSING_BEFORE_OPENING_MESSAGE);
  }
  return toWeekDay(await findDay(trx, businessId, dayId));
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

export async function setServiceInterval(
  trx: Db,
  businessId: number,
  intervalId: number,
  intervalTypeId: number,
): Promise<ServiceInterval> {
  const own = await trx
    .selectFrom('service_intervals')
    .select('id')
    .where('id', '=', intervalId)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  if (!own) throw notFound('Service interval');
  const type = await trx
    .selectFrom('interval_types')
    .select('id')
    .where('id', '=', intervalTypeId)
    .executeTakeFirst();
  if (!type) throw new HttpError(400, UNKNOWN_INTERVAL_TYPE);
  await trx
    .updateTable('service_intervals')
    .set({ interval_type_id: type.id })
    .where('id', '=', own.id)
    .execute();
  return getServiceInterval(trx, businessId);
}

export async function findUser(db: Db, userId: number): Promise<UserRow> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('Business');
  return user;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  mobile?: string;
  timezone?: string;
  passwordHash?: string;
  /** A new logo's file name; undefined leaves the logo, null removes it. */
  brandLogo?: string | null;
}

/** Applies the changes and returns the row before and after them. */
export async function updateProfile(
  trx: Db,
  userId: number,
  changes: ProfileChanges,
): Promise<{ before: UserRow; after: UserRow }> {
  const before = await findUser(trx, userId);
  const set = {
    first_name: changes.firstName,
    last_name: changes.lastName,
    mobile: changes.mobile,
    timezone: changes.timezone,
    password_hash: changes.passwordHash,
    brand_logo: changes.brandLogo,
  };
  if (Object.values(set).some((value) => value !== undefined)) {
    await trx.updateTable('users').set(set).where('id', '=', userId).execute();
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
