// The booking link in Business Information: GET /api/auth answers the slug, the
// multipart business-information update changes it, the portal answers at the new one only, the
// contract's rule and reserved words are enforced, and a link another business has is a 409 decided
// by the unique index, also when two businesses ask for it at the same moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema, type CurrentUser } from '../../contract/auth.js';
import {
  BOOKING_SLUG_FORM_MESSAGE,
  BOOKING_SLUG_LENGTH_MESSAGE,
  BOOKING_SLUG_RESERVED_MESSAGE,
  BOOKING_SLUG_TAKEN_MESSAGE,
  RESERVED_BOOKING_SLUGS,
} from '../../contract/business-settings.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { multipart } from './helpers/logo-fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let owner: Owner;
let other: Owner;

async function updateInfo(
  who: Owner,
  fields: Record<string, string>,
  options: { userId?: number; headers?: Record<string, string> } = {},
) {
  const body = await multipart(fields);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/business_settings/info_update/${options.userId ?? who.id}`,
    payload: body.payload,
    headers: { ...who.auth, 'content-type': body.contentType, ...options.headers },
  });
  return {
    status: response.statusCode,
    body: response.json<{
      msg?: string;
      user?: CurrentUser;
      errors?: { msg: string; param?: string }[];
    }>(),
    headers: response.headers,
  };
}

async function profile(who: Owner): Promise<CurrentUser> {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth', headers: who.auth });
  expect(response.statusCode).toBe(200);
  return currentUserSchema.parse(response.json());
}

async function slugOf(who: Owner): Promise<string> {
  const { slug } = await profile(who);
  if (!slug) throw new Error('no slug');
  return slug;
}

const portal = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/public/${slug}` })).statusCode;

const messages = (body: { errors?: { msg: string; param?: string }[] }) =>
  body.errors?.map((e) => e.msg) ?? [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { business_name: 'Ada Hair Studio' });
  other = await registerVerifyAndLogin(t.app, t.dataDir, { business_name: 'Grace Cuts' });
});

afterAll(async () => {
  await t.close();
});

describe('reading the booking link', () => {
  it('GET /api/auth answers the slug set at registration', async () => {
    expect(await slugOf(owner)).toBe('ada-hair-studio');
    expect(await slugOf(other)).toBe('grace-cuts');
  });
});

describe('changing the booking link', () => {
  it('saves a valid slug, answers it, and the portal moves to it at once', async () => {
    const before = await profile(owner);
    expect(await portal('ada-hair-studio')).toBe(200);

    const { status, body } = await updateInfo(owner, { slug: 'ada-2-hair' });
    expect(status).toBe(200);
    expect(body.msg).toBe('Business information updated successfully');
    expect(body.user).toEqual({ ...before, slug: 'ada-2-hair' });
    expect(await profile(owner)).toEqual(body.user);

    expect(await portal('ada-2-hair')).toBe(200);
    const answer = await t.app.inject({ method: 'GET', url: '/api/public/ada-2-hair' });
    expect(answer.json()).toMatchObject({ slug: 'ada-2-hair', businessName: 'Ada Hair Studio' });
    // The old link stops working at once (docs/decisions.md, Booking link).
    expect(await portal('ada-hair-studio')).toBe(404);
  });

  it('changes the slug together with the other fields', async () => {
    const { status, body } = await updateInfo(owner, {
      firstname: 'Augusta',
      lastname: 'King',
      mobile: '+47 987 65 432',
      timezone: 'Europe/Oslo',
      slug: 'augusta-hair',
    });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      firstName: 'Augusta',
      lastName: 'King',
      slug: 'augusta-hair',
    });
  });

  it('keeps the slug when it is absent, empty or the current one', async () => {
    const before = await profile(owner);
    const absent = await updateInfo(owner, { firstname: 'Ada', lastname: 'Lovelace' });
    expect(absent.status).toBe(200);
    expect(absent.body.user?.slug).toBe(before.slug);
    const empty = await updateInfo(owner, { slug: '' });
    expect(empty.status).toBe(200);
    expect(empty.body.user?.slug).toBe(before.slug);
    const same = await updateInfo(owner, { slug: before.slug ?? '' });
    expect(same.status).toBe(200);
    expect(same.body.user?.slug).toBe(before.slug);
    expect(await portal(before.slug ?? '')).toBe(200);
  });

  it('replays a change sent again with its Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'slug-change-0001' };
    const first = await updateInfo(owner, { slug: 'ada-lovelace' }, { headers });
    expect(first.status).toBe(200);
    const again = await updateInfo(owner, { slug: 'ada-lovelace' }, { headers });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const otherRequest = await updateInfo(owner, { slug: 'ada-other' }, { headers });
    expect(otherRequest.status).toBe(422);
    expect(await slugOf(owner)).toBe('ada-lovelace');
  });
});

