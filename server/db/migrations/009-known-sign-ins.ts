// Where each owner signed in from (docs/decisions.md, Auth): a hash of the device cookie or of the
// client address of every successful sign-in, so the locks that slow a stranger's guesses never
// refuse the owner's right password from a device or address the account has used.
import type { Kysely, Migration } from 'kysely';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const knownSignInsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('known_sign_ins')
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      /** SHA-256 of "device:{cookie}" or "address:{ip}": the table holds no address in clear. */
      .addColumn('source_hash', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('known_sign_ins_pk', ['user_id', 'source_hash'])
      .execute();
    await db.schema
      .createIndex('known_sign_ins_last_seen')
      .on('known_sign_ins')
      .column('last_seen_at')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('known_sign_ins').execute();
  },
};
