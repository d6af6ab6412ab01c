// Runs the one set of migrations on whichever database is open.
import { Migrator, type Migration } from 'kysely';
import type { Db, DbKind } from './database.js';
import { initialMigration } from './migrations/001-initial.js';
import { rateLimitsMigration } from './migrations/002-rate-limits.js';
import { diaryMigration } from './migrations/003-diary.js';
import { portalMigration } from './migrations/004-portal.js';
import { catalogueEditsMigration } from './migrations/005-catalogue-edits.js';
import { accountRecoveryMigration } from './migrations/006-account-recovery.js';
import { businessLocaleMigration } from './migrations/007-business-locale.js';
import { clientDuplicatesMigration } from './migrations/008-client-duplicates.js';
import { knownSignInsMigration } from './migrations/009-known-sign-ins.js';
import { replaysWithoutTokensMigration } from './migrations/010-replays-without-tokens.js';
import { teamMigration } from './migrations/011-team.js';
import { checkoutMigration } from './migrations/012-checkout.js';
import { messagesMigration } from './migrations/013-messages.js';
import { languagesMigration } from './migrations/014-languages.js';
import { logosInDbMigration } from './migrations/015-logos-in-db.js';
import { messageTextsMigration } from './migrations/016-message-texts.js';
import { calendarFeedsMigration } from './migrations/017-calendar-feeds.js';
import { clientErasureMigration } from './migrations/018-client-erasure.js';
import { businessAddressMigration } from './migrations/019-business-address.js';
import { splitDaysMigration } from './migrations/020-split-days.js';
import { catalogueOrderMigration } from './migrations/021-catalogue-order.js';
import { reportIndexesMigration } from './migrations/022-report-indexes.js';
import { memberSplitDaysMigration } from './migrations/023-member-split-days.js';

export function migrationsFor(kind: DbKind): Record<string, Migration> {
  return {
    '001-initial': initialMigration(kind),
    '002-rate-limits': rateLimitsMigration,
    '003-diary': diaryMigration(kind),
    '004-portal': portalMigration(kind),
    '005-catalogue-edits': catalogueEditsMigration,
    '006-account-recovery': accountRecoveryMigration(kind),
    '007-business-locale': businessLocaleMigration,
    '008-client-duplicates': clientDuplicatesMigration(kind),
    '009-known-sign-ins': knownSignInsMigration,
    '010-replays-without-tokens': replaysWithoutTokensMigration,
    '011-team': teamMigration(kind),
    '012-checkout': checkoutMigration(kind),
    '013-messages': messagesMigration(kind),
    '014-languages': languagesMigration,
    '015-logos-in-db': logosInDbMigration(kind),
    '016-message-texts': messageTextsMigration(kind),
    '017-calendar-feeds': calendarFeedsMigration(kind),
    '018-client-erasure': clientErasureMigration(kind),
    '019-business-address': businessAddressMigration,
    '020-split-days': splitDaysMigration,
    '021-catalogue-order': catalogueOrderMigration,
    '022-report-indexes': reportIndexesMigration,
    '023-member-split-days': memberSplitDaysMigration,
  };
}

/**
 * Migrations land from branches merged in any order, so a database may have run a later-numbered
 * one before an earlier one existed: run the missing ones instead of refusing to start
 * (docs/decisions.md, Data).
 */
function migratorFor(db: Db, kind: DbKind): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(kind) },
    allowUnorderedMigrations: true,
  });
}

/** How many migrations this code knows that the database has not run yet (GET /readyz). */
export async function pendingMigrations(db: Db, kind: DbKind): Promise<number> {
  const migrator = migratorFor(db, kind);
  return (await migrator.getMigrations()).filter((info) => !info.executedAt).length;
}

/** `target` stops at a named migration (tests build a database as it was before a change). */
export async function migrateToLatest(db: Db, kind: DbKind, target?: string): Promise<void> {
  const migrator = migratorFor(db, kind);
  const { error, results } = target
    ? await migrator.migrateTo(target)
    : await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    // No migration ran when the database could not be reached: say what failed, not an empty name.
    const what = failed ? `Migration ${failed.migrationName}` : 'Migrating the database';
    const why = error instanceof Error ? `: ${error.message}` : '';
    throw new Error(`${what} failed${why}`, { cause: error });
  }
}
