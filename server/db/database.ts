// The one query layer: Kysely on better-sqlite3 by default, on pg when DATABASE_URL is set.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema.js';
import { RoutedSqliteDialect, SqliteConnections } from './sqlite-connections.js';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Db;
  kind: DbKind;
}

// PostgreSQL returns COUNT(*) and BIGINT as strings; our counts and ids fit in a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): OpenedDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the database closed (a restart, a terminated backend) is dropped by the
    // pool, which opens a new one for the next query; without a listener the 'error' event it
    // emits would crash the process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return { db, kind: 'postgres' };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, 'salon.db');
  const writer = new SQLite(file);
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = NORMAL');
  writer.pragma('foreign_keys = ON');
  writer.pragma('busy_timeout = 5000');
  // The reader is opened after WAL is on; it never writes (query_only), and in WAL it never waits
  // for the writer (server/db/sqlite-connections.ts).
  const reader = new SQLite(file);
  reader.pragma('query_only = ON');
  reader.pragma('busy_timeout = 5000');
  for (const connection of [writer, reader]) {
    // Reads map the file instead of copying each page through SQLite's page cache: up to 256
    // MiB, far more than a salon's database. Pages are shared by connections and processes.
    connection.pragma(`mmap_size = ${256 * 1024 * 1024}`);
  }
  const connections = new SqliteConnections(writer, reader);
  const db = new Kysely<Database>({ dialect: new RoutedSqliteDialect(connections) });
  // A transaction shares its database's adapter (server/db/compiled-once.ts keys by it too).
  directRunners.set(db.getExecutor().adapter, connections);
  return { db, kind: 'sqlite' };
}

const directRunners = new WeakMap<object, SqliteConnections>();
const pools = new WeakMap<Db, pg.Pool>();

/** The PostgreSQL pool behind `db`, for its gauges (server/plugins/metrics.ts); none on SQLite. */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

/**
 * Runs an already compiled query at once on SQLite, or answers undefined where it must wait its
 * turn through Kysely (PostgreSQL, or a write while another caller's transaction holds the
 * writer). Kysely's own path for one query runs through about eight promises; better-sqlite3
 * runs the statement synchronously, so nothing can come between the statement and its result
 * either way. A read outside a transaction runs on the reader connection, never waiting
 * (server/db/sqlite-connections.ts). Inside a transaction only that transaction's own queries may
 * run: `db` must be it. About a tenth of a small signed-in call (bench/README.md, Fixed cost per
 * request).
 */
export function runCompiledNow<R>(
  db: Db,
  sql: string,
  parameters: readonly unknown[],
): R[] | undefined {
  const connections = directRunners.get(db.getExecutor().adapter);
  const statement = connections?.runnable(sql, db.isTransaction);
  if (!statement) return undefined;
  if (statement.reader) return statement.all(parameters) as R[];
  statement.run(parameters);
  return [];
}
