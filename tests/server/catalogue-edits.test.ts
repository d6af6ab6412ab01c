// Catalogue edits: read, update and delete a service, hide it from the booking page,
// delete a category (refused while it has services). Each call: its happy path, bad input (400),
// another business's ids (404) and a replayed Idempotency-Key applied once.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_NOT_EMPTY_MESSAGE,
  categorySchema,
  serviceDetailSchema,
  serviceSchema,
  type Category,
  type ServiceBody,
} from '../../contract/catalogue.js';
import { portalProfileSchema } from '../../contract/portal.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { referenceIdIn } from './helpers/reference-ids.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Monday 23 November 2026, 11:00 in Oslo. Default hours: Monday to Friday 10:00-19:00.
const NOW = new Date('2026-11-23T10:00:00Z');
const WEDNESDAY = '2026-11-25';

let t: TestApp;
let owner: Owner;
let other: Owner;
let keys = 0;

async function call(
  who: Owner | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: { ...who?.auth, ...headers },
  });
  return {
    status: response.statusCode,
    body: response.json(),
    replayed: response.headers['idempotent-replayed'],
  };
}

const newKey = () => ({ 'idempotency-key': `edit-key-${(keys += 1)}` });

const referenceId = (
  table: 'price_types' | 'service_types' | 'durations',
  match: string | number,
) => referenceIdIn(t.app.db, table, match);

async function newCategory(who: Owner, categoryName: string): Promise<Category> {
  const { status, body } = await call(who, 'POST', '/api/categories/create', {
    categoryName,
    description: `All about ${categoryName}`,
  });
  expect(status).toBe(201);
  return categorySchema.parse(body);
}

async function serviceBody(
  categoryTypeID: number,
  overrides: Partial<ServiceBody> = {},
): Promise<ServiceBody> {
  return {
    serviceName: 'Cut',
    categoryTypeID,
    servDesc: 'Wash and cut.',
    afterDescription: 'No hat for a day.',
    serviceTypeID: await referenceId('service_types', 'Everyone'),
    durationID: await referenceId('durations', 60),
    priceTypeID: await referenceId('price_types', 'Fixed'),
    price: '45',
    ...overrides,
  };
}

async function newService(who: Owner, category: number, overrides: Partial<ServiceBody> = {}) {
  const { status, body } = await call(
    who,
    'POST',
    '/api/services/create',
    await serviceBody(category, overrides),
  );
  expect(status).toBe(201);
  return serviceSchema.parse(body).sid;
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
  // A built portal.html, so /book/{slug} is written by the server (server/web/booking-page.ts).
  const distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'catalogue-edits-dist-'));
  await fs.writeFile(
    path.join(distDir, 'portal.html'),
    '<!doctype html><title>Book online</title><div id="portal"></div>',
  );
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Salon</title>');
  t = await createTestApp({ clock: () => NOW, distDir });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  other = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/services/{id}', () => {
  it('answers every field the edit form shows', async () => {
    const hair = await newCategory(owner, 'Hair');
    const id = await newService(owner, hair.id, { price: '45.5' });
    const { status, body } = await call(owner, 'GET', `/api/services/${id}`);
    expect(status).toBe(200);
    expect(serviceDetailSchema.parse(body)).toEqual({
      sid: id,
      serviceName: 'Cut',
      categoryTypeID: hair.id,
      servDesc: 'Wash and cut.',
      afterDescription: 'No hat for a day.',
      serviceTypeID: await referenceId('service_types', 'Everyone'),
      durationID: await referenceId('durations', 60),
      priceTypeID: await referenceId('price_types', 'Fixed'),
      price: 45.5,
      onlineBooking: true,
    });
  });

  it('answers 404 for another business’s service and 400 for an id that is not one', async () => {
    const theirs = await newService(other, (await newCategory(other, 'Theirs')).id);
    const foreign = await call(owner, 'GET', `/api/services/${theirs}`);
    expect(foreign).toMatchObject({ status: 404, body: { errors: [{ msg: expect.any(String) }] } });
    const bad = await call(owner, 'GET', '/api/services/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].msg).toEqual(expect.any(String));
  });
});

