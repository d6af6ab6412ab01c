// Migration 003 on rows written the old way: `book_items` as JSON text (once double
// encoded, prices with cents). The spec's read calls must answer the same JSON after it as before;
// the "before" JSON is written here by hand from the old rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/security/passwords.js';
import { openOldDatabase, type MigratedApp, type OldDatabase } from './helpers/migrated-app.js';

// Monday 23 November 2026, 11:00 in Oslo.
const NOW = new Date('2026-11-23T10:00:00Z');
const EMAIL = 'old-owner@example.com';
const PASSWORD = 'correct horse battery';

const SPEC_FIELDS = [
  'id',
  'book_date',
  'book_time',
  'firstName',
  'lastName',
  'amount',
  'payment_status',
  'book_items',
] as const;

type Json = Record<string, unknown>;
const specOnly = (list: Json[]) =>
  list.map((item) => Object.fromEntries(SPEC_FIELDS.map((field) => [field, item[field]])));

let old: OldDatabase | undefined;
let get: MigratedApp['get'];
const ids: Record<'a' | 'b' | 'c' | 'd', number> = { a: 0, b: 0, c: 0, d: 0 };

beforeAll(async () => {
  old = await openOldDatabase('002-rate-limits');
  const { db } = old;
  const user = await db
    .insertInto('users')
    .values({
      first_name: 'Old',
      last_name: 'Owner',
      business_name: 'Old Salon',
      email: EMAIL,
      password_hash: await hashPassword(PASSWORD),
      timezone: 'Europe/Oslo',
      email_verified_at: '2026-01-01T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const insert = async (
    date: string,
    time: string,
    first: string,
    last: string,
    payment: string,
    items: unknown[],
    encode = (value: unknown[]) => JSON.stringify(value),
  ) => {
    const row = await db
      .insertInto('appointments')
      .values({
        business_id: user.id,
        book_date: date,
        book_time: time,
        first_name: first,
        last_name: last,
        amount_cents: items.reduce<number>(
          (sum, item) => sum + (item as { price_cents: number }).price_cents,
          0,
        ),
        payment_status: payment,
        book_items: encode(items),
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  ids.a = await insert('2026-11-24', '09:00', 'Nora', 'Hansen', 'paid', [
    { id: 1, name: 'Balayage', price_cents: 16000, duration: 180 },
    { id: 2, name: 'Toner & gloss', price_cents: 4050, duration: 45 },
  ]);
  ids.b = await insert(
    '2026-11-20',
    '14:30',
    'Ola',
    'Nordmann',
    'unpaid',
    [
      { id: 4, name: 'Fringe', price_cents: 1999, duration: 15 },
      { id: 5, name: 'Wash', price_cents: 1, duration: 5 },
    ],
    (items) => JSON.stringify(JSON.stringify(items)),
  );
  // 02:30 happens twice in Oslo that night; the first pass is taken.
  ids.c = await insert('2026-10-25', '02:30', 'Nora', 'Hansen', 'refunded', [
    { id: 3, name: 'Cut', price_cents: 45000, duration: 60 },
  ]);
  // 02:30 never happened in Oslo that night (the clocks skipped it).
  ids.d = await insert('2026-03-29', '02:30', 'Kari', 'Berg', 'paid', []);
  ({ get } = await old.open({ email: EMAIL, password: PASSWORD, now: NOW }));
});

afterAll(async () => {
  await old?.close();
});

describe('migration 003 on old rows', () => {
  const a = () => ({
    id: ids.a,
    book_date: '2026-11-24',
    book_time: '09:00 AM',
    firstName: 'Nora',
    lastName: 'Hansen',
    amount: 200.5,
    payment_status: 'paid',
    book_items: [
      { id: 1, name: 'Balayage', price: 160, duration: 180 },
      { id: 2, name: 'Toner & gloss', price: 40.5, duration: 45 },
    ],
  });
  const b = () => ({
    id: ids.b,
    book_date: '2026-11-20',
    book_time: '02:30 PM',
    firstName: 'Ola',
    lastName: 'Nordmann',
    amount: 20,
    payment_status: 'unpaid',
    book_items: [
      { id: 4, name: 'Fringe', price: 19.99, duration: 15 },
      { id: 5, name: 'Wash', price: 0.01, duration: 5 },
    ],
  });
  const c = () => ({
    id: ids.c,
    book_date: '2026-10-25',
    book_time: '02:30 AM',
    firstName: 'Nora',
    lastName: 'Hansen',
    amount: 450,
    payment_status: 'refunded',
    book_items: [{ id: 3, name: 'Cut', price: 450, duration: 60 }],
  });
  const d = () => ({
    id: ids.d,
    book_date: '2026-03-29',
    book_time: '02:30 AM',
    firstName: 'Kari',
    lastName: 'Berg',
    amount: 0,
    payment_status: 'paid',
    book_items: [],
  });

  it('answers the spec’s read calls with the same JSON as before', async () => {
    expect(await get('/api/appointments/by_client')).toEqual({ cnt: 4 });
    expect(specOnly(await get('/api/appointments/all_upcoming'))).toEqual([a()]);
    expect(specOnly(await get('/api/appointments/latest_appointment_by_client'))).toEqual([a()]);
    expect(specOnly(await get('/api/appointments/all_past'))).toEqual([b(), c(), d()]);
    expect(specOnly(await get('/api/appointments/all_appointment_by_client'))).toEqual([
      d(),
      c(),
      b(),
      a(),
    ]);
  });

  it('gives each row its instants in the business’s zone, DST-correct, and its end', async () => {
    const all: Json[] = await get('/api/appointments/all_appointment_by_client');
    const byId = new Map(all.map((row) => [row.id, row]));
    expect(byId.get(ids.a)).toMatchObject({
      start: '2026-11-24T08:00:00.000Z',
      end: '2026-11-24T11:45:00.000Z',
      status: 'booked',
      version: 1,
    });
    // Rows from before the diary came from outside the back office, which could not book.
    expect(await get(`/api/appointments/${ids.a}`)).toMatchObject({
      source: 'online',
      notes: '',
      cancelReason: '',
    });
    expect(byId.get(ids.b)).toMatchObject({
      start: '2026-11-20T13:30:00.000Z',
      end: '2026-11-20T13:50:00.000Z',
      status: 'completed',
    });
    expect(byId.get(ids.c)).toMatchObject({
      start: '2026-10-25T00:30:00.000Z',
      end: '2026-10-25T01:30:00.000Z',
    });
    // A skipped time is taken at the offset before the change (UTC+1).
    expect(byId.get(ids.d)).toMatchObject({
      start: '2026-03-29T01:30:00.000Z',
      end: '2026-03-29T01:30:00.000Z',
    });
  });

  it('makes one client per distinct name, with the visits on their page', async () => {
    const all: Json[] = await get('/api/appointments/all_appointment_by_client');
    const clientOf = (id: number) => all.find((row) => row.id === id)?.clientId;
    expect(clientOf(ids.a)).toBe(clientOf(ids.c));
    expect(new Set(all.map((row) => row.clientId)).size).toBe(3);
    const clients = await get('/api/clients');
    expect(clients.total).toBe(3);
    const nora = await get(`/api/clients/${clientOf(ids.a)}`);
    expect(nora).toMatchObject({
      firstName: 'Nora',
      lastName: 'Hansen',
      totalSpent: 200.5,
      visits: 1,
    });
    expect(nora.upcoming.map((row: Json) => row.id)).toEqual([ids.a]);
    expect(nora.past.map((row: Json) => row.id)).toEqual([ids.c]);
  });
});
