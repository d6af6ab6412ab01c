// all_upcoming, all_past and all_appointment_by_client without parameters answer every
// appointment, as the spec says (docs/decisions.md, Lists at scale). Three years are 45,000 rows
// and 15 MB: read and written at once they held the process for seconds, every other business
// waiting. Here they are read in pieces along the (business, date, time)
// index and written as they come, the event loop free between pieces, and charged to the
// business's budget by the rows sent (docs/decisions.md, Fair sharing). The bytes are those of
// the whole array: the same fields, order and JSON.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';
import { appointmentResponseSchema } from '@contract/appointments.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import {
  APPOINTMENT_COLUMNS,
  diaryJson,
  minuteIso,
  toAppointment,
  type AppointmentRow,
} from '../../repositories/appointment-reads.js';
import { compileSerializer } from '../../response-serializer.js';
import type { BusinessBudgets } from '../../security/business-budget.js';
import { localNow, onSideOf } from '../../scheduling/upcoming.js';

/** Rows per piece: a few milliseconds of the process each. */
export const WHOLE_LIST_PIECE = 500;

export type WholeListName = 'upcoming' | 'past' | 'all';

const serializeAppointment = compileSerializer(appointmentResponseSchema);

type Scoped = SelectQueryBuilder<Database, 'appointments', object>;

function scoped(
  db: Db,
  business: { id: number; timezone: string },
  now: Date,
  list: WholeListName,
): Scoped {
  const query = db.selectFrom('appointments').where('business_id', '=', business.id);
  if (list === 'all') return query.where('status', '<>', 'cancelled');
  return query.where(onSideOf(list, localNow(now, business.timezone)));
}

interface Cursor {
  book_date: string;
  book_time: string;
  id: number;
}

/** The list's rows in pieces, in the order of the whole list: past latest first, else soonest. */
export async function* wholeListPieces(
  db: Db,
  business: { id: number; timezone: string },
  now: Date,
  list: WholeListName,
  piece = WHOLE_LIST_PIECE,
): AsyncGenerator<AppointmentRow[]> {
  const dir = list === 'past' ? 'desc' : 'asc';
  const beyond = dir === 'asc' ? '>' : '<';
  let after: Cursor | undefined;
  for (;;) {
    let query = scoped(db, business, now, list);
    if (after) {
      const { book_date, book_time, id } = after;
      // Row values compare in order on both databases: (date, time, id) strictly beyond the last.
      query = query.where(
        sql<boolean>`(book_date, book_time, id) ${sql.raw(beyond)} (${book_date}, ${book_time}, ${id})`,
      );
    }
    const rows = await query
      .select(APPOINTMENT_COLUMNS)
      .select(diaryJson(db))
      .orderBy('book_date', dir)
      .orderBy('book_time', dir)
      .orderBy('id', dir)
      .limit(piece)
      .execute();
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < piece) return;
    after = { book_date: last.book_date, book_time: last.book_time, id: last.id };
  }
}

/** Lets the requests waiting behind this one run before the next piece. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Sends the whole list as one JSON array, written piece by piece as the client reads it. The
 * status and headers leave with the first piece: a database failure after it cuts the answer
 * short (the client sees a broken body, never a half list taken for whole).
 */
export function sendWholeList(
  reply: FastifyReply,
  db: Db,
  business: { id: number; timezone: string },
  now: Date,
  list: WholeListName,
  budgets: BusinessBudgets | undefined,
): FastifyReply {
  const nowIso = minuteIso(now);
  async function* json(): AsyncGenerator<string> {
    let first = true;
    yield '[';
    for await (const rows of wholeListPieces(db, business, now, list)) {
      budgets?.charge(business.id, rows.length);
      let text = '';
      for (const row of rows) {
        text += (first ? '' : ',') + serializeAppointment(toAppointment(row, nowIso));
        first = false;
      }
      yield text;
      await turn();
    }
    yield ']';
  }
  return reply
    .type('application/json; charset=utf-8')
    .send(Readable.from(json(), { objectMode: false }));
}
