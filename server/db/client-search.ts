// How a client is found: lower-cased names, the digits of the phone and the lower-cased e-mail are
// stored beside what the owner typed, each indexed per business, so a search by any of them is a
// prefix range on an index (fast on 10,000 clients) instead of a scan with lower() on every row.
// The phone is kept in E.164 too (migration 008), read with the business's country as the default
// region, so "93456789", "934 56 789" and "004793456789" all find "+47 934 56 789".
import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';

export interface ClientNames {
  firstName: string;
  lastName: string;
  phone?: string;
  email?: string;
}

const normaliseName = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/** "00" then the country code is how Europe dials abroad: the same as "+". */
const withPlus = (phone: string) => phone.trim().replace(/^00(?=\s*[1-9])/, '+');

/**
 * The number in E.164 ("+4793456789"), a national one read in `region` (the business's country);
 * '' when it cannot be read as a number. Possible, not validated: a number the metadata does not
 * know yet still gets its international form.
 */
export function phoneE164(phone: string, region: string | null): string {
  if (!/\d/.test(phone)) return '';
  const parsed = parsePhoneNumberFromString(withPlus(phone), {
    defaultCountry: (region ?? undefined) as CountryCode | undefined,
  });
  return parsed?.isPossible() ? parsed.number : '';
}

/**
 * The E.164 prefixes a typed search may be the start of: "+" and its digits when it starts with
 * "+" or "00"; otherwise the business's country code before it (less a national trunk 0) and, for
 * an international number typed without "+", "+" before it.
 */
export function phoneSearchPrefixes(q: string, region: string | null): string[] {
  const text = withPlus(q);
  const digits = phoneDigits(text);
  if (!digits || /[^\d\s().+-]/.test(text)) return [];
  if (text.startsWith('+')) return [`+${digits}`];
  const prefixes = new Set([`+${digits}`]);
  if (region) {
    const code = getCountryCallingCode(region as CountryCode);
    prefixes.add(`+${code}${digits.replace(/^0/, '')}`);
  }
  return [...prefixes];
}

/** A name as a booking is matched by: case, accents and spacing ignored ("Åse Bø" = "ase bo"). */
export function nameKey(firstName: string, lastName: string): string {
  return `${firstName}${lastName}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, '')
    .toLowerCase();
}

export function clientSearchColumns(client: ClientNames) {
  const first = normaliseName(client.firstName);
  const last = normaliseName(client.lastName);
  return {
    search_name: `${first} ${last}`,
    // "Hansen" finds Nora Hansen too: the last name first is a second indexed prefix.
    search_last: `${last} ${first}`,
    phone_digits: phoneDigits(client.phone ?? ''),
    email_lower: (client.email ?? '').trim().toLowerCase(),
  };
}

/**
 * The half-open range [from, to) of every text starting with `prefix`, in byte order (the search
 * columns compare byte by byte on both databases): the last character is incremented for `to`.
 */
export function prefixRange(prefix: string): { from: string; to: string } {
  const chars = [...prefix];
  const last = chars.pop()?.codePointAt(0) ?? 0;
  return { from: prefix, to: chars.join('') + String.fromCodePoint(last + 1) };
}