describe('refusals', () => {
  it.each([
    ['ab', BOOKING_SLUG_LENGTH_MESSAGE],
    ['x'.repeat(61), BOOKING_SLUG_LENGTH_MESSAGE],
    ['Ada-hair', BOOKING_SLUG_FORM_MESSAGE],
    ['ada hair', BOOKING_SLUG_FORM_MESSAGE],
    ['ada_hair', BOOKING_SLUG_FORM_MESSAGE],
    ['ada--hair', BOOKING_SLUG_FORM_MESSAGE],
    ['-ada-hair', BOOKING_SLUG_FORM_MESSAGE],
    ['ada-hair-', BOOKING_SLUG_FORM_MESSAGE],
    ['ådne-hår', BOOKING_SLUG_FORM_MESSAGE],
    ['ada/hair', BOOKING_SLUG_FORM_MESSAGE],
  ])('refuses %j with 400 and changes nothing', async (slug, message) => {
    const before = await profile(owner);
    const { status, body } = await updateInfo(owner, { firstname: 'Changed', slug });
    expect(status).toBe(400);
    expect(messages(body)).toEqual([message]);
    expect(await profile(owner)).toEqual(before);
  });

  it('accepts exactly 3 and 60 characters', async () => {
    expect((await updateInfo(owner, { slug: 'a1b' })).status).toBe(200);
    const sixty = `${'a'.repeat(29)}-${'b'.repeat(30)}`;
    expect(sixty).toHaveLength(60);
    expect((await updateInfo(owner, { slug: sixty })).body.user?.slug).toBe(sixty);
  });

  it.each([...RESERVED_BOOKING_SLUGS])('refuses the reserved word %j', async (slug) => {
    const before = await slugOf(owner);
    const { status, body } = await updateInfo(owner, { slug });
    expect(status).toBe(400);
    expect(messages(body)).toEqual([BOOKING_SLUG_RESERVED_MESSAGE]);
    expect(await slugOf(owner)).toBe(before);
  });

  it('refuses a slug another business has with 409, and changes none of the fields', async () => {
    const before = await profile(owner);
    const theirs = await slugOf(other);
    const { status, body } = await updateInfo(owner, { firstname: 'Thief', slug: theirs });
    expect(status).toBe(409);
    expect(body).toEqual({
      errors: [{ msg: BOOKING_SLUG_TAKEN_MESSAGE, code: 'slug_taken', param: 'slug' }],
    });
    expect(await profile(owner)).toEqual(before);
    expect(await slugOf(other)).toBe(theirs);
    expect(await portal(theirs)).toBe(200);
  });

  it('refuses with 409 under an Idempotency-Key and stores nothing for the key', async () => {
    const headers = { 'idempotency-key': 'slug-taken-0001' };
    const theirs = await slugOf(other);
    expect((await updateInfo(owner, { slug: theirs }, { headers })).status).toBe(409);
    // Nothing was kept for the key: the same key may carry another request.
    const retry = await updateInfo(owner, { slug: 'ada-free-again' }, { headers });
    expect(retry.status).toBe(200);
    expect(retry.body.user?.slug).toBe('ada-free-again');
  });

  it('lets another business neither change nor read yours', async () => {
    const before = await profile(owner);
    const { status } = await updateInfo(other, { slug: 'stolen-link' }, { userId: owner.id });
    expect(status).toBe(404);
    expect(await profile(owner)).toEqual(before);
    expect(await portal('stolen-link')).toBe(404);
    expect(await slugOf(other)).toBe('grace-cuts');
  });

  it('without a session, refuses the change with 401', async () => {
    const body = await multipart({ slug: 'no-session' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/business_settings/info_update/${owner.id}`,
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('two businesses asking for the same link at once', () => {
  it('gives it to one; the other gets 409, whatever the order', async () => {
    for (let round = 0; round < 5; round += 1) {
      const wanted = `race-link-${round}`;
      const answers = await Promise.all([
        updateInfo(owner, { slug: wanted }),
        updateInfo(other, { slug: wanted }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409);
      expect(loser?.body).toEqual({
        errors: [{ msg: BOOKING_SLUG_TAKEN_MESSAGE, code: 'slug_taken', param: 'slug' }],
      });
      const winner = answers[0]?.status === 200 ? owner : other;
      expect(await slugOf(winner)).toBe(wanted);
    }
  });

  it('lets a link freed by one business be taken by another', async () => {
    const freed = await slugOf(owner);
    expect((await updateInfo(owner, { slug: 'ada-moved-on' })).status).toBe(200);
    const taken = await updateInfo(other, { slug: freed });
    expect(taken.status).toBe(200);
    expect(taken.body.user?.slug).toBe(freed);
    expect(await portal(freed)).toBe(200);
  });
});
