// The catalogue's calls for services: create, read, update, their prices and reference ids; and
// another business's catalogue, not found like an unknown id. Categories are catalogue.test.ts;
// the owners both work as are helpers/catalogue-salon.ts.
import { describe, expect, it } from 'vitest';
import { serviceSchema, type Category, type ServiceCreateBody } from '../../contract/catalogue.js';
import {
  t,
  owner,
  other,
  call,
  updateCategory,
  createService,
  newCategory,
  referenceId,
  serviceBody,
  useCatalogueSalon,
} from './helpers/catalogue-salon.js';

useCatalogueSalon();

let priceCase = 0;

describe('another business’s catalogue', () => {
  it('answers 404 to reading or updating it, like an unknown id, and leaves it unchanged', async () => {
    const theirs = await newCategory(other, 'Private');
    const read = await call(owner, 'GET', `/api/categories/${theirs.id}`);
    const unknown = await call(owner, 'GET', '/api/categories/999999');
    expect(read).toEqual(unknown);
    expect(read.status).toBe(404);
    const update = await updateCategory(owner, theirs.id, {
      categoryName: 'Taken over',
      description: 'Mine now',
    });
    expect(update).toMatchObject({
      status: 404,
      body: { errors: [{ msg: 'Category not found' }] },
    });
    expect((await call(other, 'GET', `/api/categories/${theirs.id}`)).body).toEqual(theirs);
  });

  it('refuses creating a service in it with 404', async () => {
    const theirs = await newCategory(other, 'Off limits');
    const response = await createService(owner, await serviceBody(theirs.id));
    expect(response).toMatchObject({
      status: 404,
      body: { errors: [{ msg: 'Category not found' }] },
    });
    const { body } = await call(other, 'GET', '/api/cat_wise_services/');
    expect(body.find((c: Category) => c.id === theirs.id).services).toEqual([]);
  });
});

describe('services', () => {
  it('creates a service with 201 and answers it with hours, minutes and dollars', async () => {
    const category = await newCategory(owner, 'Colour services');
    const response = await createService(owner, await serviceBody(category.id));
    expect(response.status).toBe(201);
    expect(serviceSchema.parse(response.body)).toEqual({
      sid: expect.any(Number),
      serviceName: 'Cut & blow-dry',
      categoryTypeID: category.id,
      hrs: 1,
      min: 30,
      price: 45.5,
      priceTypeName: 'Fixed',
      onlineBooking: true,
    });
    const row = await t.app.db
      .selectFrom('services')
      .select(['price_cents', 'business_id', 'after_description'])
      .where('id', '=', response.body.sid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price_cents: 4550, business_id: owner.id, after_description: '' });
  });

  it('accepts ids as strings and a price as a number', async () => {
    const category = await newCategory(owner, 'Strings');
    const body = await serviceBody(category.id, { price: 12 });
    const response = await createService(owner, {
      ...body,
      categoryTypeID: String(body.categoryTypeID),
      durationID: String(body.durationID),
    });
    expect(response.status).toBe(201);
    expect(response.body.price).toBe(12);
  });

  it.each([
    ['795,50', 79550],
    ['1 650,50', 165050],
    ['1\u00a0650,50', 165050],
    ['1\u202f650', 165000],
  ])('stores the price %j as written in Oslo as %i minor units', async (price, cents) => {
    const category = await newCategory(owner, `Oslo price ${(priceCase += 1)}`);
    const response = await createService(owner, await serviceBody(category.id, { price }));
    expect(response.status).toBe(201);
    expect(response.body.price).toBe(cents / 100);
    const row = await t.app.db
      .selectFrom('services')
      .select('price_cents')
      .where('id', '=', response.body.sid)
      .executeTakeFirstOrThrow();
    expect(row.price_cents).toBe(cents);
  });

  it('stores no price for a Free service, whatever was sent', async () => {
    const category = await newCategory(owner, 'Consultations');
    const free = await referenceId('price_types', 'Free');
    for (const price of ['30', '', 'abc', undefined]) {
      const response = await createService(
        owner,
        await serviceBody(category.id, { priceTypeID: free, price }),
      );
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ price: null, priceTypeName: 'Free' });
    }
  });

  it.each([
    ['abc', 'Price must be a non-negative number with at most two decimals'],
    ['-5', 'Price must be a non-negative number with at most two decimals'],
    ['1.234', 'Price must be a non-negative number with at most two decimals'],
    ['1,650', 'Price must be a non-negative number with at most two decimals'],
    [-5, 'Price must be a non-negative number with at most two decimals'],
    ['2000000', 'Price must be at most 1000000'],
    ['', 'Price is required'],
    ['   ', 'Price is required'],
    [undefined, 'Price is required'],
  ])('refuses the price %j of a Fixed service with “%s”', async (price, msg) => {
    const category = await newCategory(owner, `Price case ${(priceCase += 1)}`);
    const response = await createService(owner, await serviceBody(category.id, { price }));
    expect(response).toMatchObject({ status: 400, body: { errors: [{ msg }] } });
  });

  it('refuses a service type, duration or price type that is not one of the options', async () => {
    const category = await newCategory(owner, 'Options');
    const cases: [Partial<ServiceCreateBody>, string][] = [
      [{ serviceTypeID: 999 }, 'Service type is not one of the options'],
      [{ durationID: 999 }, 'Duration is not one of the options'],
      [{ durationID: 99999999999 }, 'durationID: Is not a known id'],
      [{ priceTypeID: 999 }, 'Price type is not one of the options'],
    ];
    for (const [overrides, msg] of cases) {
      const response = await createService(owner, await serviceBody(category.id, overrides));
      expect(response).toMatchObject({ status: 400, body: { errors: [{ msg }] } });
    }
    const { body } = await call(owner, 'GET', '/api/cat_wise_services/');
    expect(body.find((c: Category) => c.id === category.id).services).toEqual([]);
  });

  it('refuses a missing name or category with a message; a description is optional', async () => {
    const category = await newCategory(owner, 'Missing');
    const full = await serviceBody(category.id);
    const { serviceName: _name, servDesc: _desc, ...rest } = full;
    const response = await createService(owner, rest);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { msg: 'Service name is required', code: 'invalid', param: 'serviceName' },
    ]);
    const noCategory = await createService(owner, { ...full, categoryTypeID: undefined });
    expect(noCategory.status).toBe(400);
    const unknown = await createService(owner, { ...full, categoryTypeID: 999999 });
    expect(unknown).toMatchObject({
      status: 404,
      body: { errors: [{ msg: 'Category not found' }] },
    });
  });
});