describe('PUT /api/services/update/{id}', () => {
  it('changes every field, the category included, and the list shows it', async () => {
    const nails = await newCategory(owner, 'Nails');
    const feet = await newCategory(owner, 'Feet');
    const id = await newService(owner, nails.id, { serviceName: 'Manicure' });
    const body = await serviceBody(feet.id, {
      serviceName: 'Pedicure',
      servDesc: 'Feet first.',
      afterDescription: '',
      serviceTypeID: await referenceId('service_types', 'Women'),
      durationID: await referenceId('durations', 90),
      priceTypeID: await referenceId('price_types', 'From'),
      price: '60.25',
      onlineBooking: false,
    });
    const updated = await call(owner, 'PUT', `/api/services/update/${id}`, body);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      sid: id,
      serviceName: 'Pedicure',
      categoryTypeID: feet.id,
      hrs: 1,
      min: 30,
      price: 60.25,
      priceTypeName: 'From',
      onlineBooking: false,
    });
    const list = await call(owner, 'GET', '/api/cat_wise_services/');
    const byName = (name: string) =>
      list.body.find((c: { categoryName: string }) => c.categoryName === name);
    expect(byName('Nails').services).toEqual([]);
    expect(byName('Feet').services).toEqual([updated.body]);
    const detail = await call(owner, 'GET', `/api/services/${id}`);
    expect(detail.body).toMatchObject({ servDesc: 'Feet first.', afterDescription: '' });
  });

  it('keeps the booking-page switch when the body leaves it out; Free stores no price', async () => {
    const cat = await newCategory(owner, 'Switch');
    const id = await newService(owner, cat.id, { onlineBooking: false });
    const free = await call(
      owner,
      'PUT',
      `/api/services/update/${id}`,
      await serviceBody(cat.id, { priceTypeID: await referenceId('price_types', 'Free') }),
    );
    expect(free.body).toMatchObject({ price: null, priceTypeName: 'Free', onlineBooking: false });
  });

  it('refuses bad input with 400 in the envelope', async () => {
    const cat = await newCategory(owner, 'Bad input');
    const id = await newService(owner, cat.id);
    const blank = await call(owner, 'PUT', `/api/services/update/${id}`, {
      ...(await serviceBody(cat.id)),
      serviceName: ' ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toContainEqual({
      msg: 'Service name is required',
      code: 'invalid',
      param: 'serviceName',
    });
    const price = await call(
      owner,
      'PUT',
      `/api/services/update/${id}`,
      await serviceBody(cat.id, { price: '4.555' }),
    );
    expect(price.status).toBe(400);
    expect(price.body.errors[0].msg).toMatch(/at most two decimals/);
    expect(price.body.errors[0].param).toBe('price');
    const flag = await call(owner, 'PUT', `/api/services/update/${id}`, {
      ...(await serviceBody(cat.id)),
      onlineBooking: 'yes',
    });
    expect(flag.status).toBe(400);
    expect(flag.body.errors).toContainEqual({
      msg: 'onlineBooking must be true or false',
      code: 'invalid',
      param: 'onlineBooking',
    });
  });

  it('answers 404 for another business’s service or category, changing nothing', async () => {
    const mine = await newCategory(owner, 'Mine');
    const id = await newService(owner, mine.id);
    const theirCategory = await newCategory(other, 'Their category');
    const theirService = await newService(other, theirCategory.id);
    const foreignService = await call(
      owner,
      'PUT',
      `/api/services/update/${theirService}`,
      await serviceBody(mine.id),
    );
    expect(foreignService.status).toBe(404);
    const foreignCategory = await call(
      owner,
      'PUT',
      `/api/services/update/${id}`,
      await serviceBody(theirCategory.id, { serviceName: 'Moved' }),
    );
    expect(foreignCategory.status).toBe(404);
    const detail = await call(other, 'GET', `/api/services/${theirService}`);
    expect(detail.body).toMatchObject({ serviceName: 'Cut', categoryTypeID: theirCategory.id });
    expect((await call(owner, 'GET', `/api/services/${id}`)).body.serviceName).toBe('Cut');
  });

  it('applies a replayed Idempotency-Key once', async () => {
    const cat = await newCategory(owner, 'Replay update');
    const id = await newService(owner, cat.id);
    const key = newKey();
    const body = await serviceBody(cat.id, { serviceName: 'Once', price: '10' });
    const first = await call(owner, 'PUT', `/api/services/update/${id}`, body, key);
    // Changed meanwhile by another device: a replay must not write its body again.
    await call(owner, 'PUT', `/api/services/update/${id}`, {
      ...body,
      serviceName: 'Later',
    });
    const again = await call(owner, 'PUT', `/api/services/update/${id}`, body, key);
    expect(again).toMatchObject({ status: 200, body: first.body, replayed: 'true' });
    expect((await call(owner, 'GET', `/api/services/${id}`)).body.serviceName).toBe('Later');
  });
});

