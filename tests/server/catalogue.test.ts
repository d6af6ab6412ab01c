// The catalogue's calls for categories: create, read, update, delete, listed with their
// services, scoped to the business, created once per Idempotency-Key and refused without a
// session. Services, and another business's catalogue, are catalogue-services.test.ts; the owners
// both work as are helpers/catalogue-salon.ts.
import { describe, expect, it } from 'vitest';
import {
  categoryListSchema,
  categoryWithServicesListSchema,
  type Category,
} from '../../contract/catalogue.js';
import { registerVerifyAndLogin } from './helpers/accounts.js';
import {
  NOW,
  t,
  owner,
  other,
  Headers,
  call,
  createCategory,
  updateCategory,
  createService,
  newCategory,
  referenceId,
  serviceBody,
  countCategories,
  useCatalogueSalon,
} from './helpers/catalogue-salon.js';

useCatalogueSalon();

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
            params: { categoryName: categoryName.trim() },
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
            params: { categoryName: 'beard' },
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
