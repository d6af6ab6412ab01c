// The id of a reference row (a price type, who a service is for, a duration) as the catalogue
// tests look it up: by name, or a duration by its minutes.
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema.js';

export async function referenceIdIn(
  db: Kysely<Database>,
  table: 'price_types' | 'service_types' | 'durations',
  match: string | number,
): Promise<number> {
  const query =
    table === 'durations'
      ? db.selectFrom('durations').select('id').where('minutes', '=', Number(match))
      : db.selectFrom(table).select('id').where('name', '=', String(match));
  return (await query.executeTakeFirstOrThrow()).id;
}
