// The catalogue's order and optional descriptions (docs/decisions.md, Catalogue edits): the owner
// orders categories, and services within a category; the order is stored and read back by the
// catalogue list and the booking page; new items go last. Each order call: its happy path, bad
// input (422), another business's ids (404) and a replayed Idempotency-Key applied once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categorySchema,
  categoryWithServicesListSchema,
  serviceSchema,
  type ServiceBody,
} from '../../contract/catalogue.js';
import { portalProfileSchema } from '../../contract/portal.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { referenceIdIn } from './helpers/reference-ids.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const NOW = new Date('2026-11-23T10:00:00Z');

let t: TestApp;
let owner: Owner;
let other: Owner;
let keys = 0;

async function call(
  who: Owner,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: { ...who.auth, ...headers },
  });
  return {
    status: response.statusCode,
    body: response.json(),
    replayed: response.headers['idempotent-replayed'],
  };
}

const newKey = () => ({ 'idempotency-key': `order-key-${(keys += 1)}` });

const referenceId = (
  table: 'price_types' | 'service_types' | 'durations',
  match: string | number,
) => referenceIdIn(t.app.db, table, match);

async function newCategory(who: Owner, categoryName: string, description?: string) {
  const { status, body } = await call(who, 'POST', '/api/categories/create', {
    categoryName,
    ...(description === undefined ? {} : { description }),
  });
  expect(status).toBe(201);
  return categorySchema.parse(body);
}

async function newService(who: Owner, categoryTypeID: number, fields: Partial<ServiceBody>) {
  const body: ServiceBody = {
    serviceName: 'Cut',
    categoryTypeID,
    serviceTypeID: await referenceId('service_types', 'Everyone'),
    durationID: await referenceId('durations', 60),
    priceTypeID: await referenceId('price_types', 'Fixed'),
    price: '45',
    ...fields,
  };
  const { status, body: answer } = await call(who, 'POST', '/api/services/create', body);
  expect(status).toBe(201);
  return serviceSchema.parse(answer).sid;
}

async function catalogueOf(who: Owner) {
  const { body } = await call(who, 'GET', '/api/cat_wise_services/');
  return categoryWithServicesListSchema.parse(body);
}

async function slugOf(id: number): Promise<string> {
  const row = await t.app.db
    .selectFrom('users')
    .select('slug')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.slug ?? '';
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  other = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
});

afterAll(async () => {
  await t.close();
});

describe('optional descriptions', () => {
  it('accepts a category and a service without a description and reads them back empty', async () => {
    const bare = await newCategory(owner, 'Bare');
    expect(bare.description).toBe('');
    const blank = await newCategory(owner, 'Blank', '   ');
    expect(blank.description).toBe('');
    const sid = await newService(owner, bare.id, { serviceName: 'Trim' });
    const detail = await call(owner, 'GET', `/api/services/${sid}`);
    expect(detail.body).toMatchObject({ servDesc: '' });
    const updated = await call(owner, 'PUT', `/api/categories/update/${bare.id}`, {
      categoryName: 'Bare',
    });
    expect(updated).toMatchObject({ status: 200, body: { description: '' } });
  });
});

