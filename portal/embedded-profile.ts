// The profile the server wrote into the page (server/web/booking-page.ts), when it is this slug's:
// the page starts from it instead of asking the API again.
import { PORTAL_PROFILE_ELEMENT_ID } from '../contract/api-paths';
import type { PortalProfile } from '../contract/portal';

export function embeddedProfile(slug: string): PortalProfile | undefined {
  const text = document.getElementById(PORTAL_PROFILE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const profile = JSON.parse(text) as PortalProfile;
    return profile.slug === slug ? profile : undefined;
  } catch {
    return undefined;
  }
}
