// Which page of the booking portal an address asks for: /book/{slug} to book, and the link a
// confirmation mail carries, /book/{slug}/cancel/{token} (contract/api-paths.ts, portalCancelPath).

export type PortalLocation =
  | { page: 'book'; slug: string }
  | { page: 'cancel'; slug: string; token: string }
  | { page: 'unknown' };

export function portalLocation(pathname: string): PortalLocation {
  const parts = pathname.split('/').filter((part) => part !== '');
  if (parts[0] !== 'book' || parts[1] === undefined) return { page: 'unknown' };
  const slug = decodeURIComponent(parts[1]);
  if (parts.length === 2) return { page: 'book', slug };
  if (parts.length === 4 && parts[2] === 'cancel' && parts[3] !== undefined) {
    return { page: 'cancel', slug, token: decodeURIComponent(parts[3]) };
  }
  return { page: 'unknown' };
}
