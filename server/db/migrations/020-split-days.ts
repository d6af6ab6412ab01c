// Split days (docs/decisions.md, Split days): a weekday, and a date's special hours, may have a
// second opening range after a gap. Two nullable columns beside the first range's: a day without
// a second range reads as before, and the spec's weekday calls keep naming the first range.
import type { Kysely, Migration } from 'kysely';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const TABLES = ['business_days', 'business_special_hours'] as const;
const COLUMNS = ['second_opening_time', 'second_closing_time'] as const;

export const splitDaysMigration: Migration = {
  async up(db: AnyDb) {
    for (const table of TABLES) {
      for (const column of COLUMNS) {
        await db.schema.alterTable(table).addColumn(column, 'text').execute();
      }
    }
  },
  async down(db: AnyDb) {
    for (const table of TABLES) {
      for (const column of COLUMNS) {
        await db.schema.alterTable(table).dropColumn(column).execute();
      }
    }
  },
};
