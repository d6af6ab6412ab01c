// A team member's own split day (docs/decisions.md, Team; Split days): a weekday of their own hours
// may have a second range after a gap, as the business's day may (migration 020). Two nullable
// columns beside the first range's: a row without them reads as the one range it always was.
import type { Kysely, Migration } from 'kysely';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const COLUMNS = ['second_start_time', 'second_end_time'] as const;

export const memberSplitDaysMigration: Migration = {
  async up(db: AnyDb) {
    for (const column of COLUMNS) {
      await db.schema.alterTable('team_member_hours').addColumn(column, 'text').execute();
    }
  },
  async down(db: AnyDb) {
    for (const column of COLUMNS) {
      await db.schema.alterTable('team_member_hours').dropColumn(column).execute();
    }
  },
};
