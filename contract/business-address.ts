// The business's address and what its booking page asks a client for (docs/decisions.md, Address
// and booking page). No zod: the booking page imports these rules and the map link
// (docs/architecture.md, Booking portal); the schemas are in business-settings.ts and portal.ts.

export interface BusinessAddress {
  street: string;
  postalCode: string;
  city: string;
}

export const STREET_ADDRESS_MAX = 200;
export const POSTAL_CODE_MAX = 12;
export const CITY_MAX = 100;
/** A client's note on an online booking. */
export const CLIENT_NOTE_MAX = 500;

/**
 * What a client gives on the booking page: a phone or an e-mail (at least one), a phone, an
 * e-mail, or both. 'both' is what the page asked before the setting, so businesses keep it.
 */
export const BOOKING_CONTACT_RULES = ['either', 'phone', 'email', 'both'] as const;
export type BookingContactRule = (typeof BOOKING_CONTACT_RULES)[number];
export const DEFAULT_BOOKING_CONTACT: BookingContactRule = 'both';

export function asBookingContactRule(value: string): BookingContactRule {
  return BOOKING_CONTACT_RULES.find((rule) => rule === value) ?? DEFAULT_BOOKING_CONTACT;
}

/** The refusals of a booking that gives less than the rule asks: `errors[].code` and its text. */
export const CONTACT_REFUSALS = {
  phone_required: { msg: 'Phone is required', param: 'phone' },
  email_required: { msg: 'E-mail is required', param: 'email' },
  contact_required: { msg: 'Give a phone number or an e-mail address', param: 'phone' },
} as const;
export type ContactRefusal = keyof typeof CONTACT_REFUSALS;

/** At least five digits make a phone number; fewer is taken as none given. */
export const hasPhone = (phone: string | undefined): boolean =>
  (phone ?? '').replace(/\D/g, '').length >= 5;
const hasEmail = (email: string | undefined): boolean => (email ?? '').trim() !== '';

/** What `rule` still misses in a phone and an e-mail given, or null when they are enough. */
export function contactProblem(
  rule: BookingContactRule,
  phone: string | undefined,
  email: string | undefined,
): ContactRefusal | null {
  const phoneGiven = hasPhone(phone);
  const emailGiven = hasEmail(email);
  if ((rule === 'phone' || rule === 'both') && !phoneGiven) return 'phone_required';
  if ((rule === 'email' || rule === 'both') && !emailGiven) return 'email_required';
  if (rule === 'either' && !phoneGiven && !emailGiven) return 'contact_required';
  return null;
}

/** The postal code's rule where the business's country has one the code knows. */
const POSTAL_CODE_RULES: Record<string, { pattern: RegExp; message: string }> = {
  NO: { pattern: /^\d{4}$/, message: 'A Norwegian postal code is 4 digits' },
};
/** Anywhere else: letters, digits, spaces and hyphens, as postal codes are written. */
const LOOSE_POSTAL_CODE = /^[\p{L}\p{N}](?:[\p{L}\p{N} -]*[\p{L}\p{N}])?$/u;
export const LOOSE_POSTAL_CODE_MESSAGE = 'A postal code holds letters, digits, spaces and hyphens';

/**
 * Why `code` is no postal code of `region` (ISO 3166 alpha-2, or null when the country is not
 * known), or null when it is one. An empty code is no address given: fine.
 */
export function postalCodeProblem(code: string, region: string | null): string | null {
  if (code === '') return null;
  const rule = region ? POSTAL_CODE_RULES[region] : undefined;
  if (rule) return rule.pattern.test(code) ? null : rule.message;
  return LOOSE_POSTAL_CODE.test(code) ? null : LOOSE_POSTAL_CODE_MESSAGE;
}

export const hasAddress = (address: BusinessAddress): boolean =>
  Boolean(address.street || address.postalCode || address.city);

/** "Storgata 1, 0155 Oslo": the address on one line, its empty parts left out. */
export function addressLine(address: BusinessAddress): string {
  const place = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.street, place].filter(Boolean).join(', ');
}

/**
 * A map search for the address on OpenStreetMap: no key, no embed, nothing loaded until the
 * client follows it (docs/decisions.md, Address and booking page).
 */
export function mapSearchUrl(address: BusinessAddress): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(addressLine(address))}`;
}
