// crypto.randomUUID exists only in secure contexts (HTTPS or localhost). Opened over plain HTTP on
// the salon's network (http://salon.lan:3000, README Configuration), the app and the booking page
// would fail at the first Idempotency-Key (docs/decisions.md, API): sign-in did nothing. The
// fallback draws the same version-4 UUID from crypto.getRandomValues, which every context has.
// Imported first by the app's entry (src/main.tsx), before any key is made.

/** A random version-4 UUID (RFC 9562) from `getRandomValues`. */
export function randomUuidFromValues(crypto: Pick<Crypto, 'getRandomValues'>): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Gives `target` a randomUUID when the context withholds it; leaves a native one alone. */
export function installRandomUuidFallback(target: Crypto): void {
  if (typeof target.randomUUID === 'function') return;
  Object.defineProperty(target, 'randomUUID', {
    configurable: true,
    writable: true,
    value: () =>
      randomUuidFromValues(target) as `${string}-${string}-${string}-${string}-${string}`,
  });
}

if (typeof globalThis.crypto !== 'undefined') installRandomUuidFallback(globalThis.crypto);