describe('DELETE /api/services/{id}', () => {
  it('deletes the service; a booking that has it keeps its items', async () => {
    const cat = await newCategory(owner, 'Booked');
    const id = await newService(owner, cat.id, { serviceName: 'Balayage', price: '160' });
    const booked = await call(owner, 'POST', '/api/appointments', {
      client: { firstName: 'Ada', lastName: 'Berg' },
      serviceIds: [id],
      date: WEDNESDAY,
      time: '10:00',
    });
    expect(booked.status).toBe(201);

    const deleted = await call(owner, 'DELETE', `/api/services/${id}`);
    expect(deleted).toMatchObject({ status: 200, body: { msg: 'Service deleted' } });
    expect((await call(owner, 'GET', `/api/services/${id}`)).status).toBe(404);
    const list = await call(owner, 'GET', '/api/cat_wise_services/');
    expect(
      list.body
        .find((c: { id: number }) => c.id === cat.id)
        .services.map((s: { sid: number }) => s.sid),
    ).toEqual([]);

    const range = await call(
      owner,
      'GET',
      `/api/appointments/range?from=${WEDNESDAY}&to=${WEDNESDAY}`,
    );
    expect(range.status).toBe(200);
    const appointment = range.body.find((a: { lastName: string }) => a.lastName === 'Berg');
    expect(appointment.book_items).toEqual([
      expect.objectContaining({ name: 'Balayage', price: 160 }),
    ]);
    const upcoming = await call(owner, 'GET', '/api/appointments/all_upcoming');
    expect(upcoming.status).toBe(200);
    expect(JSON.stringify(upcoming.body)).toContain('Balayage');
  });

  it('answers 404 for another business’s service (kept), 400 for a bad id', async () => {
    const theirs = await newService(other, (await newCategory(other, 'Keep')).id);
    expect((await call(owner, 'DELETE', `/api/services/${theirs}`)).status).toBe(404);
    expect((await call(other, 'GET', `/api/services/${theirs}`)).status).toBe(200);
    const bad = await call(owner, 'DELETE', '/api/services/0');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].msg).toEqual(expect.any(String));
  });

  it('applies a replayed Idempotency-Key once (the repeat is not a 404)', async () => {
    const id = await newService(owner, (await newCategory(owner, 'Replay delete')).id);
    const key = newKey();
    const first = await call(owner, 'DELETE', `/api/services/${id}`, undefined, key);
    const again = await call(owner, 'DELETE', `/api/services/${id}`, undefined, key);
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: first.body, replayed: 'true' });
    expect((await call(owner, 'DELETE', `/api/services/${id}`)).status).toBe(404);
  });
});

