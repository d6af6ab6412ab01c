// SQLite on two connections to one WAL file (docs/architecture.md, Server; docs/decisions.md,
// Fair sharing): a writer, held by one transaction at a time from `begin immediate` to its end,
// and a reader for every read outside a transaction. Kysely's own SQLite driver has one
// connection behind one mutex, so a booking's transaction, open across its awaits, queued every
// read of every business behind it. In WAL a reader sees the last commit
// and never waits for the writer.
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/** Statements kept per SQL text; queries are built from code, so the limit only guards a leak. */
const STATEMENT_LIMIT = 500;

interface Prepared {
  statement: SQLite.Statement;
  /** Answers rows and writes nothing: it runs on the reader outside a transaction. */
  onReader: boolean;
}

/** A promise chain: one holder at a time, in the order they asked. */
class WriterLock {
  #tail: Promise<void> = Promise.resolve();
  #held = false;

  get held(): boolean {
    return this.#held;
  }

  async acquire(): Promise<() => void> {
    let release = () => {};
    const previous = this.#tail;
    this.#tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.#held = true;
    return () => {
      this.#held = false;
      release();
    };
  }
}

export class SqliteConnections {
  readonly #prepared = new Map<string, Prepared>();
  /** Reads run on the writer inside a transaction, to see its own writes. */
  readonly #onWriter = new Map<string, SQLite.Statement>();
  readonly lock = new WriterLock();

  constructor(
    readonly writer: SQLite.Database,
    readonly reader: SQLite.Database,
  ) {}

  /**
   * The statement for `sql`: on the reader when it only reads (better-sqlite3's `readonly` and
   * `reader`: an INSERT ... RETURNING answers rows but writes), else on the writer. Kysely
   * prepares every query anew; a statement can be run again and again, and preparing cost about
   * a tenth of a read (bench/README.md).
   */
  prepare(sql: string): Prepared {
    let prepared = this.#prepared.get(sql);
    if (!prepared) {
      const read = this.#readerStatement(sql);
      prepared =
        read?.reader && read.readonly
          ? { statement: read, onReader: true }
          : { statement: this.writer.prepare(sql), onReader: false };
      if (this.#prepared.size >= STATEMENT_LIMIT) this.#prepared.clear();
      this.#prepared.set(sql, prepared);
    }
    return prepared;
  }

  /** Undefined where the reader cannot prepare it; the writer then prepares it or says why. */
  #readerStatement(sql: string): SQLite.Statement | undefined {
    try {
      return this.reader.prepare(sql);
    } catch {
      return undefined;
    }
  }

  /** The statement for `sql` on the writer, for a transaction's own queries. */
  onWriter(sql: string): SQLite.Statement {
    const prepared = this.prepare(sql);
    if (!prepared.onReader) return prepared.statement;
    let statement = this.#onWriter.get(sql);
    if (!statement) {
      statement = this.writer.prepare(sql);
      if (this.#onWriter.size >= STATEMENT_LIMIT) this.#onWriter.clear();
      this.#onWriter.set(sql, statement);
    }
    return statement;
  }

  /**
   * The statement to run `sql` on at once, or undefined when it must wait for the writer
   * (another transaction holds it). `inTransaction`: the caller is that transaction.
   */
  runnable(sql: string, inTransaction: boolean): SQLite.Statement | undefined {
    if (inTransaction) return this.onWriter(sql);
    const prepared = this.prepare(sql);
    return prepared.onReader || !this.lock.held ? prepared.statement : undefined;
  }

  close(): void {
    this.reader.close();
    this.writer.close();
  }
}

function run(statement: SQLite.Statement, parameters: readonly unknown[]): QueryResult<unknown> {
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** One caller's handle; Kysely acquires one per query or per transaction. */
class RoutedConnection implements DatabaseConnection {
  release: (() => void) | undefined;

  constructor(readonly connections: SqliteConnections) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiled;
    // Inside its transaction the writer is this handle's: every statement runs there, reads
    // included, so they see the transaction's own writes.
    if (this.release) return run(this.connections.onWriter(sql), parameters) as QueryResult<R>;
    const now = this.connections.runnable(sql, false);
    if (now) return run(now, parameters) as QueryResult<R>;
    // A write while a transaction is open waits for its end: run now, it would land inside it.
    const release = await this.connections.lock.acquire();
    try {
      return run(this.connections.prepare(sql).statement, parameters) as QueryResult<R>;
    } finally {
      release();
    }
  }

  // eslint-disable-next-line require-yield -- Kysely's interface; no query here streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on this SQLite connection');
  }
}

class RoutedDriver implements Driver {
  constructor(readonly connections: SqliteConnections) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.connections);
  }

  /**
   * `begin immediate`, not Kysely's plain `begin`: a plain one takes the write lock only at the
   * first write, and with several server processes on one file (WEB_CONCURRENCY) a transaction
   * that read first could then fail with SQLITE_BUSY at once, busy_timeout or not.
   */
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const routed = connection as RoutedConnection;
    const release = await this.connections.lock.acquire();
    try {
      this.connections.onWriter('begin immediate').run();
    } catch (error) {
      release();
      throw error;
    }
    routed.release = release;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    this.#end(connection as RoutedConnection, 'commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.#end(connection as RoutedConnection, 'rollback');
  }

  #end(connection: RoutedConnection, command: 'commit' | 'rollback'): void {
    try {
      // A failed statement may already have rolled the transaction back (SQLite does for some
      // errors); the lock is released either way.
      if (command === 'commit' || this.connections.writer.inTransaction) {
        this.connections.onWriter(command).run();
      }
    } finally {
      connection.release?.();
      connection.release = undefined;
    }
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    this.connections.close();
  }
}

export class RoutedSqliteDialect implements Dialect {
  constructor(readonly connections: SqliteConnections) {}

  createDriver(): Driver {
    return new RoutedDriver(this.connections);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
