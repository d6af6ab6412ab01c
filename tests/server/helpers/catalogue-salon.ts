// The owners the catalogue's call tests work as (catalogue, catalogue-services): two businesses
// on a clock fixed on 4 May 2026, and the calls and bodies both files send. The bindings below are
// set by the hooks `useCatalogueSalon()` adds to the calling file, which gets a fresh database of
// its own.
import { afterAll, beforeAll, expect } from 'vitest';
import {
  categorySchema,
  type Category,
  type CategoryBody,
  type ServiceCreateBody,
} from '@contract/catalogue.js';
import { createTestApp, type TestApp } from './test-app.js';
import { registerVerifyAndLogin, type Owner } from './accounts.js';
import { referenceIdIn } from './reference-ids.js';

export const NOW = new Date('2026-05-04T08:00:00Z');

export let t: TestApp;
export let owner: Owner;
export let other: Owner;

export type Headers = Record<string, string>;

export async function call(
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

export const createCategory = (who: Owner, body: Partial<CategoryBody>, headers: Headers = {}) =>
  call(who, 'POST', '/api/categories/create', body, headers);

export const updateCategory = (who: Owner, id: number | string, body: Partial<CategoryBody>) =>
  call(who, 'PUT', `/api/categories/update/${id}`, body);

export const createService = (
  who: Owner,
  body: Partial<ServiceCreateBody>,
  headers: Headers = {},
) => call(who, 'POST', '/api/services/create', body, headers);

export async function newCategory(who: Owner, categoryName: string): Promise<Category> {
  const { status, body } = await createCategory(who, {
    categoryName,
    description: `All about ${categoryName}`,
  });
  expect(status).toBe(201);
  return categorySchema.parse(body);
}

export const referenceId = (
  table: 'price_types' | 'service_types' | 'durations',
  match: string | number,
) => referenceIdIn(t.app.db, table, match);

export async function serviceBody(
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

export async function countCategories(who: Owner, name: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('business_id', '=', who.id)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The app on a fresh database and the two owners, for the calling file. */
export function useCatalogueSalon() {
  beforeAll(async () => {
    t = await createTestApp({ clock: () => NOW });
    owner = await registerVerifyAndLogin(t.app, t.dataDir);
    other = await registerVerifyAndLogin(t.app, t.dataDir);
  });

  afterAll(async () => {
    await t.close();
  });
}
