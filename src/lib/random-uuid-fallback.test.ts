// The version-4 UUID drawn from getRandomValues where randomUUID is withheld (plain HTTP on a LAN).
import { describe, expect, it } from 'vitest';
import { randomUuidFromValues } from '../../contract/random-id';
import { installRandomUuidFallback } from './random-uuid-fallback';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUUID fallback', () => {
  it('draws version-4 UUIDs, each new', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomUuidFromValues(crypto)));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(V4);
  });

  it('sets the variant and version bits whatever the random bytes', () => {
    const allOnes = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        new Uint8Array((array as unknown as Uint8Array).buffer).fill(0xff);
        return array;
      },
    };
    expect(randomUuidFromValues(allOnes as Pick<Crypto, 'getRandomValues'>)).toBe(
      'ffffffff-ffff-4fff-bfff-ffffffffffff',
    );
  });

  it('is installed only where the context has no randomUUID', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) } as Crypto;
    installRandomUuidFallback(insecure);
    expect(insecure.randomUUID()).toMatch(V4);
    const native = crypto.randomUUID;
    installRandomUuidFallback(crypto);
    expect(crypto.randomUUID).toBe(native);
  });
});
