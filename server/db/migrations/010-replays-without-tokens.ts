// Stored answers of public bookings made before the cancel token was derived on replay held the
// token in clear for 7 days (docs/decisions.md, Pages and mails). They are deleted: a client
// repeating such a booking within its 7 days would book again, where before it got the stored
// answer; the booking page repeats a lost answer within seconds, not across an upgrade.
import type { Kysely, Migration } from 'kysely';

// Kysely migrations work on an untyped database: the rows are changed by name here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const replaysWithoutTokensMigration: Migration = {
  async up(db: AnyDb) {
    await db
      .deleteFrom('idempotency_keys')
      .where('business_id', '=', 0)
      .where('response_body', 'like', '%"cancelToken":%')
      .execute();
  },
  async down() {
    // Nothing to restore: the deleted answers are not needed again.
  },
};
