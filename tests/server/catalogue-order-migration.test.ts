// Migration 021 on a catalogue written before it: the categories and their services keep the
// order the lists showed, by name ignoring case, then id (docs/decisions.md, Catalogue edits),
// and a category or service made afterwards goes last.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/security/passwords.js';
import { openOldDatabase, type MigratedApp, type OldDatabase } from './helpers/migrated-app.js';

const NOW = new Date('2026-11-23T10:00:00Z');
const EMAIL = 'order-owner@example.com';
const PASSWORD = 'correct horse battery';
const AT = '2026-01-01T00:00:00.000Z';

let old: OldDatabase | undefined;
let migrated: MigratedApp;

beforeAll(async () => {
  old = await openOldDatabase('020-split-days');
  const { db } = old;
  const owner = await db
    .insertInto('users')
    .values({
      first_name: 'Old',
      last_name: 'Owner',
      business_name: 'Old salon',
      slug: 'old-order',
      email: EMAIL,
      password_hash: await hashPassword(PASSWORD),
      country: '+47',
      mobile: '1',
      timezone: 'Europe/Oslo',
      email_verified_at: AT,
      created_at: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const category = async (name: string) =>
    (
      await db
        .insertInto('categories')
        .values({ business_id: owner.id, name, description: '', created_at: AT, updated_at: AT })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id as number;
  const service = async (categoryId: number, name: string) =>
    db
      .insertInto('services')
      .values({
        business_id: owner.id,
        category_id: categoryId,
        name,
        description: '',
        after_description: '',
        service_type_id: 1,
        duration_id: 1,
        price_type_id: 1,
        price_cents: 45000,
        created_at: AT,
      })
      .execute();
  // Written out of order, and with a name differing only in case, as owners do.
  const nails = await category('nails');
  const beard = await category('Beard');
  await category('Hair');
  for (const name of ['Gel', 'art', 'Buff']) await service(nails, name);
  await service(beard, 'Shave');
  migrated = await old.open({ email: EMAIL, password: PASSWORD, now: NOW });
});

afterAll(async () => {
  await old?.close();
});

describe('migration 021', () => {
  it('keeps the order the lists showed, by name, and puts new items last', async () => {
    const before = (await migrated.get('/api/cat_wise_services/')) as {
      id: number;
      categoryName: string;
      services: { serviceName: string }[];
    }[];
    expect(before.map((c) => c.categoryName)).toEqual(['Beard', 'Hair', 'nails']);
    expect(before[2]?.services.map((s) => s.serviceName)).toEqual(['art', 'Buff', 'Gel']);
    const created = await migrated.app.inject({
      method: 'POST',
      url: '/api/categories/create',
      headers: migrated.auth,
      payload: { categoryName: 'Aaa new' },
    });
    expect(created.statusCode).toBe(201);
    const after = (await migrated.get('/api/categories/')) as { categoryName: string }[];
    expect(after.map((c) => c.categoryName)).toEqual(['Beard', 'Hair', 'nails', 'Aaa new']);
  });
});
