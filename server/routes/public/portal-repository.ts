// The booking portal's reads: a business by its slug, its catalogue and team (an online booking's
// cancel token is in portal-cancel-tokens.ts). Nothing read here for a public answer carries a
// client's name or contact, or a member's.
import type { PortalProfile } from '@contract/portal.js';
import {
  DEFAULT_HORIZON_DAYS,
  DEFAULT_MIN_NOTICE_MINUTES,
} from '@contract/availability/slot-engine.js';
import type { BusinessLocale } from '@contract/business-locale.js';
import { asLanguage, type Language } from '@contract/i18n/language.js';
import {
  asBookingContactRule,
  hasAddress,
  type BookingContactRule,
  type BusinessAddress,
} from '@contract/business-address.js';
import type { Db } from '../../db/database.js';
import { HttpError, withValues } from '../../plugins/errors.js';
import { readBusinessLocale } from '../../repositories/business-locale.js';

export interface PortalBusiness {
  id: number;
  slug: string;
  businessName: string;
  phone: string;
  logo: string | null;
  timezone: string;
  /** The owner's address, for the new-booking mail only: never in an answer. */
  ownerEmail: string;
  capacity: number;
  minNoticeMinutes: number;
  horizonDays: number;
  onlineBooking: boolean;
  /** The business's currency and clock, for the page and the mails (docs/decisions.md, Locale). */
  locale: BusinessLocale;
  /** The page's language when the visitor's is none of ours; the owner's own, for their mail. */
  bookingLanguage: Language;
  ownerLanguage: Language;
  /** Null when the business gave none (docs/decisions.md, Address and booking page). */
  address: BusinessAddress | null;
  contactRule: BookingContactRule;
}

export async function findPortalBusiness(
  db: Db,
  slug: string,
): Promise<PortalBusiness | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('business_availability', 'business_availability.business_id', 'users.id')
    .select([
      'users.id',
      'users.slug',
      'users.business_name',
      'users.country',
      'users.mobile',
      'users.brand_logo',
      'users.timezone',
      'users.email',
      'users.currency',
      'users.clock',
      'users.week_start',
      'users.language',
      'users.booking_language',
      'users.street_address',
      'users.postal_code',
      'users.city',
      'users.booking_contact',
      'business_availability.capacity',
      'business_availability.min_notice_minutes',
      'business_availability.horizon_days',
      'business_availability.online_booking',
    ])
    .where('users.slug', '=', slug)
    // No page until the address is verified: anyone can register someone else's address
    // (docs/decisions.md, Accounts), and an unverified business answers as an unknown page.
    .where('users.email_verified_at', 'is not', null)
    .executeTakeFirst();
  if (!row?.slug) return undefined;
  return {
    id: row.id,
    slug: row.slug,
    businessName: row.business_name,
    // A dialling code alone is no number to call: no phone link then.
    phone: row.mobile ? [row.country, row.mobile].filter(Boolean).join(' ') : '',
    logo: row.brand_logo,
    timezone: row.timezone,
    ownerEmail: row.email,
    capacity: Math.max(1, row.capacity ?? 1),
    minNoticeMinutes: row.min_notice_minutes ?? DEFAULT_MIN_NOTICE_MINUTES,
    horizonDays: row.horizon_days ?? DEFAULT_HORIZON_DAYS,
    onlineBooking: (row.online_booking ?? 1) === 1,
    locale: readBusinessLocale(row),
    bookingLanguage: asLanguage(row.booking_language),
    ownerLanguage: asLanguage(row.language),
    address: addressOf(row),
    contactRule: asBookingContactRule(row.booking_contact),
  };
}

function addressOf(row: { street_address: string; postal_code: string; city: string }) {
  const address = { street: row.street_address, postalCode: row.postal_code, city: row.city };
  return hasAddress(address) ? address : null;
}

/**
 * The business of a portal call: 404 for an unknown slug or an unverified business, 410 when
 * online booking is off.
 */
export async function openPortalBusiness(db: Db, slug: string): Promise<PortalBusiness> {
  const business = await findPortalBusiness(db, slug);
  if (!business) throw new HttpError(404, 'There is no booking page at this address');
  if (!business.onlineBooking) {
    const call = business.phone ? ` Please call ${business.phone}.` : '';
    throw withValues(
      410,
      `${business.businessName} does not take bookings online at the moment.${call}`,
      { businessName: business.businessName, phone: business.phone },
    );
  }
  return business;
}

/** The catalogue by category, categories without offered services left out. */
export async function portalCatalogue(
  db: Db,
  businessId: number,
): Promise<PortalProfile['categories']> {
  const rows = await db
    .selectFrom('services')
    .innerJoin('categories', 'categories.id', 'services.category_id')
    .innerJoin('durations', 'durations.id', 'services.duration_id')
    .innerJoin('price_types', 'price_types.id', 'services.price_type_id')
    .select([
      'categories.id as category_id',
      'categories.name as category_name',
      'categories.description as category_description',
      'services.id',
      'services.name',
      'services.price_cents',
      'services.description',
      'price_types.name as price_type',
      'durations.minutes',
    ])
    .where('services.business_id', '=', businessId)
    // A service the owner hid from the booking page (migration 005) is not listed.
    .where('services.online_booking', '=', 1)
    // The owner's order (docs/decisions.md, Catalogue edits).
    .orderBy('categories.position')
    .orderBy('categories.id')
    .orderBy('services.position')
    .orderBy('services.id')
    .execute();
  const categories: PortalProfile['categories'] = [];
  for (const row of rows) {
    let category = categories.at(-1);
    if (category?.id !== row.category_id) {
      category = {
        id: row.category_id,
        name: row.category_name,
        description: row.category_description.trim(),
        services: [],
      };
      categories.push(category);
    }
    category.services.push({
      id: row.id,
      name: row.name,
      priceType: row.price_type,
      price: row.price_cents === null ? null : row.price_cents / 100,
      durationMinutes: row.minutes,
      description: row.description.trim(),
    });
  }
  return categories;
}

/**
 * The active members by position, each with the services they perform among `offered` (the
 * catalogue the page lists): name and colour only, no phone or e-mail (docs/decisions.md, Team).
 */
export async function portalMembers(
  db: Db,
  businessId: number,
  offered: ReadonlySet<number>,
): Promise<PortalProfile['members']> {
  const [members, services] = await Promise.all([
    db
      .selectFrom('team_members')
      .select(['id', 'name', 'color'])
      .where('business_id', '=', businessId)
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('team_member_services')
      .select(['member_id', 'service_id'])
      .where('business_id', '=', businessId)
      .orderBy('service_id')
      .execute(),
  ]);
  return members.map((member) => ({
    ...member,
    serviceIds: services
      .filter((row) => row.member_id === member.id && offered.has(row.service_id))
      .map((row) => row.service_id),
  }));
}
