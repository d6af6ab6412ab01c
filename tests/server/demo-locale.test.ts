// `npm run demo`: the Oslo demo salon signs in to kroner, a 24-hour clock and Monday weeks at
// Norwegian prices; `--locale en-US` to dollars, 12-hour and Sunday; a refresh switches between
// them (docs/decisions.md, Locale).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../server/demo/demo-catalogue.js';
import { DEMO_EMAIL, DEMO_PASSWORD, demoArguments, seedDemo } from '../../server/demo/seed-demo.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const TODAY = '2026-11-23';
const WOMENS_CUT = DEMO_CATALOGUE[0]!.services[0]!;

let t: TestApp;
let businessId: number;

/** What the app reads to format money, times and weeks: GET /api/auth as the demo owner. */
async function demoOwnerLocale() {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  const token = login.json<{ token: string }>().token;
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/auth',
    headers: { authorization: `Bearer ${token}` },
  });
  const { currency, clock, weekStart } = me.json<Record<string, unknown>>();
  return { currency, clock, weekStart };
}

async function womensCutPriceCents(): Promise<number> {
  const row = await t.app.db
    .selectFrom('services')
    .select('price_cents')
    .where('business_id', '=', businessId)
    .where('name', '=', WOMENS_CUT.name)
    .executeTakeFirstOrThrow();
  return Number(row.price_cents);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ businessId } = await seedDemo(t.app.db, TODAY));
});

afterAll(async () => {
  await t.close();
});

describe('the demo business’s locale', () => {
  it('is the Oslo salon’s by default: kroner, 24-hour clock, Monday weeks, Norwegian prices', async () => {
    expect(await demoOwnerLocale()).toEqual({ currency: 'NOK', clock: '24h', weekStart: 1 });
    expect(await womensCutPriceCents()).toBe(WOMENS_CUT.priceCents * 10);
  });

  it('is the spec’s with --locale en-US, on a refresh of the same business', async () => {
    const { locale } = demoArguments(['--today', TODAY, '--locale', 'en-US']);
    const again = await seedDemo(t.app.db, TODAY, { locale });
    expect(again.businessId).toBe(businessId);
    expect(await demoOwnerLocale()).toEqual({ currency: 'USD', clock: '12h', weekStart: 7 });
    expect(await womensCutPriceCents()).toBe(WOMENS_CUT.priceCents);
    // The bookings are priced as the catalogue now is.
    const booking = await t.app.db
      .selectFrom('appointment_items')
      .select('price_cents')
      .where('business_id', '=', businessId)
      .where('name', '=', WOMENS_CUT.name)
      .executeTakeFirstOrThrow();
    expect(Number(booking.price_cents)).toBe(WOMENS_CUT.priceCents);
  });

  it('reads --locale and refuses one it does not know', () => {
    expect(demoArguments(['--locale', 'nb-NO']).locale).toBe('nb-NO');
    expect(demoArguments([]).locale).toBeUndefined();
    expect(() => demoArguments(['--locale', 'fr-FR'])).toThrow(
      '--locale must be one of nb-NO, en-US',
    );
  });
});
