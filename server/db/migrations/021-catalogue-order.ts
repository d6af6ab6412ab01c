// The catalogue's order (docs/decisions.md, Catalogue edits): the owner orders categories, and
// services within their category. A `position` on each; existing rows get the order they showed
// before, by name ignoring case, then id. The comparison runs in the database, as the old
// `order by lower(name), id` did, so each database keeps the order its owners saw.
import { sql, type Kysely, type Migration } from 'kysely';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const catalogueOrderMigration: Migration = {
  async up(db: AnyDb) {
    for (const table of ['categories', 'services']) {
      await db.schema
        .alterTable(table)
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    // A category's place among its business's categories: how many come before it by name.
    await sql`
      update categories set position = (
        select count(*) from categories earlier
        where earlier.business_id = categories.business_id
          and (lower(earlier.name) < lower(categories.name)
            or (lower(earlier.name) = lower(categories.name) and earlier.id < categories.id))
      )`.execute(db);
    // A service's place within its category, the same way.
    await sql`
      update services set position = (
        select count(*) from services earlier
        where earlier.category_id = services.category_id
          and (lower(earlier.name) < lower(services.name)
            or (lower(earlier.name) = lower(services.name) and earlier.id < services.id))
      )`.execute(db);
  },
  async down(db: AnyDb) {
    for (const table of ['categories', 'services']) {
      await db.schema.alterTable(table).dropColumn('position').execute();
    }
  },
};