describe('hidden from the booking page', () => {
  it('is absent from the profile and the page, refused by slots and booking, bookable by the owner', async () => {
    const owner2 = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
    const slug = await slugOf(owner2.id);
    const cat = await newCategory(owner2, 'Portal');
    const shown = await newService(owner2, cat.id, { serviceName: 'Shown cut' });
    const hidden = await newService(owner2, cat.id, {
      serviceName: 'Secret colour',
      onlineBooking: false,
    });

    const profile = portalProfileSchema.parse(
      (await call(undefined, 'GET', `/api/public/${slug}`)).body,
    );
    const names = profile.categories.flatMap((c) => c.services.map((s) => s.name));
    expect(names).toEqual(['Shown cut']);
    const page = await t.app.inject({ method: 'GET', url: `/book/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Shown cut');
    expect(page.body).not.toContain('Secret colour');

    const slotsOf = (id: number) =>
      call(
        undefined,
        'GET',
        `/api/public/${slug}/slots?from=${WEDNESDAY}&to=${WEDNESDAY}&services=${id}`,
      );
    expect((await slotsOf(shown)).status).toBe(200);
    const refusedSlots = await slotsOf(hidden);
    expect(refusedSlots.status).toBe(400);
    expect(refusedSlots.body.errors).toEqual([
      {
        msg: `Service ${hidden} is not offered here`,
        code: 'invalid',
        params: { serviceId: hidden },
      },
    ]);

    const booking = await call(undefined, 'POST', `/api/public/${slug}/bookings`, {
      services: [hidden],
      date: WEDNESDAY,
      time: '12:00',
      firstName: 'Kari',
      lastName: 'Nordmann',
      phone: '+47 900 00 001',
      email: 'kari@example.com',
    });
    expect(booking.status).toBe(400);
    expect(booking.body.errors).toEqual([
      {
        msg: `Service ${hidden} is not offered here`,
        code: 'invalid',
        params: { serviceId: hidden },
      },
    ]);

    const ownerFree = await call(
      owner2,
      'GET',
      `/api/appointments/free-times?date=${WEDNESDAY}&services=${hidden}`,
    );
    expect(ownerFree.status).toBe(200);
    const ownerBooking = await call(owner2, 'POST', '/api/appointments', {
      client: { firstName: 'Ola', lastName: 'Hansen' },
      serviceIds: [hidden],
      date: WEDNESDAY,
      time: '12:00',
    });
    expect(ownerBooking.status).toBe(201);

    // Offered again: listed again.
    await call(
      owner2,
      'PUT',
      `/api/services/update/${hidden}`,
      await serviceBody(cat.id, { serviceName: 'Secret colour', onlineBooking: true }),
    );
    const again = portalProfileSchema.parse(
      (await call(undefined, 'GET', `/api/public/${slug}`)).body,
    );
    expect(again.categories.flatMap((c) => c.services.map((s) => s.name))).toEqual([
      'Shown cut',
      'Secret colour',
    ]);
  });
});

describe('DELETE /api/categories/{id}', () => {
  it('refuses a category with services (409, kept), deletes an empty one', async () => {
    const full = await newCategory(owner, 'Full');
    const serviceId = await newService(owner, full.id);
    const refused = await call(owner, 'DELETE', `/api/categories/${full.id}`);
    expect(refused).toMatchObject({
      status: 409,
      body: { errors: [{ msg: CATEGORY_NOT_EMPTY_MESSAGE, code: 'category_not_empty' }] },
    });
    expect((await call(owner, 'GET', `/api/categories/${full.id}`)).status).toBe(200);
    expect((await call(owner, 'GET', `/api/services/${serviceId}`)).status).toBe(200);

    // Once its last service is gone, it can go.
    await call(owner, 'DELETE', `/api/services/${serviceId}`);
    const deleted = await call(owner, 'DELETE', `/api/categories/${full.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { msg: 'Category deleted' } });
    expect((await call(owner, 'GET', `/api/categories/${full.id}`)).status).toBe(404);
    // Its name is free again.
    await newCategory(owner, 'Full');
  });

  it('answers 404 for another business’s category (kept), 400 for a bad id', async () => {
    const theirs = await newCategory(other, 'Their empty');
    expect((await call(owner, 'DELETE', `/api/categories/${theirs.id}`)).status).toBe(404);
    expect((await call(other, 'GET', `/api/categories/${theirs.id}`)).status).toBe(200);
    const bad = await call(owner, 'DELETE', '/api/categories/99999999999');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].msg).toEqual(expect.any(String));
  });

  it('applies a replayed Idempotency-Key once', async () => {
    const empty = await newCategory(owner, 'Replay category');
    const key = newKey();
    const first = await call(owner, 'DELETE', `/api/categories/${empty.id}`, undefined, key);
    const again = await call(owner, 'DELETE', `/api/categories/${empty.id}`, undefined, key);
    expect(first).toMatchObject({ status: 200, body: { msg: 'Category deleted' } });
    expect(again).toMatchObject({ status: 200, body: first.body, replayed: 'true' });
  });
});