describe('PUT /api/categories/order', () => {
  it('stores the order; the list, the categories and the booking page read it; new go last', async () => {
    const owner2 = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
    const colour = await newCategory(owner2, 'Colour', 'Tints and highlights.');
    const beard = await newCategory(owner2, 'Beard');
    const hair = await newCategory(owner2, 'Hair');
    await newService(owner2, colour.id, { serviceName: 'Tint', servDesc: 'Roots only.' });
    await newService(owner2, beard.id, { serviceName: 'Shave' });
    await newService(owner2, hair.id, { serviceName: 'Cut' });
    // Before any order is saved, new categories go last: in the order they were made.
    expect((await catalogueOf(owner2)).map((c) => c.categoryName)).toEqual([
      'Colour',
      'Beard',
      'Hair',
    ]);

    const saved = await call(owner2, 'PUT', '/api/categories/order', {
      ids: [hair.id, colour.id, beard.id],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.map((c: { id: number }) => c.id)).toEqual([hair.id, colour.id, beard.id]);
    expect((await catalogueOf(owner2)).map((c) => c.id)).toEqual([hair.id, colour.id, beard.id]);
    const list = await call(owner2, 'GET', '/api/categories/');
    expect(list.body.map((c: { id: number }) => c.id)).toEqual([hair.id, colour.id, beard.id]);

    const late = await newCategory(owner2, 'Aaa late');
    expect((await catalogueOf(owner2)).map((c) => c.id)).toEqual([
      hair.id,
      colour.id,
      beard.id,
      late.id,
    ]);

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/public/${await slugOf(owner2.id)}`,
    });
    const profile = portalProfileSchema.parse(page.json());
    expect(profile.categories.map((c) => c.name)).toEqual(['Hair', 'Colour', 'Beard']);
    expect(profile.categories[1]).toMatchObject({
      description: 'Tints and highlights.',
      services: [{ name: 'Tint', description: 'Roots only.' }],
    });
    expect(profile.categories[2]).toMatchObject({ description: '' });
  });

  it('refuses ids missing, extra or twice (422) and another business’s ids (404)', async () => {
    const a = await newCategory(owner, 'Order A');
    const mine = (await catalogueOf(owner)).map((c) => c.id);
    const missing = await call(owner, 'PUT', '/api/categories/order', { ids: mine.slice(1) });
    expect(missing).toMatchObject({
      status: 422,
      body: { errors: [{ msg: expect.any(String), code: 'order_incomplete' }] },
    });
    const twice = await call(owner, 'PUT', '/api/categories/order', { ids: [...mine, a.id] });
    expect(twice).toMatchObject({ status: 422, body: { errors: [{ code: 'order_incomplete' }] } });
    const theirs = await newCategory(other, 'Theirs');
    const foreign = await call(owner, 'PUT', '/api/categories/order', {
      ids: [...mine, theirs.id],
    });
    expect(foreign).toMatchObject({ status: 404, body: { errors: [{ code: 'not_found' }] } });
    const notAList = await call(owner, 'PUT', '/api/categories/order', { ids: 'x' });
    expect(notAList.status).toBe(400);
    expect((await catalogueOf(owner)).map((c) => c.id)).toEqual(mine);
  });

  it('applies a replayed Idempotency-Key once', async () => {
    const mine = (await catalogueOf(owner)).map((c) => c.id);
    const reversed = [...mine].reverse();
    const key = newKey();
    const first = await call(owner, 'PUT', '/api/categories/order', { ids: reversed }, key);
    expect(first.status).toBe(200);
    // Another device reorders meanwhile; the replay must not undo it.
    await call(owner, 'PUT', '/api/categories/order', { ids: mine });
    const again = await call(owner, 'PUT', '/api/categories/order', { ids: reversed }, key);
    expect(again).toMatchObject({ status: 200, replayed: 'true', body: first.body });
    expect((await catalogueOf(owner)).map((c) => c.id)).toEqual(mine);
  });
});

describe('PUT /api/categories/{id}/services/order', () => {
  it('stores the order of a category’s services; a new or moved-in service goes last', async () => {
    const nails = await newCategory(owner, 'Nails order');
    const feet = await newCategory(owner, 'Feet order');
    const gel = await newService(owner, nails.id, { serviceName: 'Gel' });
    const buff = await newService(owner, nails.id, { serviceName: 'Buff' });
    const art = await newService(owner, nails.id, { serviceName: 'Art' });
    const saved = await call(owner, 'PUT', `/api/categories/${nails.id}/services/order`, {
      ids: [art, gel, buff],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.services.map((s: { sid: number }) => s.sid)).toEqual([art, gel, buff]);
    const servicesOf = async (id: number) =>
      (await catalogueOf(owner)).find((c) => c.id === id)?.services.map((s) => s.sid);
    expect(await servicesOf(nails.id)).toEqual([art, gel, buff]);

    const added = await newService(owner, nails.id, { serviceName: 'Aaa added' });
    expect(await servicesOf(nails.id)).toEqual([art, gel, buff, added]);
    const soak = await newService(owner, feet.id, { serviceName: 'Soak' });
    const moved = await call(owner, 'PUT', `/api/services/update/${art}`, {
      serviceName: 'Art',
      categoryTypeID: feet.id,
      serviceTypeID: await referenceId('service_types', 'Everyone'),
      durationID: await referenceId('durations', 60),
      priceTypeID: await referenceId('price_types', 'Fixed'),
      price: '45',
    });
    expect(moved.status).toBe(200);
    expect(await servicesOf(feet.id)).toEqual([soak, art]);
  });

  it('refuses missing or extra ids (422), another business’s (404), and replays once', async () => {
    const brows = await newCategory(owner, 'Brows order');
    const tint = await newService(owner, brows.id, { serviceName: 'Tint' });
    const wax = await newService(owner, brows.id, { serviceName: 'Wax' });
    const path = `/api/categories/${brows.id}/services/order`;
    expect(await call(owner, 'PUT', path, { ids: [tint] })).toMatchObject({
      status: 422,
      body: { errors: [{ msg: expect.any(String), code: 'order_incomplete' }] },
    });
    const elsewhere = await newService(owner, (await newCategory(owner, 'Else order')).id, {});
    expect(await call(owner, 'PUT', path, { ids: [tint, wax, elsewhere] })).toMatchObject({
      status: 422,
      body: { errors: [{ code: 'order_incomplete' }] },
    });
    const theirCategory = await newCategory(other, 'Their brows');
    const theirs = await newService(other, theirCategory.id, {});
    expect(await call(owner, 'PUT', path, { ids: [tint, wax, theirs] })).toMatchObject({
      status: 404,
    });
    expect(
      await call(owner, 'PUT', `/api/categories/${theirCategory.id}/services/order`, {
        ids: [theirs],
      }),
    ).toMatchObject({ status: 404, body: { errors: [{ code: 'not_found' }] } });

    const key = newKey();
    const first = await call(owner, 'PUT', path, { ids: [wax, tint] }, key);
    expect(first.status).toBe(200);
    await call(owner, 'PUT', path, { ids: [tint, wax] });
    const again = await call(owner, 'PUT', path, { ids: [wax, tint] }, key);
    expect(again).toMatchObject({ status: 200, replayed: 'true' });
    const listed = (await catalogueOf(owner)).find((c) => c.id === brows.id);
    expect(listed?.services.map((s) => s.sid)).toEqual([tint, wax]);
  });
});
