// Business information: the multipart profile update, the logo upload and its removal.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths.js';
import { currentUserSchema, type CurrentUser } from '../../contract/auth.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { blackPng, multipart, redPng, type Upload } from './helpers/logo-fixtures.js';

let t: TestApp;
let owner: Owner;
let other: Owner;

async function updateInfo(
  who: Owner,
  fields: Record<string, string>,
  file?: Upload,
  options: { userId?: number; headers?: Record<string, string> } = {},
) {
  const body = await multipart(fields, file);
  return t.app.inject({
    method: 'PUT',
    url: `/api/business_settings/info_update/${options.userId ?? who.id}`,
    payload: body.payload,
    headers: { ...who.auth, 'content-type': body.contentType, ...options.headers },
  });
}

async function me(token: string): Promise<{ status: number; user?: CurrentUser }> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.statusCode === 200
    ? { status: 200, user: currentUserSchema.parse(response.json()) }
    : { status: response.statusCode };
}

async function profile(who: Owner): Promise<CurrentUser> {
  const { user } = await me(who.token);
  if (!user) throw new Error('not signed in');
  return user;
}

async function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
}

/** The logos the database holds (docs/architecture.md, Operations). */
const storedLogos = async () =>
  (await t.app.db.selectFrom('logos').select('name').orderBy('name').execute()).map(
    (row) => row.name,
  );

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerVerifyAndLogin(t.app, t.dataDir, {
    firstname: 'Ada',
    lastname: 'Lovelace',
    mobile: '912 34 567',
  });
  other = await registerVerifyAndLogin(t.app, t.dataDir, {
    firstname: 'Grace',
    lastname: 'Hopper',
  });
});

afterAll(async () => {
  await t.close();
});

describe('profile fields', () => {
  it('updates names, phone and time zone and answers with the new profile', async () => {
    const response = await updateInfo(owner, {
      firstname: 'Augusta',
      lastname: 'King',
      mobile: '+47 987 65 432',
      timezone: 'America/New_York',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.msg).toBe('Business information updated successfully');
    expect(currentUserSchema.parse(body.user)).toMatchObject({
      id: owner.id,
      firstName: 'Augusta',
      lastName: 'King',
      businessPhone: '+47 987 65 432',
      timezone: 'America/New_York',
      email: owner.email,
    });
    expect(await profile(owner)).toEqual(body.user);
  });

  it('keeps the current names and phone when they are sent empty', async () => {
    const before = await profile(owner);
    const response = await updateInfo(owner, {
      firstname: '',
      lastname: '  ',
      mobile: '',
      timezone: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toEqual(before);
  });

  it('refuses bad fields with every message and changes nothing', async () => {
    const before = await profile(owner);
    const response = await updateInfo(owner, {
      firstname: 'x'.repeat(101),
      mobile: 'call me',
      timezone: 'Mars/Olympus',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { msg: string }) => e.msg)
        .sort(),
    ).toEqual([
      'Business mobile must hold only digits, spaces, +, - and parentheses',
      'First name must be at most 100 characters',
      'Password must be at least 8 characters',
      'Time zone is not a known IANA time zone',
    ]);
    expect(await profile(owner)).toEqual(before);
  });

  it.each([
    ['firstname', 'Ada\nLovelace', 'First name must not contain line breaks or control characters'],
    ['lastname', 'Love\tlace', 'Last name must not contain line breaks or control characters'],
    ['mobile', '912\r\n34', 'Business mobile must not contain line breaks or control characters'],
  ])('refuses a %s holding a control character with 400', async (field, value, message) => {
    const before = await profile(owner);
    const response = await updateInfo(owner, { [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ msg: message, code: 'invalid', param: field }] });
    expect(await profile(owner)).toEqual(before);
  });

  it('refuses a body that is not multipart with a JSON error', async () => {
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/business_settings/info_update/${owner.id}`,
      payload: { firstname: 'Json' },
      headers: owner.auth,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().errors[0].msg).toContain('multipart/form-data');
    const noBoundary = await t.app.inject({
      method: 'PUT',
      url: `/api/business_settings/info_update/${owner.id}`,
      payload: 'firstname=x',
      headers: { ...owner.auth, 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().errors[0].msg).toEqual(expect.any(String));
  });

  // Only the profile routes read multipart (the plugin is registered for them alone).
  it('refuses a multipart form on any other route with 415, changing nothing', async () => {
    const { payload, contentType } = await multipart({ categoryName: 'Form', description: '' });
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.createCategory,
      payload,
      headers: { ...owner.auth, 'content-type': contentType },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      errors: [{ msg: expect.any(String), code: 'unsupported_media_type' }],
    });
    const categories = await t.app.inject({ url: apiPaths.categories, headers: owner.auth });
    expect(categories.json()).not.toContainEqual(expect.objectContaining({ categoryName: 'Form' }));
  });

  it('refuses a form cut short with a JSON error', async () => {
    const { payload, contentType } = await multipart(
      { firstname: 'Cut' },
      { name: 'a.png', type: 'image/png', bytes: await redPng() },
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/business_settings/info_update/${owner.id}`,
      payload: payload.subarray(0, payload.length - 60),
      headers: { ...owner.auth, 'content-type': contentType },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().errors[0].msg).toEqual(expect.any(String));
  });
});

