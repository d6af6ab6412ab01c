// Kysely builds and compiles a query's SQL on every call: about a tenth of a hot list read's time
// (bench/README.md, Diary) and of every signed-in call's session lookup
// (bench/README.md, Fixed cost per request). The hottest queries build theirs once per dialect
// and only bind new values on each call; the SQL and its parameters' order come from the same
// builder as before.
import type { Compilable, CompiledQuery } from 'kysely';
import { runCompiledNow, type Db } from './database.js';

type Params = Record<string, string | number>;

const MARK = '\u0000param:';

/**
 * `build` must pass every value that varies between calls through `params`; values it writes
 * itself (a constant, `null`) are compiled in as they are.
 */
export function compiledOnce<P extends Params, R>(
  build: (db: Db, params: P) => Compilable<R>,
): (db: Db, params: P) => Promise<R[]> {
  // Keyed by the dialect's adapter, which a transaction shares with its database: the SQL depends
  // on the dialect only (no Kysely plugin is used), so a query run inside `runMutation`'s
  // transaction reuses what the database compiled.
  const compiledFor = new WeakMap<object, CompiledQuery<R>>();
  return async (db, params) => {
    const adapter = db.getExecutor().adapter;
    let compiled = compiledFor.get(adapter);
    if (!compiled) {
      // Each value is a marker naming its parameter while the query is built: the builder only
      // passes them on as bound values, so their type does not matter to it.
      const markers = new Proxy({}, { get: (_target, key) => `${MARK}${String(key)}` }) as P;
      compiled = build(db, markers).compile();
      compiledFor.set(adapter, compiled);
    }
    const parameters = compiled.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(MARK)
        ? params[value.slice(MARK.length)]
        : value,
    );
    return (
      runCompiledNow<R>(db, compiled.sql, parameters) ??
      (await db.executeQuery<R>({ ...compiled, parameters })).rows
    );
  };
}
