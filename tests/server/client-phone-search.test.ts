// Phone numbers as people type them (docs/decisions.md, Lists at scale): each client's
// number is kept also in E.164 (the business's country as the default region), and the search
// finds it from the national number, the international one, a 00 prefix and any spacing.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { createPostgresDatabase, createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';

const NOW = new Date('2026-11-23T10:00:00Z');

let t: TestApp;
let owner: Owner;
let other: Owner;

async function search(who: Owner, q: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/clients?q=${encodeURIComponent(q)}`,
    headers: who.auth,
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<{
    clients: { firstName: string; lastName: string }[];
    total: number;
  }>();
  expect(body.total).toBe(body.clients.length);
  return body.clients.map((c) => `${c.firstName} ${c.lastName}`).sort();
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
  other = await registerVerifyAndLogin(t.app, t.dataDir);
  for (const client of [
    { firstName: 'Kari', lastName: 'Nordmann', phone: '+47 934 56 789' },
    { firstName: 'Lars', lastName: 'Berg', phone: '0047 455 66 778' },
    { firstName: 'Siri', lastName: 'Dahl', phone: '412 00 000' },
    { firstName: 'Tom', lastName: 'Smith', phone: '+44 7700 900123' },
  ]) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: owner.auth,
      payload: client,
    });
    expect(response.statusCode).toBe(201);
  }
  await t.app.inject({
    method: 'POST',
    url: '/api/clients',
    headers: other.auth,
    payload: { firstName: 'Not', lastName: 'Yours', phone: '+47 934 56 789' },
  });
});

afterAll(async () => {
  await t.close();
});

describe('phone search', () => {
  it.each([
    ['93456789', ['Kari Nordmann']],
    ['934 56 789', ['Kari Nordmann']],
    ['004793456789', ['Kari Nordmann']],
    ['+4793456789', ['Kari Nordmann']],
    ['+47 934', ['Kari Nordmann']],
    ['934', ['Kari Nordmann']],
    ['45566778', ['Lars Berg']],
    ['455 66', ['Lars Berg']],
    ['+47 455 66 778', ['Lars Berg']],
    ['4741200000', ['Siri Dahl']],
    ['412', ['Siri Dahl']],
    ['07700 900123', []],
    ['0044 7700 900123', ['Tom Smith']],
    ['+447700900123', ['Tom Smith']],
  ])('finds %j', async (q, expected) => {
    expect(await search(owner, q)).toEqual(expected);
  });

  it('stores the number in E.164, with the business’s country for a national one', async () => {
    const rows = await t.app.db
      .selectFrom('clients')
      .select(['first_name', 'phone_e164'])
      .where('business_id', '=', owner.id)
      .orderBy('first_name')
      .execute();
    expect(rows).toEqual([
      { first_name: 'Kari', phone_e164: '+4793456789' },
      { first_name: 'Lars', phone_e164: '+4745566778' },
      { first_name: 'Siri', phone_e164: '+4741200000' },
      { first_name: 'Tom', phone_e164: '+447700900123' },
    ]);
  });
});

describe('migration 008', () => {
  it('fills E.164 for existing clients from their business’s dialling code', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'salon-phone-migration-'));
    const pg = process.env.TEST_DATABASE_URL
      ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
      : undefined;
    const opened = openDatabase({ databaseUrl: pg?.url, dataDir });
    try {
      await migrateToLatest(opened.db, opened.kind, '007-business-locale');
      const ids: number[] = [];
      for (const [index, country] of ['+47', '+46'].entries()) {
        const user = await opened.db
          .insertInto('users')
          .values({
            first_name: 'Old',
            last_name: 'Owner',
            business_name: `Salon ${index}`,
            email: `old-${index}@example.com`,
            password_hash: 'x',
            country,
            mobile: '1',
            timezone: 'Europe/Oslo',
            brand_logo: null,
            email_verified_at: null,
            created_at: '2026-01-01T00:00:00.000Z',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(user.id);
      }
      const at = '2026-01-01T00:00:00.000Z';
      const old = (businessId: number, phone: string) => ({
        business_id: businessId,
        first_name: 'A',
        last_name: phone,
        phone,
        search_name: 'a',
        search_last: 'a',
        phone_digits: phone.replace(/\D/g, ''),
        created_at: at,
        updated_at: at,
      });
      await opened.db
        .insertInto('clients')
        .values([
          old(ids[0]!, '934 56 789'),
          old(ids[0]!, '0047 455 66 778'),
          old(ids[0]!, ''),
          old(ids[0]!, 'ring resepsjonen'),
          old(ids[1]!, '070-123 45 67'),
        ])
        .execute();
      await migrateToLatest(opened.db, opened.kind);
      const rows = await opened.db
        .selectFrom('clients')
        .select(['last_name', 'phone_e164', 'duplicate_of'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { last_name: '934 56 789', phone_e164: '+4793456789', duplicate_of: null },
        { last_name: '0047 455 66 778', phone_e164: '+4745566778', duplicate_of: null },
        { last_name: '', phone_e164: '', duplicate_of: null },
        { last_name: 'ring resepsjonen', phone_e164: '', duplicate_of: null },
        { last_name: '070-123 45 67', phone_e164: '+46701234567', duplicate_of: null },
      ]);
    } finally {
      await opened.db.destroy();
      await pg?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
