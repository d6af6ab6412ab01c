// A booking page's business and catalogue, as GET /api/public/{slug} answers it and as the server
// writes it into the page itself (server/web/booking-page.ts), so both say the same.
import type { PortalProfile } from '../../../contract/portal.js';
import type { Db } from '../../db/database.js';
import { openPortalBusiness, portalCatalogue } from './portal-repository.js';

/** 404 for an unknown slug, 410 when online booking is off (HttpError, from openPortalBusiness). */
export async function portalProfile(db: Db, slug: string): Promise<PortalProfile> {
  const business = await openPortalBusiness(db, slug);
  return {
    slug: business.slug,
    businessName: business.businessName,
    phone: business.phone,
    logo: business.logo,
    timeZone: business.timezone,
    currency: business.locale.currency,
    categories: await portalCatalogue(db, business.id),
  };
}
