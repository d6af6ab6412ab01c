// The right client on every booking (docs/decisions.md, Appointments and clients):
// `duplicate_of` marks a client a booking could not tell from an existing one (the same phone or
// e-mail under another name) until the owner merges or dismisses them, and `phone_e164` keeps the
// number in E.164 so a search finds it however it was typed (docs/decisions.md, Lists at scale).
// Existing clients get their E.164 from their business's dialling code; none is marked, since the
// visits of people already filed together cannot be told apart (docs/decisions.md, same section).
import { sql, type Kysely, type Migration } from 'kysely';
import { phoneE164 } from '@contract/client-search.js';
import type { DbKind } from '../database.js';
import { regionForPhone } from '../../repositories/currency-for-country.js';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function clientDuplicatesMigration(kind: DbKind): Migration {
  // Compared byte by byte like the other search columns (migration 003), so a prefix is a range.
  const searchText = kind === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('clients')
        .addColumn('phone_e164', searchText, (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('clients')
        .addColumn('duplicate_of', 'integer', (c) =>
          c.references('clients.id').onDelete('set null'),
        )
        .execute();
      await db.schema
        .createIndex('clients_business_phone_e164')
        .on('clients')
        .columns(['business_id', 'phone_e164'])
        .execute();
      await db.schema
        .createIndex('clients_business_duplicate_of')
        .on('clients')
        .columns(['business_id', 'duplicate_of'])
        .execute();

      const businesses: { id: number; country: string; mobile: string }[] = await db
        .selectFrom('users')
        .select(['id', 'country', 'mobile'])
        .execute();
      for (const business of businesses) {
        const region = regionForPhone(business.country, business.mobile);
        const rows: { id: number; phone: string }[] = await db
          .selectFrom('clients')
          .select(['id', 'phone'])
          .where('business_id', '=', business.id)
          .where('phone', '!=', '')
          .execute();
        for (const row of rows) {
          const e164 = phoneE164(row.phone, region);
          if (e164) {
            await db
              .updateTable('clients')
              .set({ phone_e164: e164 })
              .where('id', '=', row.id)
              .execute();
          }
        }
      }
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('clients_business_duplicate_of').execute();
      await db.schema.dropIndex('clients_business_phone_e164').execute();
      await db.schema.alterTable('clients').dropColumn('duplicate_of').execute();
      await db.schema.alterTable('clients').dropColumn('phone_e164').execute();
    },
  };
}
