// The business's own money, clock and week (docs/decisions.md, Locale). Existing
// businesses keep today's display, 12-hour times and Sunday-first weeks, except the currency: it is
// taken from their dialling code and mobile (USD when unknown), since a "$" was never theirs.
import type { Kysely, Migration } from 'kysely';
import { currencyForPhone } from '../../repositories/currency-for-country.js';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const businessLocaleMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('users')
      .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('clock', 'text', (c) => c.notNull().defaultTo('12h'))
      .execute();
    // ISO weekday as business_days.day_of_week: 7 = Sunday, the spec's month grid.
    await db.schema
      .alterTable('users')
      .addColumn('week_start', 'integer', (c) => c.notNull().defaultTo(7))
      .execute();

    // One update per distinct dialling code and mobile, not per row of a large table.
    const phones: { country: string; mobile: string }[] = await db
      .selectFrom('users')
      .select(['country', 'mobile'])
      .distinct()
      .execute();
    for (const { country, mobile } of phones) {
      const currency = currencyForPhone(country, mobile);
      if (currency === 'USD') continue;
      await db
        .updateTable('users')
        .set({ currency })
        .where('country', '=', country)
        .where('mobile', '=', mobile)
        .execute();
    }
  },
  async down(db: AnyDb) {
    for (const column of ['week_start', 'clock', 'currency']) {
      await db.schema.alterTable('users').dropColumn(column).execute();
    }
  },
};
