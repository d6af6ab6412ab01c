// Kysely builds and compiles a query's SQL on every call: about a tenth of a hot list read's time
// (bench/README.md, Diary). The hottest reads build theirs once per database and only bind new
// values on each call; the SQL and its parameters' order come from the same builder as before.
import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.js';

type Params = Record<string, string | number>;

const MARK = '\u0000param:';

/** `build` must pass every value that varies between calls through `params`. */
export function compiledOnce<P extends Params, R>(
  build: (db: Db, params: P) => Compilable<R>,
): (db: Db, params: P) => Promise<R[]> {
  const compiledFor = new WeakMap<Db, CompiledQuery<R>>();
  return async (db, params) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      // Each value is a marker naming its parameter while the query is built: the builder only
      // passes them on as bound values, so their type does not matter to it.
      const markers = new Proxy({}, { get: (_target, key) => `${MARK}${String(key)}` }) as P;
      compiled = build(db, markers).compile();
      compiledFor.set(db, compiled);
    }
    const parameters = compiled.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(MARK)
        ? params[value.slice(MARK.length)]
        : value,
    );
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
