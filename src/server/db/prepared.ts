import type { Executor } from './client';

/**
 * A statement every request runs (the session check, the companies of the actor), built once per
 * executor instead of per call: drizzle's query building costs more than a small query itself. On
 * PostgreSQL the name makes it a server-side prepared statement, parsed and planned once per
 * connection; PGlite runs the same text. Values go in through `sql.placeholder`.
 */
export function preparedPerExecutor<P>(build: (db: Executor) => P): (db: Executor) => P {
  const built = new WeakMap<Executor, P>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
