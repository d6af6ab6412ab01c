// How a client is found, on the server and on the device alike (docs/offline.md, Kept ahead):
// lower-cased names, the digits of the phone and the lower-cased e-mail are
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

/** The search text as both sides read it: trimmed, spaces collapsed, lower case. */
export const normaliseSearch = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

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

/** Every column a client is found by, the phone also in E.164 read in `region`. */
export type ClientSearchKeys = ReturnType<typeof clientSearchColumns> & { phone_e164: string };

export function clientSearchKeys(client: ClientNames, region: string | null): ClientSearchKeys {
  return { ...clientSearchColumns(client), phone_e164: phoneE164(client.phone ?? '', region) };
}

/**
 * What a search text `q` looks for, as the server's query asks it (server/repositories/
 * clients-repository.ts, clientMatches): a prefix of the name (first or last first) or of the
 * e-mail, the phone's digits as typed, or one of its E.164 prefixes. Null: every client.
 */
export function clientQuery(q: string, region: string | null) {
  const text = normaliseSearch(q);
  if (!text) return null;
  const digits = phoneDigits(text);
  return { text, digits, e164: phoneSearchPrefixes(text, region) };
}

export type ClientQuery = NonNullable<ReturnType<typeof clientQuery>>;

/**
 * The device's side of the same test: a prefix range in byte order is exactly "starts with"
 * (prefixRange), so the server's indexed ranges and this agree client for client.
 */
export function clientMatchesQuery(keys: ClientSearchKeys, query: ClientQuery | null): boolean {
  if (query === null) return true;
  const { text, digits, e164 } = query;
  return (
    keys.search_name.startsWith(text) ||
    keys.search_last.startsWith(text) ||
    keys.email_lower.startsWith(text) ||
    (digits !== '' && keys.phone_digits.startsWith(digits)) ||
    (keys.phone_e164 !== '' && e164.some((prefix) => keys.phone_e164.startsWith(prefix)))
  );
}

/**
 * The server's order (search_name, then id) in byte order, which for text is the order of code
 * points: JavaScript's `<` compares UTF-16 units, which differ above U+FFFF.
 */
export function compareSearchNames(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const left = a.charCodeAt(i);
    const right = b.charCodeAt(i);
    if (left === right) continue;
    // Everything before is equal, so both sit at the same place of a character: a code point
    // read here orders a surrogate pair after every other unit, as bytes do. No copy per call:
    // a search sorts thousands of clients.
    return (a.codePointAt(i) ?? left) - (b.codePointAt(i) ?? right);
  }
  return a.length - b.length;
}

/** A kept client with the columns it is found by, computed once when it is kept. */
export interface SearchableClient<C> {
  client: C & { id: number };
  keys: ClientSearchKeys;
}

/** The clients `q` finds among `kept`, in the server's order: what GET /api/clients lists. */
export function searchKeptClients<C>(
  kept: readonly SearchableClient<C>[],
  q: string,
  region: string | null,
): (C & { id: number })[] {
  const query = clientQuery(q, region);
  return kept
    .filter((entry) => clientMatchesQuery(entry.keys, query))
    .sort(
      (a, b) =>
        compareSearchNames(a.keys.search_name, b.keys.search_name) || a.client.id - b.client.id,
    )
    .map((entry) => entry.client);
}
