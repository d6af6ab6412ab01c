// `npm run restore FILE` (README, Backups): puts a backup back as DATA_DIR/salon.db, after
// checking it is a whole SQLite database of this product and keeping a copy of the database it
// replaces; refused while a server has that database open (server/operations/running-servers.ts).
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { backupsDir, copyDatabase, databaseFile, schemaVersion } from './backups.js';
import { runningServers } from './running-servers.js';

export class RestoreRefused extends Error {}

/** What a backup holds, or why it cannot be restored. */
function checkBackup(file: string): { schema: string } {
  let connection: SQLite.Database;
  try {
    connection = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch {
    throw new RestoreRefused(`${file} cannot be opened as a database`);
  }
  try {
    const check = connection.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new RestoreRefused(`${file} is damaged: ${String(check)}`);
    const schema = schemaVersion(connection);
    if (schema === '000') throw new RestoreRefused(`${file} is not a backup of this server`);
    return { schema };
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(`${file} is not a database: ${(error as Error).message}`);
  } finally {
    connection.close();
  }
}

export interface Restored {
  schema: string;
  /** The copy of the database the backup replaced, if there was one. */
  replaced: string | undefined;
}

export function restoreBackup(dataDir: string, file: string, now: Date): Restored {
  const running = runningServers(dataDir);
  if (running.length > 0) {
    throw new RestoreRefused(
      `A server is running on ${dataDir} (process ${running.join(', ')}): stop it first`,
    );
  }
  const { schema } = checkBackup(path.resolve(file));
  const target = databaseFile(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  let replaced: string | undefined;
  if (fs.existsSync(target)) {
    // A consistent copy, the WAL's last commits included, before anything is overwritten.
    replaced = copyDatabase(target, backupsDir(dataDir), now, 'replaced');
  }
  const incoming = `${target}.restoring`;
  fs.copyFileSync(file, incoming);
  // The old WAL and its index belong to the old file: left beside the new one, SQLite would
  // replay them into it.
  for (const leftover of [`${target}-wal`, `${target}-shm`]) fs.rmSync(leftover, { force: true });
  fs.renameSync(incoming, target);
  return { schema, replaced };
}
