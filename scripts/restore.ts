// npm run restore FILE: puts a SQLite backup back as DATA_DIR/salon.db, keeping a copy of the
// database it replaces in DATA_DIR/backups; refused while a server runs on DATA_DIR (README,
// Backups). The server migrates an older backup when it next starts.
import { loadConfig } from '../server/config.js';
import { restoreBackup } from '../server/operations/restore.js';

const config = loadConfig();
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore FILE (a backup from DATA_DIR/backups)');
  process.exit(2);
}
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: restore a PostgreSQL backup with pg_restore (README, Backups)',
  );
  process.exit(2);
}
try {
  const { schema, replaced } = restoreBackup(config.dataDir, file, config.clock());
  console.log(`Restored ${file} (schema ${schema}) into ${config.dataDir}`);
  if (replaced) console.log(`The database it replaced is kept as ${replaced}`);
} catch (error) {
  console.error(`The restore was refused: ${(error as Error).message}`);
  process.exit(1);
}