describe('password change', () => {
  it('switches to the new password and signs out every other session but this one', async () => {
    const account = await registerVerifyAndLogin(t.app, t.dataDir);
    const second = await login(account.email, account.password);
    const otherToken = second.json<{ token: string }>().token;
    expect((await me(otherToken)).status).toBe(200);

    const response = await updateInfo(account, {
      password: 'a much better passphrase',
      current_password: account.password,
    });
    expect(response.statusCode).toBe(200);

    expect((await login(account.email, account.password)).statusCode).toBe(400);
    expect((await login(account.email, 'a much better passphrase')).statusCode).toBe(200);
    expect((await me(otherToken)).status).toBe(401);
    expect((await me(account.token)).status).toBe(200);
  });

  it('refuses a wrong or missing current password with 400 and changes nothing', async () => {
    const account = await registerVerifyAndLogin(t.app, t.dataDir);
    const second = await login(account.email, account.password);
    const otherToken = second.json<{ token: string }>().token;

    const wrong = await updateInfo(account, {
      firstname: 'Changed',
      password: 'a much better passphrase',
      current_password: 'not my password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      errors: [
        { msg: 'The current password is not correct', code: 'invalid', param: 'current_password' },
      ],
    });
    const missing = await updateInfo(account, { password: 'a much better passphrase' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      errors: [
        {
          msg: 'Current password is required to change it',
          code: 'invalid',
          param: 'current_password',
        },
      ],
    });

    expect((await login(account.email, account.password)).statusCode).toBe(200);
    expect((await login(account.email, 'a much better passphrase')).statusCode).toBe(400);
    expect((await me(otherToken)).status).toBe(200);
    expect((await profile(account)).firstName).toBe('Ada');
  });

  it('leaves the password alone when none is sent', async () => {
    const account = await registerVerifyAndLogin(t.app, t.dataDir);
    expect((await updateInfo(account, { firstname: 'Same', password: '' })).statusCode).toBe(200);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });
});

