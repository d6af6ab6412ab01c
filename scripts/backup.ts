// npm run backup: a consistent copy of the database while the server runs (README, Backups).
// SQLite: VACUUM INTO DATA_DIR/backups (server/operations/backups.ts). PostgreSQL
// (DATABASE_URL): pg_dump's custom format into the same folder, for pg_restore.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config.js';
import { backupsDir, copyDatabase, databaseFile } from '../server/operations/backups.js';

const config = loadConfig();
const now = config.clock();
const dir = process.argv[2] ? path.resolve(process.argv[2]) : backupsDir(config.dataDir);
try {
  if (config.databaseUrl) {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(
      dir,
      `salon-${now
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}.dump`,
    );
    execFileSync('pg_dump', ['--format=custom', `--file=${file}`, config.databaseUrl], {
      stdio: 'inherit',
    });
    console.log(`Backup written: ${file} (restore it with pg_restore, README, Backups)`);
  } else {
    if (!fs.existsSync(databaseFile(config.dataDir))) {
      throw new Error(`There is no database at ${databaseFile(config.dataDir)}`);
    }
    console.log(`Backup written: ${copyDatabase(databaseFile(config.dataDir), dir, now)}`);
  }
} catch (error) {
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exit(1);
}
