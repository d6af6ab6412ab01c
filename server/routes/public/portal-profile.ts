// A booking page's business, catalogue and team, as GET /api/public/{slug} answers it and as the
// server writes it into the page itself (server/web/booking-page.ts), so both say the same.
import type { PortalProfile } from '../../../contract/portal.js';
import type { Db } from '../../db/database.js';
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
  };
}
