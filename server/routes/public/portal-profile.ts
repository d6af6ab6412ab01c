// A booking page's business, catalogue and team, as GET /api/public/{slug} answers it and as the
// server writes it into the page itself (server/web/booking-page.ts), so both say the same.
import type { DayHours, IsoWeekday } from '@contract/availability/date-hours.js';
import type { PortalProfile, PortalWeekdayHours } from '@contract/portal.js';
import type { Db } from '../../db/database.js';
import { readWeeklyHours } from '../../scheduling/opening-rules.js';
import { openPortalBusiness, portalCatalogue, portalMembers } from './portal-repository.js';

/** 404 for an unknown slug, 410 when online booking is off (HttpError, from openPortalBusiness). */
export async function portalProfile(db: Db, slug: string): Promise<PortalProfile> {
  const business = await openPortalBusiness(db, slug);
  const categories = await portalCatalogue(db, business.id);
  const offered = new Set(
    categories.flatMap((category) => category.services.map((service) => service.id)),
  );
  return {
    slug: business.slug,
    businessName: business.businessName,
    phone: business.phone,
    logo: business.logo,
    timeZone: business.timezone,
    currency: business.locale.currency,
    categories,
    members: await portalMembers(db, business.id, offered),
    language: business.bookingLanguage,
    address: business.address,
    weekHours: weekHoursOf(await readWeeklyHours(db, business.id)),
    contactRule: business.contactRule,
  };
}

/** Monday first; a closed day shows no times or breaks. */
function weekHoursOf(weekly: Readonly<Record<IsoWeekday, DayHours>>): PortalWeekdayHours[] {
  return ([1, 2, 3, 4, 5, 6, 7] as const).map((dayOfWeek) => {
    const day = weekly[dayOfWeek];
    const open = day.open && day.openingTime !== null && day.closingTime !== null;
    const split = open && day.secondOpeningTime && day.secondClosingTime;
    return {
      dayOfWeek,
      open,
      openingTime: open ? day.openingTime : null,
      closingTime: open ? day.closingTime : null,
      secondOpeningTime: split ? (day.secondOpeningTime ?? null) : null,
      secondClosingTime: split ? (day.secondClosingTime ?? null) : null,
      breaks: open ? [...(day.breaks ?? [])] : [],
    };
  });
}
