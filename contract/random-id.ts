// Random ids for Idempotency-Keys (docs/decisions.md, API), in the back office and the booking
// page alike. crypto.randomUUID exists only in secure contexts (HTTPS or localhost): opened over
// plain HTTP on the salon's network (http://salon.lan:3000, README Configuration) a page that
// called it failed at its first key. crypto.getRandomValues exists in every context.

/** The part of Web Crypto every context has. */
export type RandomValues = Pick<Crypto, 'getRandomValues'>;

/** A random version-4 UUID (RFC 9562) from `getRandomValues`. */
export function randomUuidFromValues(crypto: RandomValues): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A random version-4 UUID: the native one where the context has it, else from random values. */
export function randomId(
  crypto: RandomValues & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto,
): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : randomUuidFromValues(crypto);
}
