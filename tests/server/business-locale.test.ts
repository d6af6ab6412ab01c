// The business's locale (docs/decisions.md, Locale): proposed at registration, in
// GET /api/auth, changed by the business-info update, refused in the envelope when unknown, and
// used by the booking page. Runs on PostgreSQL too when TEST_DATABASE_URL is set (test-app.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema } from '../../contract/auth.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { multipart } from './helpers/logo-fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function me(who: Owner) {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth', headers: who.auth });
  expect(response.statusCode).toBe(200);
  return currentUserSchema.parse(response.json());
}

async function updateInfo(who: Owner, fields: Record<string, string>) {
  const body = await multipart(fields);
  return t.app.inject({
    method: 'PUT',
    url: `/api/business_settings/info_update/${who.id}`,
    payload: body.payload,
    headers: { ...who.auth, 'content-type': body.contentType },
  });
}

describe('business locale', () => {
  it('proposes the currency of the dialling code, the spec clock and Sunday by default', async () => {
    const norwegian = await registerVerifyAndLogin(t.app, t.dataDir, { country: '+47' });
    expect(await me(norwegian)).toMatchObject({ currency: 'NOK', clock: '12h', weekStart: 7 });
    const canadian = await registerVerifyAndLogin(t.app, t.dataDir, {
      country: '+1',
      mobile: '416 555 0100',
    });
    expect((await me(canadian)).currency).toBe('CAD');
    const unknown = await registerVerifyAndLogin(t.app, t.dataDir, { country: '' });
    expect((await me(unknown)).currency).toBe('USD');
  });

  it("keeps the browser's clock and week start sent at registration", async () => {
    const owner = await registerVerifyAndLogin(t.app, t.dataDir, {
      country: '+44',
      clock: '24h',
      week_start: 1,
    });
    expect(await me(owner)).toMatchObject({ currency: 'GBP', clock: '24h', weekStart: 1 });
  });

  it('refuses an unknown currency, clock or week start at registration with 400', async () => {
    for (const bad of [{ currency: 'XYZ' }, { clock: '13h' }, { week_start: 3 }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: {
          firstname: 'A',
          lastname: 'B',
          business_name: 'C',
          email: `bad-${Object.keys(bad)[0]}@example.com`,
          password: 'long enough password',
          ...bad,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].msg).toEqual(expect.any(String));
    }
  });

  it('changes all three in Business information and refuses bad values in the envelope', async () => {
    const owner = await registerVerifyAndLogin(t.app, t.dataDir, { country: '+1' });
    const response = await updateInfo(owner, { currency: 'nok', clock: '24h', week_start: '1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ currency: 'NOK', clock: '24h', weekStart: 1 });
    expect(await me(owner)).toMatchObject({ currency: 'NOK', clock: '24h', weekStart: 1 });

    for (const [fields, message] of [
      [{ currency: 'XYZ' }, /ISO 4217/],
      [{ clock: '25h' }, /12h or 24h/],
      [{ week_start: '2' }, /Monday/],
    ] as const) {
      const refused = await updateInfo(owner, fields);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        errors: [
          { msg: expect.stringMatching(message), code: 'invalid', param: Object.keys(fields)[0] },
        ],
      });
    }
    // Empty fields keep the current values.
    expect((await updateInfo(owner, { currency: '', clock: '', week_start: '' })).statusCode).toBe(
      200,
    );
    expect(await me(owner)).toMatchObject({ currency: 'NOK', clock: '24h', weekStart: 1 });
  });

  it("gives the booking page the business's currency", async () => {
    const owner = await registerVerifyAndLogin(t.app, t.dataDir, { country: '+47' });
    const { slug } = await me(owner);
    const page = await t.app.inject({ method: 'GET', url: `/api/public/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().currency).toBe('NOK');
  });
});
