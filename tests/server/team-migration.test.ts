// Migration 011 on a business written with the schema before it: the owner becomes its one team
// member, with the business's "clients at the same time", every service and every booking, and
// the spec's read calls answer the same JSON as before for the old rows, memberId added
// (docs/decisions.md, Team). The "before" JSON is written here by hand from the old rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/security/passwords.js';
import { openOldDatabase, type MigratedApp, type OldDatabase } from './helpers/migrated-app.js';

// Monday 23 November 2026, 11:00 in Oslo.
const NOW = new Date('2026-11-23T10:00:00Z');
const EMAIL = 'team-owner@example.com';
const PASSWORD = 'correct horse battery';
const AT = '2026-01-01T00:00:00.000Z';

let old: OldDatabase | undefined;
let app: MigratedApp['app'];
let get: MigratedApp['get'];
const ids = { business: 0, other: 0, client: 0, cut: 0, colour: 0, upcoming: 0, past: 0 };

beforeAll(async () => {
  old = await openOldDatabase('010-replays-without-tokens');
  const { db } = old;
  const owner = async (email: string, first: string, last: string) => {
    const row = await db
      .insertInto('users')
      .values({
        first_name: first,
        last_name: last,
        business_name: `${first}'s`,
        slug: email.split('@')[0],
        email,
        password_hash: await hashPassword(PASSWORD),
        country: '+47',
        mobile: '1',
        timezone: 'Europe/Oslo',
        email_verified_at: AT,
        created_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  ids.business = await owner(EMAIL, 'Old', 'Owner');
  ids.other = await owner('other-owner@example.com', 'Kari', 'Other');
  await db
    .insertInto('business_availability')
    .values({ business_id: ids.business, capacity: 3 })
    .execute();
  const category = await db
    .insertInto('categories')
    .values({
      business_id: ids.business,
      name: 'Hair',
      description: 'Hair',
      created_at: AT,
      updated_at: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const service = async (name: string) => {
    const row = await db
      .insertInto('services')
      .values({
        business_id: ids.business,
        category_id: category.id,
        name,
        description: name,
        after_description: '',
        service_type_id: 1,
        duration_id: 1,
        price_type_id: 1,
        price_cents: 45000,
        created_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  ids.cut = await service('Cut');
  ids.colour = await service('Colour');
  const client = await db
    .insertInto('clients')
    .values({
      business_id: ids.business,
      first_name: 'Nora',
      last_name: 'Hansen',
      search_name: 'nora hansen',
      search_last: 'hansen nora',
      created_at: AT,
      updated_at: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.client = Number(client.id);
  const booking = async (date: string, time: string, start: string, end: string) => {
    const row = await db
      .insertInto('appointments')
      .values({
        business_id: ids.business,
        book_date: date,
        book_time: time,
        start_at: start,
        end_at: end,
        status: 'booked',
        source: 'owner',
        notes: '',
        version: 2,
        client_id: ids.client,
        first_name: 'Nora',
        last_name: 'Hansen',
        amount_cents: 45000,
        items_json: JSON.stringify([[ids.cut, 'Cut', 45000, 60]]),
        payment_status: 'paid',
        created_at: AT,
        updated_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await db
      .insertInto('appointment_items')
      .values({
        appointment_id: id,
        business_id: ids.business,
        position: 0,
        service_id: ids.cut,
        name: 'Cut',
        price_cents: 45000,
        duration_min: 60,
      })
      .execute();
    return id;
  };
  ids.upcoming = await booking(
    '2026-11-24',
    '09:00',
    '2026-11-24T08:00:00.000Z',
    '2026-11-24T09:00:00.000Z',
  );
  ids.past = await booking(
    '2026-11-20',
    '14:30',
    '2026-11-20T13:30:00.000Z',
    '2026-11-20T14:30:00.000Z',
  );
  ({ app, get } = await old.open({ email: EMAIL, password: PASSWORD, now: NOW }));
});

afterAll(async () => {
  await old?.close();
});

async function ownerMember(businessId: number) {
  const members = await app.db
    .selectFrom('team_members')
    .selectAll()
    .where('business_id', '=', businessId)
    .execute();
  expect(members).toHaveLength(1);
  const [member] = members;
  if (!member) throw new Error('no member');
  return member;
}

describe('migration 011 on a business from before the team', () => {
  it('makes the owner its one member, serving as many at a time as the business did', async () => {
    expect(await ownerMember(ids.business)).toMatchObject({
      name: 'Old Owner',
      color: 'blue',
      phone: '',
      email: '',
      active: 1,
      position: 0,
      capacity: 3,
    });
    // A business that never saved its rules had one client at a time.
    expect(await ownerMember(ids.other)).toMatchObject({ name: 'Kari Other', capacity: 1 });
  });

  it('gives the owner every service and every booking of their business only', async () => {
    const member = await ownerMember(ids.business);
    const services = await app.db
      .selectFrom('team_member_services')
      .select(['member_id', 'service_id', 'business_id'])
      .orderBy('service_id')
      .execute();
    expect(services).toEqual([
      { member_id: member.id, service_id: ids.cut, business_id: ids.business },
      { member_id: member.id, service_id: ids.colour, business_id: ids.business },
    ]);
    const bookings = await app.db
      .selectFrom('appointments')
      .select(['id', 'member_id'])
      .orderBy('id')
      .execute();
    expect(bookings).toEqual([
      { id: ids.upcoming, member_id: member.id },
      { id: ids.past, member_id: member.id },
    ]);
  });

  it('answers the spec’s read calls with the same JSON as before, memberId added', async () => {
    const member = await ownerMember(ids.business);
    const row = (id: number, date: string, time: string, start: string, end: string) => ({
      id,
      book_date: date,
      book_time: time,
      firstName: 'Nora',
      lastName: 'Hansen',
      amount: 450,
      payment_status: 'paid',
      status: start < NOW.toISOString() ? 'completed' : 'booked',
      clientId: ids.client,
      start,
      end,
      version: 2,
      book_items: [{ id: ids.cut, name: 'Cut', price: 450, duration: 60 }],
    });
    const before = {
      upcoming: row(
        ids.upcoming,
        '2026-11-24',
        '09:00 AM',
        '2026-11-24T08:00:00.000Z',
        '2026-11-24T09:00:00.000Z',
      ),
      past: row(
        ids.past,
        '2026-11-20',
        '02:30 PM',
        '2026-11-20T13:30:00.000Z',
        '2026-11-20T14:30:00.000Z',
      ),
    };
    const after = {
      // And where each came from (docs/decisions.md, Calendar shading and states).
      upcoming: { ...before.upcoming, memberId: member.id, source: 'owner' },
      past: { ...before.past, memberId: member.id, source: 'owner' },
    };
    expect(await get('/api/appointments/by_client')).toEqual({ cnt: 2 });
    expect(await get('/api/appointments/all_upcoming')).toEqual([after.upcoming]);
    expect(await get('/api/appointments/latest_appointment_by_client')).toEqual([after.upcoming]);
    expect(await get('/api/appointments/all_past')).toEqual([after.past]);
    expect(await get('/api/appointments/all_appointment_by_client')).toEqual([
      after.past,
      after.upcoming,
    ]);
    expect(await get('/api/appointments/range?from=2026-11-20&to=2026-11-24')).toEqual([
      after.past,
      after.upcoming,
    ]);
  });
});
