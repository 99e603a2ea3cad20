import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Sat69Row, Sat69bRow } from '../../../shared/domain/sat-lists';
import type { Db } from '../../db/client';
import { platformRoles, sat69Entries, sat69bEntries, satListCurrent, satListRuns, satListSnapshots, type SatListKind, type SatRunOutcome } from '../../db/schema';

export type SnapshotRow = typeof satListSnapshots.$inferSelect;
export type NewSnapshot = typeof satListSnapshots.$inferInsert;
export type RunRow = typeof satListRuns.$inferSelect;

/** Rows per INSERT: under PostgreSQL's 65,535 parameters (22 columns × 2,000; 11 × 5,000). */
const CHUNK_69B = 2_000;
const CHUNK_69 = 5_000;
/** Snapshots of a list whose entries are kept; older ones keep their counts (history) but lose their rows. */
export const KEPT_SNAPSHOTS_WITH_ENTRIES = 3;
/** Any value: one import per list at a time. */
const IMPORT_LOCK = 7_400_523;

const entries69b = (snapshotId: string, rows: Sat69bRow[]) => rows.map(({ line, ...row }) => ({ snapshotId, line, ...row }));
const entries69 = (snapshotId: string, list: string, rows: Sat69Row[]) => rows.map(({ line, ...row }) => ({ snapshotId, list, line, ...row }));

export function satListsRepository(db: Db) {
  return {
    async platformRoleOf(userId: string) {
      const [row] = await db.select({ role: platformRoles.role }).from(platformRoles).where(eq(platformRoles.userId, userId));
      return row?.role ?? null;
    },

    async current(kind: SatListKind, list: string): Promise<SnapshotRow | undefined> {
      const [row] = await db
        .select({ snapshot: satListSnapshots })
        .from(satListCurrent)
        .innerJoin(satListSnapshots, eq(satListSnapshots.id, satListCurrent.snapshotId))
        .where(and(eq(satListCurrent.kind, kind), eq(satListCurrent.list, list)));
      return row?.snapshot;
    },

    /**
     * Inserts the snapshot and its rows and points the list at it, all in one transaction: a lookup
     * joined through sat_list_current sees the old list or the new one, never half. Returns null
     * (nothing written) when the current snapshot has the same sha256.
     */
    async importSnapshot(
      snapshot: NewSnapshot,
      rows: { kind: '69B'; rows: Sat69bRow[] } | { kind: '69'; rows: Sat69Row[] },
      /** Runs in the import's transaction with the snapshot it replaced (null on a first import). */
      onImported?: (tx: Db, created: SnapshotRow, previousId: string | null) => Promise<void>,
    ): Promise<SnapshotRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, hashtext(${`${snapshot.kind}:${snapshot.list}`}))`);
        const [same] = await tx
          .select({ id: satListSnapshots.id })
          .from(satListCurrent)
          .innerJoin(satListSnapshots, eq(satListSnapshots.id, satListCurrent.snapshotId))
          .where(and(eq(satListCurrent.kind, snapshot.kind), eq(satListCurrent.list, snapshot.list), eq(satListSnapshots.sha256, snapshot.sha256)));
        if (same) return null;
        const [created] = await tx.insert(satListSnapshots).values(snapshot).returning();
        if (!created) throw new Error('sat snapshot insert returned nothing');
        if (rows.kind === '69B') {
          for (let i = 0; i < rows.rows.length; i += CHUNK_69B) await tx.insert(sat69bEntries).values(entries69b(created.id, rows.rows.slice(i, i + CHUNK_69B)));
        } else {
          for (let i = 0; i < rows.rows.length; i += CHUNK_69) await tx.insert(sat69Entries).values(entries69(created.id, snapshot.list, rows.rows.slice(i, i + CHUNK_69)));
        }
        const [previous] = await tx
          .select({ id: satListCurrent.snapshotId })
          .from(satListCurrent)
          .where(and(eq(satListCurrent.kind, snapshot.kind), eq(satListCurrent.list, snapshot.list)));
        await tx
          .insert(satListCurrent)
          .values({ kind: snapshot.kind, list: snapshot.list, snapshotId: created.id })
          .onConflictDoUpdate({ target: [satListCurrent.kind, satListCurrent.list], set: { snapshotId: created.id, updatedAt: sql`now()` } });
        const recent = await tx
          .select({ id: satListSnapshots.id })
          .from(satListSnapshots)
          .where(and(eq(satListSnapshots.kind, snapshot.kind), eq(satListSnapshots.list, snapshot.list)))
          .orderBy(desc(satListSnapshots.createdAt))
          .limit(KEPT_SNAPSHOTS_WITH_ENTRIES);
        const keep = recent.map((r) => r.id);
        const older = tx
          .select({ id: satListSnapshots.id })
          .from(satListSnapshots)
          .where(and(eq(satListSnapshots.kind, snapshot.kind), eq(satListSnapshots.list, snapshot.list), notInArray(satListSnapshots.id, keep)));
        if (rows.kind === '69B') await tx.delete(sat69bEntries).where(inArray(sat69bEntries.snapshotId, older));
        else await tx.delete(sat69Entries).where(inArray(sat69Entries.snapshotId, older));
        await onImported?.(tx, created, previous?.id ?? null);
        return created;
      });
    },

    async currentSnapshots(): Promise<SnapshotRow[]> {
      const rows = await db.select({ snapshot: satListSnapshots }).from(satListCurrent).innerJoin(satListSnapshots, eq(satListSnapshots.id, satListCurrent.snapshotId));
      return rows.map((r) => r.snapshot);
    },

    history(limit: number): Promise<SnapshotRow[]> {
      return db.select().from(satListSnapshots).orderBy(desc(satListSnapshots.createdAt)).limit(limit);
    },

    async recordRun(run: { kind: SatListKind; list: string; url: string; outcome: SatRunOutcome; error?: string; snapshotId?: string }) {
      await db.insert(satListRuns).values(run);
    },

    failures(limit: number): Promise<RunRow[]> {
      return db.select().from(satListRuns).where(eq(satListRuns.outcome, 'FAILED')).orderBy(desc(satListRuns.createdAt)).limit(limit);
    },

    /** Entries of the current 69-B snapshot for an RFC: what a lookup reads. */
    current69bRfc(rfc: string) {
      return db
        .select({ snapshotId: sat69bEntries.snapshotId, rfc: sat69bEntries.rfc })
        .from(satListCurrent)
        .innerJoin(sat69bEntries, eq(sat69bEntries.snapshotId, satListCurrent.snapshotId))
        .where(and(eq(satListCurrent.kind, '69B'), eq(satListCurrent.list, '69b'), eq(sat69bEntries.rfc, rfc)));
    },
  };
}
export type SatListsRepository = ReturnType<typeof satListsRepository>;
