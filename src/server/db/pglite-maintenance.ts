import { setTimeout as pause } from 'node:timers/promises';
import { oneAtATime } from '../lib/one-at-a-time';
import { startRepeating } from '../lib/repeating-timer';

/**
 * PGlite runs PostgreSQL in single-user mode, where no autovacuum launcher starts: nothing ever
 * vacuums or analyzes its tables. Left alone, the planner plans from no statistics (a table reads as
 * never counted until its first ANALYZE), the visibility map stays unset so the covering list indexes
 * read the table for every entry they walk, and dead rows pile up. This does autovacuum's work with
 * autovacuum's default thresholds, one table at a time with a pause between them.
 */

/** What PostgreSQL counts for a table (pg_stat_user_tables). */
export interface TableActivity {
  live: number;
  dead: number;
  modifiedSinceAnalyze: number;
  insertedSinceVacuum: number;
  /** Holds rows but was never analyzed (pg_class.reltuples < 0). */
  neverCounted?: boolean;
}

export type Maintenance = 'vacuum (analyze)' | 'vacuum' | 'analyze';

// PostgreSQL's defaults: autovacuum_vacuum_*, autovacuum_vacuum_insert_* and autovacuum_analyze_*.
const VACUUM = { threshold: 50, scale: 0.2 };
const VACUUM_INSERTS = { threshold: 1_000, scale: 0.2 };
const ANALYZE = { threshold: 50, scale: 0.1 };

const over = (count: number, live: number, rule: { threshold: number; scale: number }) => count > rule.threshold + rule.scale * live;

/** What autovacuum would do to this table now, or null when it has nothing to do. */
export function maintenanceFor(activity: TableActivity): Maintenance | null {
  // PGlite forgets its counters when it closes, so rows loaded by an earlier run (or another
  // instance) count for nothing: a table never analyzed is taken as autovacuum takes a new one.
  if (activity.neverCounted) return 'vacuum (analyze)';
  // Inserts count too: a table only ever appended to still needs its visibility map set.
  const vacuum = over(activity.dead, activity.live, VACUUM) || over(activity.insertedSinceVacuum, activity.live, VACUUM_INSERTS);
  const analyze = over(activity.modifiedSinceAnalyze, activity.live, ANALYZE);
  if (vacuum && analyze) return 'vacuum (analyze)';
  if (vacuum) return 'vacuum';
  return analyze ? 'analyze' : null;
}

/** The part of PGlite this needs: its own simple-protocol calls, which wait for any open transaction. */
export interface PgliteHandle {
  query<T>(text: string): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** One pass: every table autovacuum would pick, maintained in turn with `pauseMs` between two. Returns what it did. */
export async function maintainPglite(pg: PgliteHandle, pauseMs = 1_000): Promise<{ table: string; maintenance: Maintenance }[]> {
  // The single backend flushes its counters lazily; the next statement reads them up to date.
  await pg.query('select pg_stat_force_next_flush()');
  const { rows } = await pg.query<{ schema: string; table: string; live: string; dead: string; modified: string; inserted: string; never_counted: boolean }>(
    `select s.schemaname as schema, s.relname as table, s.n_live_tup::text as live, s.n_dead_tup::text as dead,
            s.n_mod_since_analyze::text as modified, s.n_ins_since_vacuum::text as inserted,
            c.reltuples < 0 and pg_relation_size(s.relid) > 0 as never_counted
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid order by s.relname`,
  );
  const done: { table: string; maintenance: Maintenance }[] = [];
  for (const row of rows) {
    const maintenance = maintenanceFor({ live: Number(row.live), dead: Number(row.dead), modifiedSinceAnalyze: Number(row.modified), insertedSinceVacuum: Number(row.inserted), neverCounted: row.never_counted });
    if (!maintenance) continue;
    if (done.length > 0 && pauseMs > 0) await pause(pauseMs);
    await pg.exec(`${maintenance} ${quoteIdent(row.schema)}.${quoteIdent(row.table)}`);
    done.push({ table: row.table, maintenance });
  }
  return done;
}

/**
 * A pass 30–60 s after start (never in the start-up path), then every `everyMs`; a pass never
 * overlaps the previous one. The returned function stops the timers and resolves once a pass in
 * progress has finished, so the database can be closed after it.
 */
export function startPgliteMaintenance(pg: PgliteHandle, onError: (error: unknown) => void, everyMs = 60_000): () => Promise<void> {
  const tick = oneAtATime(() => maintainPglite(pg), onError);
  const stop = startRepeating(tick, 30_000 + Math.random() * 30_000, everyMs);
  return () => {
    stop();
    return tick.idle();
  };
}
