// The app's zod runs jitless (no eval probe under the CSP) when the entry's first import ran.
import { expect, test } from 'vitest';

test('zod adopts the jitless config set before it loads', async () => {
  await import('./zod-jitless');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  // Parsing still works without compiled parsers.
  expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
});
