// The catalogue: categories (list, read, create, update), categories with services, service creation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryListSchema,
  categorySchema,
  categoryWithServicesListSchema,
  serviceSchema,
  type Category,
  type CategoryBody,
  type ServiceCreateBody,
} from '../../contract/catalogue.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { referenceIdIn } from './helpers/reference-ids.js';

const NOW = new Date('2026-05-04T08:00:00Z');

let t: TestApp;
let owner: Owner;
let other: Owner;
let priceCase = 0;

type Headers = Record<string, string>;

async function call(
  who: Owner | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Headers = {},
) {
  const response = await t.app.inject({
    method,
    url,
    payload,
    headers: { ...who?.auth, ...headers },
  });
  return {
    status: response.statusCode,
    body: response.json(),
    replayed: response.headers['idempotent-replayed'],
  };
}

const createCategory = (who: Owner, body: Partial<CategoryBody>, headers: Headers = {}) =>
  call(who, 'POST', '/api/categories/create', body, headers);

const updateCategory = (who: Owner, id: number | string, body: Partial<CategoryBody>) =>
  call(who, 'PUT', `/api/categories/update/${id}`, body);

const createService = (who: Owner, body: Partial<ServiceCreateBody>, headers: Headers = {}) =>
  call(who, 'POST', '/api/services/create', body, headers);

async function newCategory(who: Owner, categoryName: string): Promise<Category> {
  const { status, body } = await createCategory(who, {
    categoryName,
    description: `All about ${categoryName}`,
  });
  expect(status).toBe(201);
  return categorySchema.parse(body);
}

const referenceId = (
  table: 'price_types' | 'service_types' | 'durations',
  match: string | number,
) => referenceIdIn(t.app.db, table, match);

async function serviceBody(
  categoryTypeID: number,
  overrides: Partial<ServiceCreateBody> = {},
): Promise<ServiceCreateBody> {
  return {
    serviceName: 'Cut & blow-dry',
    categoryTypeID,
    servDesc: 'Wash, cut and blow-dry.',
    serviceTypeID: await referenceId('service_types', 'Everyone'),
    durationID: await referenceId('durations', 90),
    priceTypeID: await referenceId('price_types', 'Fixed'),
    price: '45.5',
    ...overrides,
  };
}

async function countCategories(who: Owner, name: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('business_id', '=', who.id)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
  other = await registerVerifyAndLogin(t.app, t.dataDir);
});

afterAll(async () => {
  await t.close();
});

