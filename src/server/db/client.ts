import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mapRowsOnce, type PreparedQuery } from './row-mapper';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The transaction handle `db.transaction(async (tx) => …)` passes in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What repositories run on: the database, or a transaction so a write and its audit line commit together. */
export type Executor = Db | Tx;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, which `pgliteSnapshot` opens again. */
  snapshot?(): Promise<Blob>;
  /** PGlite only (PostgreSQL has autovacuum): vacuums and analyzes as autovacuum would; the returned stop resolves once a pass in progress is over. */
  startMaintenance?(onError: (error: unknown) => void): () => Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL (with a pool) when a URL is given, otherwise embedded PGlite stored in `pgliteDir`
 * (`memory://` keeps it in memory, as tests do). Drivers load lazily so each mode pulls only its own.
 */
export async function openDatabase(options: { url?: string | undefined; pgliteDir: string; pgliteSnapshot?: Blob | undefined }): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.pgliteDir, options.pgliteSnapshot);
}

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // No JIT: every query here stops after a page, but a walk that may run to the end of a side (a far
  // page's branch that its one-time filter skips, a count capped by LIMIT) is costed as if it read it
  // all, and past jit_above_cost PostgreSQL spent 8–40 ms compiling a statement that ran in 0.5 ms.
  const pool = new Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000, options: '-c jit=off' });
  // An idle connection lost to a database restart or failover must not crash the process: the pool
  // drops it and opens a new one on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL: se perdió una conexión inactiva (${error.message})`));
  // A checked-out connection terminated between two queries (inside a transaction that awaits other
  // work) emits 'error' on the client, not on the pool; unheard, that event ends the process. The
  // query that uses it next fails instead, and the request answers TEMPORARILY_UNAVAILABLE.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error(`PostgreSQL: se perdió una conexión en uso (${error.message})`));
  });
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  afterPrepare(db as unknown as DrizzleSession, (prepared) => mapRowsOnce(prepared));
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** `snapshot`: a data folder saved with `dumpDataDir` to start from (tests load one already migrated). */
async function openPglite(dir: string, snapshot?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { pgliteStatements } = await import('./pglite-statements');
  const { startPgliteMaintenance } = await import('./pglite-maintenance');
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // The search extensions the migrations create (0017, 0043); PostgreSQL has them in its contrib package.
  const client = new PGlite(dir, { extensions: { pg_trgm, unaccent, btree_gin }, ...(snapshot ? { loadDataDir: snapshot } : {}) });
  const db = drizzle({ client, schema, casing: 'snake_case' });
  // The database's queries (not a transaction's, which has a session of its own) run through
  // pgliteStatements, named ones kept prepared: drizzle's PGlite session drops the name.
  const statements = pgliteStatements(client);
  const clients = { named: statements.client(true), unnamed: statements.client(false) };
  afterPrepare(db as unknown as DrizzleSession, (prepared, name) => {
    prepared.client = name ? clients.named : clients.unnamed;
    mapRowsOnce(prepared);
  });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
    snapshot: async () => client.dumpDataDir('none'),
    startMaintenance: (onError) => startPgliteMaintenance(client, onError),
  };
}

/** A drizzle database's session and the prepared query it builds (both drivers): `client` is read when it runs. */
interface DrizzleSession {
  session: { prepareQuery(...args: [query: unknown, fields: unknown, name: string | undefined, ...rest: unknown[]]): PreparedQuery & { client: unknown } };
}

/** Runs `adjust` on every query the database's session prepares; a transaction has a session of its own and is left alone. */
function afterPrepare(db: DrizzleSession, adjust: (prepared: PreparedQuery & { client: unknown }, name: string | undefined) => void) {
  const session = db.session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, ...rest) => {
    const prepared = prepareQuery(query, fields, name, ...rest);
    adjust(prepared, name);
    return prepared;
  };
}
