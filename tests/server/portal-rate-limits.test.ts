// The portal's public calls are limited per client address, counted in the database as
// the sign-in's are: bookings 10 a minute, slot queries 60 a minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let clockMs = Date.parse('2026-11-23T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimit: true, clock: () => new Date(clockMs) });
});

afterAll(async () => {
  await t.close();
});

describe('portal rate limits', () => {
  it('allow 10 bookings a minute per address, then answer 429 with a message', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/no-such-salon/bookings',
        payload: { services: [1] },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual(Array(10).fill(400));
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].msg).toMatch(/\S/);
    // Another address is counted apart.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/public/no-such-salon/bookings',
      payload: { services: [1] },
      remoteAddress: '10.0.0.9',
    });
    expect(elsewhere.statusCode).toBe(400);
    clockMs += 61_000;
    expect((await attempt()).statusCode).toBe(400);
  });

  it('allow 60 slot queries a minute per address', async () => {
    const query = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/public/no-such-salon/slots?from=2026-11-24&to=2026-11-24&services=1',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await query()).statusCode);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(404));
    expect(statuses[60]).toBe(429);
  });
});