describe('categories', () => {
  it('creates a category with 201, then lists it and reads it by id', async () => {
    const created = await createCategory(owner, {
      categoryName: '  Haircuts ',
      description: 'Cuts for every length.',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      categoryName: 'Haircuts',
      description: 'Cuts for every length.',
    });
    const list = await call(owner, 'GET', '/api/categories/');
    expect(list.status).toBe(200);
    expect(categoryListSchema.parse(list.body)).toContainEqual(created.body);
    const one = await call(owner, 'GET', `/api/categories/${created.body.id}`);
    expect(one).toMatchObject({ status: 200, body: created.body });
  });

  it('lists only the business’s own categories, new ones last', async () => {
    await newCategory(owner, 'colour');
    await newCategory(owner, 'Beard');
    await newCategory(other, 'Nails');
    const { body } = await call(owner, 'GET', '/api/categories/');
    // Until the owner orders them (docs/decisions.md, Catalogue edits).
    expect(body.map((c: Category) => c.categoryName)).toEqual(['Haircuts', 'colour', 'Beard']);
  });

  it('refuses a missing or blank name with the form’s message; a description is optional', async () => {
    const empty = await createCategory(owner, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { msg: 'Service category name is required', code: 'invalid', param: 'categoryName' },
    ]);
    const blank = await createCategory(owner, { categoryName: '   ', description: 'Something' });
    expect(blank).toMatchObject({
      status: 400,
      body: { errors: [{ msg: 'Service category name is required', param: 'categoryName' }] },
    });
  });

  it('refuses a name the business already uses, whatever its case, with 409', async () => {
    for (const categoryName of ['Haircuts', 'HAIRCUTS', ' haircuts ']) {
      const response = await createCategory(owner, { categoryName, description: 'Again' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        errors: [
          {
            msg: `A category named "${categoryName.trim()}" already exists`,
            code: 'category_name_taken',
            param: 'categoryName',
          },
        ],
      });
    }
    expect(await countCategories(owner, 'Haircuts')).toBe(1);
  });

  it('lets two businesses use the same name', async () => {
    const theirs = await newCategory(other, 'Haircuts');
    expect(theirs.categoryName).toBe('Haircuts');
  });

  it('answers 409, never 500, when the same name is created at the same time', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        createCategory(owner, { categoryName: 'Waxing', description: 'Raced' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await countCategories(owner, 'Waxing')).toBe(1);
  });

  it('updates name and description, answers the category and sets updated_at', async () => {
    const category = await newCategory(owner, 'Treatments');
    const response = await updateCategory(owner, category.id, {
      categoryName: 'Hair treatments',
      description: 'Masks and scalp care.',
    });
    expect(response).toMatchObject({
      status: 200,
      body: {
        id: category.id,
        categoryName: 'Hair treatments',
        description: 'Masks and scalp care.',
      },
    });
    expect((await call(owner, 'GET', `/api/categories/${category.id}`)).body).toEqual(
      response.body,
    );
    const row = await t.app.db
      .selectFrom('categories')
      .select('updated_at')
      .where('id', '=', category.id)
      .executeTakeFirstOrThrow();
    expect(row.updated_at).toBe(NOW.toISOString());
  });

  it('lets a category change only the case of its own name', async () => {
    const category = await newCategory(owner, 'styling');
    const response = await updateCategory(owner, category.id, {
      categoryName: 'Styling',
      description: 'Updos and blow-dries.',
    });
    expect(response.status).toBe(200);
    expect(response.body.categoryName).toBe('Styling');
  });

  it('refuses renaming onto another category’s name with 409 and keeps the category', async () => {
    const category = await newCategory(owner, 'Extensions');
    const response = await updateCategory(owner, category.id, {
      categoryName: 'beard',
      description: 'Clash',
    });
    expect(response).toEqual({
      status: 409,
      body: {
        errors: [
          {
            msg: 'A category named "beard" already exists',
            code: 'category_name_taken',
            param: 'categoryName',
          },
        ],
      },
      replayed: undefined,
    });
    expect((await call(owner, 'GET', `/api/categories/${category.id}`)).body).toEqual(category);
  });

  it('refuses an update without a name; one without a description clears it', async () => {
    const category = await newCategory(owner, 'Perms');
    const response = await updateCategory(owner, category.id, { description: 'Curls' });
    expect(response).toMatchObject({
      status: 400,
      body: { errors: [{ msg: 'Service category name is required', param: 'categoryName' }] },
    });
    const cleared = await updateCategory(owner, category.id, { categoryName: 'Perms' });
    expect(cleared).toMatchObject({ status: 200, body: { description: '' } });
  });

  it('answers 400, not 500, for a malformed or huge id and 404 for an unknown one', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await call(owner, 'GET', `/api/categories/${id}`)).status).toBe(400);
      const update = await updateCategory(owner, id, { categoryName: 'X', description: 'Y' });
      expect(update.status).toBe(400);
    }
    for (const id of ['999999']) {
      expect(await call(owner, 'GET', `/api/categories/${id}`)).toMatchObject({
        status: 404,
        body: { errors: [{ msg: 'Category not found' }] },
      });
      const update = await updateCategory(owner, id, { categoryName: 'X', description: 'Y' });
      expect(update.status).toBe(404);
    }
  });
  it('refuses text with a NUL character with 400 on every database', async () => {
    const created = await createCategory(owner, {
      categoryName: 'Nul\u0000name',
      description: 'x',
    });
    expect(created).toMatchObject({
      status: 400,
      body: { errors: [{ msg: 'Text must not contain NUL characters' }] },
    });
    const category = await newCategory(owner, 'Nul target');
    const updated = await updateCategory(owner, category.id, {
      categoryName: 'Nul target',
      description: 'bad\u0000',
    });
    expect(updated.status).toBe(400);
    const service = await createService(
      owner,
      await serviceBody(category.id, { afterDescription: '\u0000' }),
    );
    expect(service.status).toBe(400);
  });
});

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

