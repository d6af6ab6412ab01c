// The CSV files (docs/decisions.md, Reports): UTF-8 with a byte-order mark so spreadsheet
// programs read Norwegian letters, ISO dates, amounts as plain numbers, and a text that a
// spreadsheet would run as a formula (= + - @, tab, carriage return first) written with a ' in
// front. Rows come from the database in pieces along an index (keyset paging, the way the whole
// lists do, docs/decisions.md, Lists at scale), so three years never sit in memory at once.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { sql } from 'kysely';
import type { ReportQuery } from '@contract/reports.js';
import type { Db } from '../../db/database.js';
import { minuteIso } from '../../repositories/appointment-reads.js';

/** Rows per read: a few milliseconds of the process each. */
export const CSV_PIECE = 500;

type Cell = string | number | null;

/** A text cell a spreadsheet would take for a formula gets a ' in front (OWASP's advice). */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A CSV stream of `header` then the rows of `pieces`, with the byte-order mark first. */
export function csvStream(header: string[], pieces: AsyncIterable<Cell[][]>): Readable {
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: header,
    record_delimiter: 'windows',
    cast: { string: neutralise },
  });
  async function* rows() {
    for await (const piece of pieces) yield* piece;
  }
  // pipeline-like: an error in the reading ends the download instead of hanging it.
  const source = Readable.from(rows());
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}

interface AppointmentCursor {
  book_date: string;
  book_time: string;
  id: number;
}

export const APPOINTMENT_CSV_HEADER = [
  'id',
  'date',
  'time',
  'start',
  'end',
  'status',
  'source',
  'client_id',
  'first_name',
  'last_name',
  'services',
  'team_member',
  'amount',
  'payment_status',
  'paid',
  'refunded',
];

/** The period's bookings, by date and time, in pieces. */
export async function* appointmentPieces(
  db: Db,
  businessId: number,
  period: ReportQuery,
  now: Date,
  piece = CSV_PIECE,
): AsyncGenerator<Cell[][]> {
  const nowIso = minuteIso(now);
  let after: AppointmentCursor | undefined;
  for (;;) {
    let query = db
      .selectFrom('appointments as a')
      .leftJoin('team_members as m', (join) =>
        join.onRef('m.id', '=', 'a.member_id').on('m.business_id', '=', businessId),
      )
      .where('a.business_id', '=', businessId)
      .where('a.book_date', '>=', period.from)
      .where('a.book_date', '<=', period.to);
    if (after) {
      const { book_date, book_time, id } = after;
      // Row values compare in order on both databases: strictly after the last row sent.
      query = query.where(
        sql<boolean>`(a.book_date, a.book_time, a.id) > (${book_date}, ${book_time}, ${id})`,
      );
    }
    const rows = await query
      .select([
        'a.id',
        'a.book_date',
        'a.book_time',
        'a.start_at',
        'a.end_at',
        'a.status',
        'a.source',
        'a.client_id',
        'a.first_name',
        'a.last_name',
        'a.items_json',
        'm.name as member_name',
        'a.amount_cents',
        'a.payment_status',
      ])
      .orderBy('a.book_date')
      .orderBy('a.book_time')
      .orderBy('a.id')
      .limit(piece)
      .execute();
    if (rows.length === 0) return;
    const payments = await db
      .selectFrom('payments')
      .select((eb) => [
        'appointment_id',
        eb.fn
          .sum<number>(sql`case when kind = 'payment' then amount_cents + tip_cents else 0 end`)
          .as('paid'),
        eb.fn
          .sum<number>(sql`case when kind = 'refund' then amount_cents else 0 end`)
          .as('refunded'),
      ])
      .where('business_id', '=', businessId)
      .where(
        'appointment_id',
        'in',
        rows.map((row) => row.id),
      )
      .groupBy('appointment_id')
      .execute();
    const byBooking = new Map(payments.map((p) => [p.appointment_id, p]));
    yield rows.map((row) => {
      const recorded = byBooking.get(row.id);
      // Settled before the checkout existed: the status is the truth (docs/decisions.md, Checkout).
      const settled = row.payment_status === 'paid' || row.payment_status === 'refunded';
      const paid = recorded ? Number(recorded.paid) : settled ? row.amount_cents : 0;
      const refunded = recorded
        ? Number(recorded.refunded)
        : row.payment_status === 'refunded'
          ? row.amount_cents
          : 0;
      const items = JSON.parse(row.items_json) as [unknown, string, number, number][];
      return [
        row.id,
        row.book_date,
        row.book_time,
        row.start_at,
        row.end_at,
        row.status === 'booked' && row.start_at < nowIso ? 'completed' : row.status,
        row.source,
        row.client_id,
        row.first_name,
        row.last_name,
        items.map((item) => item[1]).join(' + '),
        row.member_name ?? '',
        row.amount_cents / 100,
        row.payment_status,
        paid / 100,
        refunded / 100,
      ];
    });
    const last = rows.at(-1)!;
    after = { book_date: last.book_date, book_time: last.book_time, id: last.id };
    if (rows.length < piece) return;
  }
}

export const CLIENT_CSV_HEADER = [
  'id',
  'first_name',
  'last_name',
  'phone',
  'email',
  'notes',
  'created',
];

/** Every client of the business, by id, in pieces. */
export async function* clientPieces(
  db: Db,
  businessId: number,
  piece = CSV_PIECE,
): AsyncGenerator<Cell[][]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('clients')
      .select(['id', 'first_name', 'last_name', 'phone', 'email', 'notes', 'created_at'])
      .where('business_id', '=', businessId)
      // An erased client has nothing left to list (docs/decisions.md, Client data).
      .where('erased_at', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(piece)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((row) => [
      row.id,
      row.first_name,
      row.last_name,
      row.phone,
      row.email,
      row.notes,
      row.created_at,
    ]);
    after = rows.at(-1)!.id;
    if (rows.length < piece) return;
  }
}

/** A table already in memory (a report's few rows) as one piece. */
export async function* onePiece(rows: Cell[][]): AsyncGenerator<Cell[][]> {
  await Promise.resolve();
  yield rows;
}
