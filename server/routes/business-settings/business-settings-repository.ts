// Reads and writes of a business's service interval and profile, always scoped to it.
import {
  BOOKING_SLUG_TAKEN_CODE,
  BOOKING_SLUG_TAKEN_MESSAGE,
  type ServiceInterval,
} from '@contract/business-settings.js';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { fieldError, HttpError, notFound } from '../../plugins/errors.js';

const UNKNOWN_INTERVAL_TYPE = 'Time interval is not one of the options';

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