describe('categories with their services', () => {
  it('lists every category, empty ones with services [], services as made, with prices', async () => {
    const fresh = await registerVerifyAndLogin(t.app, t.dataDir);
    const empty = await newCategory(fresh, 'Empty');
    const nails = await newCategory(fresh, 'Nails');
    const free = await referenceId('price_types', 'Free');
    const from = await referenceId('price_types', 'From');
    await createService(
      fresh,
      await serviceBody(nails.id, { serviceName: 'pedicure', price: '40' }),
    );
    await createService(
      fresh,
      await serviceBody(nails.id, {
        serviceName: 'Manicure',
        price: '45.5',
        priceTypeID: from,
        durationID: await referenceId('durations', 45),
      }),
    );
    await createService(
      fresh,
      await serviceBody(nails.id, {
        serviceName: 'Nail check',
        priceTypeID: free,
        durationID: await referenceId('durations', 480),
      }),
    );
    const response = await call(fresh, 'GET', '/api/cat_wise_services/');
    expect(response.status).toBe(200);
    expect(categoryWithServicesListSchema.parse(response.body)).toEqual([
      { ...empty, services: [] },
      {
        ...nails,
        services: [
          {
            sid: expect.any(Number),
            serviceName: 'pedicure',
            categoryTypeID: nails.id,
            hrs: 1,
            min: 30,
            price: 40,
            priceTypeName: 'Fixed',
            onlineBooking: true,
          },
          {
            sid: expect.any(Number),
            serviceName: 'Manicure',
            categoryTypeID: nails.id,
            hrs: 0,
            min: 45,
            price: 45.5,
            priceTypeName: 'From',
            onlineBooking: true,
          },
          {
            sid: expect.any(Number),
            serviceName: 'Nail check',
            categoryTypeID: nails.id,
            hrs: 8,
            min: 0,
            price: null,
            priceTypeName: 'Free',
            onlineBooking: true,
          },
        ],
      },
    ]);
  });

  it('shows no other business’s categories or services', async () => {
    const { body } = await call(other, 'GET', '/api/cat_wise_services/');
    const names = body.map((c: Category) => c.categoryName);
    expect(names).not.toContain('Colour services');
    expect(names).toContain('Nails');
  });
});

describe('idempotent creation', () => {
  it('replays a category created twice with the same Idempotency-Key: one row, same answer', async () => {
    const key = { 'idempotency-key': 'category-replay-01' };
    const body = { categoryName: 'Replayed', description: 'Sent twice' };
    const first = await createCategory(owner, body, key);
    expect(first.status).toBe(201);
    expect(first.replayed).toBeUndefined();
    const repeat = await createCategory(owner, body, key);
    expect(repeat.status).toBe(201);
    expect(repeat.replayed).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(await countCategories(owner, 'Replayed')).toBe(1);
  });

  it('refuses the same key with another body with 422', async () => {
    const key = { 'idempotency-key': 'category-replay-02' };
    expect(
      (await createCategory(owner, { categoryName: 'Keyed', description: 'A' }, key)).status,
    ).toBe(201);
    const other = await createCategory(owner, { categoryName: 'Keyed 2', description: 'B' }, key);
    expect(other.status).toBe(422);
    expect(other.body.errors[0].msg).toEqual(expect.any(String));
    expect(await countCategories(owner, 'Keyed 2')).toBe(0);
  });

  it('replays a service created twice with the same key without a second service', async () => {
    const category = await newCategory(owner, 'Replayed services');
    const key = { 'idempotency-key': 'service-replay-01' };
    const body = await serviceBody(category.id);
    const first = await createService(owner, body, key);
    const repeat = await createService(owner, body, key);
    expect(first.status).toBe(201);
    expect(repeat).toEqual({ ...first, replayed: 'true' });
    const { body: list } = await call(owner, 'GET', '/api/cat_wise_services/');
    expect(list.find((c: Category) => c.id === category.id).services).toHaveLength(1);
  });
});

describe('catalogue without a valid session', () => {
  it.each([
    ['GET', '/api/categories/'],
    ['GET', '/api/categories/1'],
    ['POST', '/api/categories/create'],
    ['PUT', '/api/categories/update/1'],
    ['GET', '/api/cat_wise_services/'],
    ['POST', '/api/services/create'],
  ] as const)('refuses %s %s with 401', async (method, url) => {
    const invalid: Headers[] = [{}, { authorization: 'Bearer x' }];
    for (const headers of invalid) {
      const response = await call(
        undefined,
        method,
        url,
        { categoryName: 'A', description: 'B' },
        headers,
      );
      expect(response.status).toBe(401);
      expect(response.body.errors[0].msg).toEqual(expect.any(String));
    }
  });
});
