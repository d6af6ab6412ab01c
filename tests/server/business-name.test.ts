// The business name edited in Business information (docs/decisions.md, Business name): the
// update takes an optional `business_name`, the booking page shows the new name, the booking link
// stays, and the spec's payload without the field leaves the name as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema } from '../../contract/auth.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { multipart } from './helpers/logo-fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let owner: Owner;

async function updateInfo(fields: Record<string, string>) {
  const body = await multipart(fields);
  return t.app.inject({
    method: 'PUT',
    url: `/api/business_settings/info_update/${owner.id}`,
    payload: body.payload,
    headers: { ...owner.auth, 'content-type': body.contentType },
  });
}

async function me() {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth', headers: owner.auth });
  return currentUserSchema.parse(response.json());
}

const SPEC_FIELDS = { firstname: 'Ada', lastname: 'Lovelace', mobile: '912 34 567' };

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { business_name: 'Ada Hair' });
});

afterAll(async () => {
  await t.close();
});

describe('business_name in the business information update', () => {
  it('renames the business; the booking page shows the new name under the same link', async () => {
    const { slug } = await me();
    const response = await updateInfo({ ...SPEC_FIELDS, business_name: '  Ada Hår & Skjønnhet ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ businessName: 'Ada Hår & Skjønnhet', slug });
    expect(await me()).toMatchObject({ businessName: 'Ada Hår & Skjønnhet', slug });
    const page = await t.app.inject({ method: 'GET', url: `/api/public/${slug}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('Ada Hår & Skjønnhet');
  });

  it("keeps the name for the spec's payload without it, and for an empty one", async () => {
    expect((await updateInfo(SPEC_FIELDS)).statusCode).toBe(200);
    expect((await updateInfo({ ...SPEC_FIELDS, business_name: '' })).statusCode).toBe(200);
    expect((await me()).businessName).toBe('Ada Hår & Skjønnhet');
  });

  it('refuses a name too long or on two lines, in the envelope, and keeps the old one', async () => {
    for (const business_name of ['x'.repeat(151), 'Ada\nHair']) {
      const response = await updateInfo({ ...SPEC_FIELDS, business_name });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].msg).toMatch(/^Business name /);
    }
    expect((await me()).businessName).toBe('Ada Hår & Skjønnhet');
  });
});
