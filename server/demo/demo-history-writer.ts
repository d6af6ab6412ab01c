// `npm run demo -- --years N`: writes the generated history (demo-history.ts) over the demo
// business's clients and bookings, in batches, inside the caller's transaction.
import { PostgresAdapter, sql, type Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { AppointmentItemsTable, AppointmentsTable } from '../db/schema.js';
import { itemsJson } from '../repositories/appointment-reads.js';
import { zoneOffsetMs } from '../../contract/booking-time.js';
import { clientSearchColumns } from '../../contract/client-search.js';
import type { DemoMember } from './demo-team.js';
import type { DemoClient } from './demo-appointments.js';
import type { DemoHistory } from './demo-history.js';
import { DEMO_TIMEZONE } from './demo-business.js';

/**
 * `count` ids for new rows of `table`, taken from its sequence so the rows can be written in
 * batches with their items (a batch's RETURNING order is not guaranteed). On SQLite the
 * transaction holds the write lock (begin immediate), so no one else takes an id meanwhile.
 */
async function reserveIds(
  db: Db,
  table: 'appointments' | 'clients',
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ id: number }>`
      select nextval(pg_get_serial_sequence(${table}, 'id'))::integer as id
      from generate_series(1, ${count})`.execute(db);
    return rows.map((row) => row.id);
  }
  // AUTOINCREMENT never reuses an id, even a deleted row's: start after the largest ever given.
  const { rows } = await sql<{ seq: number | null; largest: number | null }>`
    select (select seq from sqlite_sequence where name = ${table}) as seq,
      (select max(id) from ${sql.table(table)}) as largest`.execute(db);
  const first = Math.max(rows[0]?.seq ?? 0, rows[0]?.largest ?? 0) + 1;
  return Array.from({ length: count }, (_, index) => first + index);
}

/** Inserts `rows` a batch at a time: a statement may bind at most 32,766 values on SQLite. */
async function insertBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}

/** Replaces the business's clients and appointments with the generated history. */
export async function writeHistory(
  db: Db,
  businessId: number,
  history: DemoHistory,
  team: readonly DemoMember[],
): Promise<void> {
  await db.deleteFrom('appointment_items').where('business_id', '=', businessId).execute();
  await db.deleteFrom('appointments').where('business_id', '=', businessId).execute();
  await db.deleteFrom('clients').where('business_id', '=', businessId).execute();

  const since = `${history.firstDay}T08:00:00.000Z`;
  const clientIds = await reserveIds(db, 'clients', history.clients.length);
  const clientRows = history.clients.map((client, index) => ({
    id: clientIds[index] as number,
    business_id: businessId,
    first_name: client.first_name,
    last_name: client.last_name,
    phone: client.phone,
    email: client.email,
    ...clientSearchColumns({
      firstName: client.first_name,
      lastName: client.last_name,
      phone: client.phone,
      email: client.email,
    }),
    created_at: since,
    updated_at: since,
  }));
  await insertBatches(clientRows, 500, (batch) => db.insertInto('clients').values(batch).execute());

  // Opening hours never hold a clock change (Oslo's are at night), so one offset serves a whole
  // day: the one at noon UTC. One Intl call per day instead of several per booking.
  const offsetOf = new Map<string, number>();
  const instantOf = (date: string, time: string): number => {
    const wall = Date.parse(`${date}T${time}:00.000Z`);
    let offset = offsetOf.get(date);
    if (offset === undefined) {
      offset = zoneOffsetMs(Date.parse(`${date}T12:00:00.000Z`), DEMO_TIMEZONE);
      offsetOf.set(date, offset);
    }
    return wall - offset;
  };
  // Nothing was written after the morning of "today", when the demo is seeded.
  const seededAt = instantOf(history.today, '08:00');

  const appointmentIds = await reserveIds(db, 'appointments', history.appointments.length);
  const appointmentRows: Insertable<AppointmentsTable>[] = [];
  const itemRows: Insertable<AppointmentItemsTable>[] = [];
  // Rows are spelled out field by field: spreading 50,000 objects took seconds.
  for (const [index, booking] of history.appointments.entries()) {
    const id = appointmentIds[index] as number;
    const start = instantOf(booking.book_date, booking.book_time);
    const minutes = booking.items.reduce((sum, item) => sum + item.duration_min, 0);
    const createdAt = Math.min(start - booking.bookedDaysBefore * 86_400_000, seededAt);
    // A cancellation or a no-show is one change after booking (version 2), made by its start.
    const changed = booking.status !== 'booked';
    const person = history.clients[booking.client] as DemoClient;
    appointmentRows.push({
      id,
      business_id: businessId,
      book_date: booking.book_date,
      book_time: booking.book_time,
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + minutes * 60_000).toISOString(),
      status: booking.status,
      cancel_reason: booking.cancel_reason,
      source: booking.source,
      notes: '',
      client_id: clientIds[booking.client] as number,
      member_id: team[booking.member ?? 0]?.id ?? null,
      first_name: person.first_name,
      last_name: person.last_name,
      amount_cents: booking.amount_cents,
      items_json: itemsJson(booking.items),
      payment_status: booking.payment_status,
      version: changed ? 2 : 1,
      created_at: new Date(createdAt).toISOString(),
      updated_at: new Date(
        changed ? Math.max(createdAt, Math.min(start, seededAt)) : createdAt,
      ).toISOString(),
    });
    booking.items.forEach((item, position) =>
      itemRows.push({
        appointment_id: id,
        business_id: businessId,
        position,
        service_id: item.service_id,
        name: item.name,
        price_cents: item.price_cents,
        duration_min: item.duration_min,
      }),
    );
  }
  await insertBatches(appointmentRows, 500, (batch) =>
    db.insertInto('appointments').values(batch).execute(),
  );
  await insertBatches(itemRows, 1000, (batch) =>
    db.insertInto('appointment_items').values(batch).execute(),
  );
}
