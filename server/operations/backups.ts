// Backups of the SQLite database (README, Backups; docs/architecture.md, Operations): `VACUUM INTO`
// writes a consistent copy from one read transaction while the server keeps writing (in WAL a
// reader never blocks the writer), logos included since they live in the database. A backup's
// name says when it was taken and the schema it has (its last migration's number): an older one
// restored is migrated when the server starts.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** salon-20261127T091500Z-schema-015.db: sorts by time, says its schema. */
const BACKUP_NAME = /^salon-(\d{8}T\d{6}Z)-schema-(\d{3})\.db$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export const databaseFile = (dataDir: string) => path.join(dataDir, 'salon.db');
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The number of the last migration the database ran ('015'), '000' before any. */
export function schemaVersion(connection: SQLite.Database): string {
  const table = connection
    .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
    .get();
  if (!table) return '000';
  const row = connection.prepare('select max(name) as name from kysely_migration').get() as
    { name: string | null } | undefined;
  return row?.name?.slice(0, 3) ?? '000';
}

/**
 * Copies the database at `source` to `destDir`, named `${prefix}-<time>-schema-<NNN>.db`; the
 * copy appears under its name only once complete (written beside it, then renamed).
 */
export function copyDatabase(source: string, destDir: string, now: Date, prefix = 'salon'): string {
  fs.mkdirSync(destDir, { recursive: true });
  const connection = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    connection.pragma('busy_timeout = 5000');
    const name = `${prefix}-${stamp(now)}-schema-${schemaVersion(connection)}.db`;
    const target = path.join(destDir, name);
    const partial = `${target}.partial`;
    fs.rmSync(partial, { force: true });
    connection.prepare('vacuum into ?').run(partial);
    fs.renameSync(partial, target);
    return target;
  } finally {
    connection.close();
  }
}

/** The backups in `dir` taken by `npm run backup` or daily, oldest first. */
export function listBackups(dir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((name) => BACKUP_NAME.test(name)).sort();
}

/** When the backup named `name` was taken. */
export function takenAt(name: string): Date {
  const [, time = ''] = BACKUP_NAME.exec(name) ?? [];
  const iso = time.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
  return new Date(iso);
}

/** Deletes all but the newest `keep` backups; answers the names deleted. */
export function rotateBackups(dir: string, keep: number): string[] {
  const all = listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old;
}

/**
 * The daily backup: one into DATA_DIR/backups unless one was taken in the last 24 hours, then
 * only the newest `keep` are kept. Answers the new backup's path, if one was taken.
 */
export function dailyBackup(dataDir: string, keep: number, now: Date): string | undefined {
  const dir = backupsDir(dataDir);
  const newest = listBackups(dir).at(-1);
  if (newest && now.getTime() - takenAt(newest).getTime() < DAY_MS) return undefined;
  if (!fs.existsSync(databaseFile(dataDir))) return undefined;
  const file = copyDatabase(databaseFile(dataDir), dir, now);
  rotateBackups(dir, keep);
  return file;
}

/**
 * Runs dailyBackup at start and then every hour (a backup is due 24 hours after the last), in
 * one process per DATA_DIR: the single server, or the cluster's primary. SQLite only: a
 * PostgreSQL server is backed up with pg_dump (README, Backups). Answers a function that stops it.
 */
export function scheduleDailyBackups(
  options: { dataDir: string; backupKeep: number; clock: () => Date },
  log: (level: 'info' | 'error', msg: string, err?: unknown) => void,
): () => void {
  const run = () => {
    try {
      const file = dailyBackup(options.dataDir, options.backupKeep, options.clock());
      if (file) log('info', `daily backup written: ${file}`);
    } catch (err) {
      log('error', 'the daily backup failed', err);
    }
  };
  run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
