// The one query layer: Kysely on better-sqlite3 by default, on pg when DATABASE_URL is set.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Database } from './schema.js';

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
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, 'salon.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Reads map the file instead of copying each page through SQLite's page cache: up to 256 MiB,
  // far more than a salon's database. Pages are shared by the processes of a cluster.
  sqlite.pragma(`mmap_size = ${256 * 1024 * 1024}`);
  const statements = new StatementCache(sqlite);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: statements.asKyselyDatabase() }),
  });
  // A transaction shares its database's adapter (server/db/compiled-once.ts keys by it too).
  directRunners.set(db.getExecutor().adapter, statements);
  return { db, kind: 'sqlite' };
}

const directRunners = new WeakMap<object, StatementCache>();

/**
 * Runs an already compiled query at once on SQLite's one connection, or answers undefined where it
 * must wait its turn through Kysely (PostgreSQL, or another request's transaction open on the
 * connection). Kysely's own path for one query acquires its connection mutex, runs, transforms
 * and releases through about eight promises; better-sqlite3 runs the statement synchronously, so
 * when no transaction is open nothing can come between the statement and its result either way.
 * Inside a transaction only that transaction's own queries may run: `db` must be it. About a tenth
 * of a small signed-in call (bench/README.md, Fixed cost per request).
 */
export function runCompiledNow<R>(
  db: Db,
  sql: string,
  parameters: readonly unknown[],
): R[] | undefined {
  const statements = directRunners.get(db.getExecutor().adapter);
  if (!statements || (statements.inTransaction && !db.isTransaction)) return undefined;
  const statement = statements.get(sql);
  if (statement.reader) return statement.all(parameters) as R[];
  statement.run(parameters);
  return [];
}

/**
 * Kysely's transactions start with a plain `begin`, which takes the write lock only at the first
 * write: with several server processes on one file (WEB_CONCURRENCY), a transaction that read
 * first could then find the file changed and fail with SQLITE_BUSY at once, busy_timeout or not.
 * `begin immediate` waits for the lock up front instead.
 *
 * Kysely prepares every query anew; a better-sqlite3 statement can be run again and again, and
 * preparing cost about a tenth of a read (bench/README.md). Kysely runs one query at a time on its
 * one connection, so a cached statement is never busy twice.
 */
class StatementCache {
  readonly #statements = new Map<string, SQLite.Statement>();

  constructor(
    readonly sqlite: SQLite.Database,
    readonly limit = 500,
  ) {}

  get inTransaction(): boolean {
    return this.sqlite.inTransaction;
  }

  get(sql: string): SQLite.Statement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.sqlite.prepare(sql === 'begin' ? 'begin immediate' : sql);
      // Queries are built from code, so there are few; the limit only guards against a leak.
      if (this.#statements.size >= this.limit) this.#statements.clear();
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  asKyselyDatabase(): SqliteDatabase {
    return { close: () => this.sqlite.close(), prepare: (sql: string) => this.get(sql) };
  }
}
