// randomId where the context withholds crypto.randomUUID (plain HTTP on a LAN name).
import { describe, expect, it } from 'vitest';
import { randomId } from './random-id.js';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomId', () => {
  it('draws version-4 UUIDs from random values where randomUUID is withheld', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = new Set(Array.from({ length: 100 }, () => randomId(insecure)));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(V4);
  });

  it('uses the native randomUUID where there is one', () => {
    const native = {
      getRandomValues: crypto.getRandomValues.bind(crypto),
      randomUUID: () => '00000000-0000-4000-8000-000000000000' as const,
    };
    expect(randomId(native)).toBe('00000000-0000-4000-8000-000000000000');
  });
});
