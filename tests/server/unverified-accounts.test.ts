// Accounts someone may have registered with another person's address (docs/decisions.md,
// Accounts): no booking page until the address is verified.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVerificationLink, registrationBody } from './helpers/accounts.js';
import { insertService } from './helpers/diary.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Monday 23 November 2026, 11:00 in Oslo: Tuesday 10:00 is within the default hours and notice.
const clockMs = Date.parse('2026-11-23T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(clockMs) });
});

afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the booking page of an unverified account', () => {
  it('is answered like an unknown page until the address is verified, then opens', async () => {
    const body = registrationBody({ business_name: 'Squatted Salon', timezone: 'Europe/Oslo' });
    await t.app.inject({ method: 'POST', url: '/api/users', payload: body });
    const user = await t.app.db
      .selectFrom('users')
      .select(['id', 'slug'])
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    const service = await insertService(t.app.db, user.id, {
      name: 'Cut',
      priceCents: 45000,
      minutes: 60,
    });
    const unknown = await get('/api/public/no-such-salon');
    const calls = async () => ({
      profile: await get(`/api/public/${user.slug}`),
      slots: await get(
        `/api/public/${user.slug}/slots?from=2026-11-24&to=2026-11-24&services=${service}`,
      ),
      booking: await t.app.inject({
        method: 'POST',
        url: `/api/public/${user.slug}/bookings`,
        payload: {
          services: [service],
          date: '2026-11-24',
          time: '10:00',
          firstName: 'Kari',
          lastName: 'Nordmann',
          phone: '+47 900 00 001',
          email: 'kari@example.com',
        },
      }),
      page: await get(`/book/${user.slug}`),
    });

    const before = await calls();
    for (const response of [before.profile, before.slots, before.booking]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
    expect(before.page.body).not.toContain('Squatted Salon');

    const link = await readVerificationLink(t.dataDir, body.email);
    expect((await get(`/api/users/${link.id}/verify/${link.token}`)).statusCode).toBe(200);
    const after = await calls();
    expect(after.profile.statusCode).toBe(200);
    expect(after.slots.statusCode).toBe(200);
    expect(after.booking.statusCode).toBe(201);
  });
});