describe('logo', () => {
  it('stores an uploaded PNG re-encoded as WebP under a random name, served with nosniff', async () => {
    const response = await updateInfo(
      owner,
      {},
      { name: 'logo.png', type: 'image/png', bytes: await redPng() },
    );
    expect(response.statusCode).toBe(200);
    const logo = response.json().user.brand_logo as string;
    expect(logo).toMatch(/^[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${logo}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('deletes the replaced file when a new logo is uploaded', async () => {
    const before = (await profile(owner)).brand_logo;
    const response = await updateInfo(
      owner,
      {},
      { name: 'new.png', type: 'image/png', bytes: await redPng(32) },
    );
    const after = response.json().user.brand_logo as string;
    expect(after).not.toBe(before);
    expect(await storedLogos()).toEqual([after]);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${before}` })).statusCode).toBe(404);
  });

  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
  it.each([
    [
      'an SVG with a script',
      async () => ({ name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from(svg) }),
      400,
      'PNG, JPEG',
    ],
    [
      'a text file named logo.png',
      async () => ({
        name: 'logo.png',
        type: 'image/png',
        bytes: Buffer.from('not an image at all'),
      }),
      400,
      'PNG, JPEG',
    ],
    [
      'a 6 MB file',
      async () => ({ name: 'big.png', type: 'image/png', bytes: randomBytes(6 * 1024 * 1024) }),
      413,
      'The logo must be at most 5 MB',
    ],
    [
      'a 50-megapixel PNG',
      async () => ({ name: 'huge.png', type: 'image/png', bytes: blackPng(10_000, 5_000) }),
      400,
      '40 megapixels',
    ],
  ])(
    'refuses %s with a JSON error and keeps the current logo',
    async (_label, make, status, message) => {
      const before = await profile(owner);
      const filesBefore = await storedLogos();
      const response = await updateInfo(owner, { firstname: 'Refused' }, await make());
      expect(response.statusCode).toBe(status);
      expect(response.json().errors[0].msg).toContain(message);
      expect(await profile(owner)).toEqual(before);
      expect(await storedLogos()).toEqual(filesBefore);
    },
  );

  it('replays a repeated upload without keeping a second file, and refuses the key for another form', async () => {
    const bytes = await redPng(48);
    const headers = { 'idempotency-key': 'logo-upload-0001' };
    const first = await updateInfo(
      owner,
      { firstname: 'Ada' },
      { name: 'a.png', type: 'image/png', bytes },
      { headers },
    );
    expect(first.statusCode).toBe(200);
    const repeat = await updateInfo(
      owner,
      { firstname: 'Ada' },
      { name: 'a.png', type: 'image/png', bytes },
      { headers },
    );
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await storedLogos()).toEqual([first.json().user.brand_logo]);

    const otherLogo = await updateInfo(
      owner,
      { firstname: 'Ada' },
      { name: 'a.png', type: 'image/png', bytes: await redPng(40) },
      { headers },
    );
    expect(otherLogo.statusCode).toBe(422);
    const otherName = await updateInfo(
      owner,
      { firstname: 'Augusta' },
      { name: 'a.png', type: 'image/png', bytes },
      { headers },
    );
    expect(otherName.statusCode).toBe(422);
    expect(await storedLogos()).toEqual([first.json().user.brand_logo]);
  });

  it.each([
    ['without a content type', {}],
    ['with a JSON content type and an empty body', { 'content-type': 'application/json' }],
  ])('removes the logo and its file when asked %s', async (_label, headers) => {
    const uploaded = await updateInfo(
      owner,
      {},
      { name: 'logo.png', type: 'image/png', bytes: await redPng() },
    );
    const logo = uploaded.json().user.brand_logo as string;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/business_settings/brand_logo/${owner.id}`,
      headers: { ...owner.auth, ...headers },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toBe('Business Brand logo removed successfully');
    expect(response.json().user.brand_logo).toBeNull();
    expect((await profile(owner)).brand_logo).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${logo}` })).statusCode).toBe(404);
    expect(await storedLogos()).toEqual([]);
  });
});

describe('scoping and authentication', () => {
  it('answers 404 for another business’s id on both routes and changes nothing', async () => {
    const uploaded = await updateInfo(
      other,
      {},
      { name: 'logo.png', type: 'image/png', bytes: await redPng() },
    );
    const theirs = currentUserSchema.parse(uploaded.json().user);

    const update = await updateInfo(
      owner,
      { firstname: 'Intruder' },
      { name: 'x.png', type: 'image/png', bytes: await redPng() },
      { userId: other.id },
    );
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({ errors: [{ msg: 'Business not found', code: 'not_found' }] });
    const remove = await t.app.inject({
      method: 'PUT',
      url: `/api/business_settings/brand_logo/${other.id}`,
      headers: owner.auth,
    });
    expect(remove.statusCode).toBe(404);

    expect(await profile(other)).toEqual(theirs);
    expect((await profile(owner)).firstName).not.toBe('Intruder');
    expect(
      (await t.app.inject({ method: 'GET', url: `/uploads/${theirs.brand_logo}` })).statusCode,
    ).toBe(200);
  });

  it('refuses both routes without a valid token', async () => {
    for (const authorization of [undefined, 'Bearer garbage']) {
      const body = await multipart({ firstname: 'Nobody' });
      const update = await t.app.inject({
        method: 'PUT',
        url: `/api/business_settings/info_update/${owner.id}`,
        payload: body.payload,
        headers: { 'content-type': body.contentType, ...(authorization ? { authorization } : {}) },
      });
      expect(update.statusCode).toBe(401);
      const remove = await t.app.inject({
        method: 'PUT',
        url: `/api/business_settings/brand_logo/${owner.id}`,
        headers: authorization ? { authorization } : {},
      });
      expect(remove.statusCode).toBe(401);
    }
    expect((await profile(owner)).firstName).not.toBe('Nobody');
  });
});
