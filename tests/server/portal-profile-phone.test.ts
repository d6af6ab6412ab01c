// The booking page's phone: the business's dialling code and number, or nothing when the owner
// gave no number (a bare "+47" is no phone a client can call), on the page and in its refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifyAndLogin } from './helpers/accounts.js';
import { slugOf } from './helpers/diary.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function businessWithMobile(mobile: string): Promise<{ id: number; slug: string }> {
  const owner = await registerVerifyAndLogin(t.app, t.dataDir, { mobile });
  return { id: owner.id, slug: await slugOf(t.app.db, owner.id) };
}

async function profilePhone(mobile: string): Promise<unknown> {
  const { slug } = await businessWithMobile(mobile);
  const response = await t.app.inject({ method: 'GET', url: `/api/public/${slug}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ phone: unknown }>().phone;
}

describe('GET /api/public/{slug} phone', () => {
  it('is the dialling code and the number the owner gave', async () => {
    expect(await profilePhone('912 34 567')).toBe('+47 912 34 567');
  });

  it('is empty when the owner gave no number, not the dialling code alone', async () => {
    expect(await profilePhone('')).toBe('');
  });

  it('is left out of the "not online" refusal when there is none to call', async () => {
    const { id, slug } = await businessWithMobile('');
    await t.app.db
      .insertInto('business_availability')
      .values({ business_id: id, online_booking: 0 })
      .execute();
    const response = await t.app.inject({ method: 'GET', url: `/api/public/${slug}` });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      errors: [
        {
          msg: 'Ada Hair Studio does not take bookings online at the moment.',
          code: expect.any(String),
          params: { businessName: 'Ada Hair Studio', phone: '' },
        },
      ],
    });
  });
});
