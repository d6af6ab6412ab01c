// crypto.randomUUID exists only in secure contexts (HTTPS or localhost). Opened over plain HTTP on
// the salon's network (http://salon.lan:3000, README Configuration), the app would fail at the
// first Idempotency-Key (docs/decisions.md, API): sign-in did nothing. The fallback draws the same
// version-4 UUID from crypto.getRandomValues (contract/random-id.ts, which the booking page calls
// directly). Imported first by the app's entry (src/main.tsx), before any key is made.
import { randomUuidFromValues } from '../../contract/random-id';

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
