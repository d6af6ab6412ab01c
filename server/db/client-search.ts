// How a client is found: lower-cased names, the digits of the phone and the lower-cased e-mail are
// stored beside what the owner typed, each indexed per business, so a search by any of them is a
// prefix range on an index (fast on 10,000 clients) instead of a scan with lower() on every row.

export interface ClientNames {
  firstName: string;
  lastName: string;
  phone?: string;
  email?: string;
}

const normaliseName = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

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
