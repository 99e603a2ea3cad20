import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sat69Entries, sat69bEntries, satListCurrent, satListSnapshots, satLookups, users } from '../../db/schema';

export type Sat69bEntryRow = typeof sat69bEntries.$inferSelect;
export type Sat69EntryRow = typeof sat69Entries.$inferSelect;

/** Reads the current snapshots through sat_list_current, so a lookup never sees a half-imported list. */
export function satLookupRepository(db: Db) {
  return {
    async currentSnapshots() {
      return db
        .select({ id: satListSnapshots.id, kind: satListSnapshots.kind, list: satListSnapshots.list, publishedAt: satListSnapshots.publishedAt })
        .from(satListCurrent)
        .innerJoin(satListSnapshots, eq(satListSnapshots.id, satListCurrent.snapshotId))
        .orderBy(asc(satListCurrent.kind), asc(satListCurrent.list));
    },

    async entries69b(rfc: string, snapshotIds: string[]): Promise<Sat69bEntryRow[]> {
      if (snapshotIds.length === 0) return [];
      return db.select().from(sat69bEntries).where(and(eq(sat69bEntries.rfc, rfc), inArray(sat69bEntries.snapshotId, snapshotIds))).orderBy(asc(sat69bEntries.line));
    },

    async entries69(rfc: string, snapshotIds: string[]): Promise<Sat69EntryRow[]> {
      if (snapshotIds.length === 0) return [];
      return db.select().from(sat69Entries).where(and(eq(sat69Entries.rfc, rfc), inArray(sat69Entries.snapshotId, snapshotIds))).orderBy(asc(sat69Entries.list), asc(sat69Entries.line));
    },

    async record(row: typeof satLookups.$inferInsert) {
      const [created] = await db.insert(satLookups).values(row).returning();
      if (!created) throw new Error('sat lookup: insert returned nothing');
      return created;
    },

    async history(companyId: string, page: number, pageSize: number) {
      const items = await db
        .select({ id: satLookups.id, rfc: satLookups.rfc, found: satLookups.found, userName: users.completeName, createdAt: satLookups.createdAt })
        .from(satLookups)
        .leftJoin(users, eq(users.id, satLookups.userId))
        .where(eq(satLookups.companyId, companyId))
        .orderBy(desc(satLookups.createdAt), desc(satLookups.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ value: count() }).from(satLookups).where(eq(satLookups.companyId, companyId));
      return { items, total: total?.value ?? 0 };
    },
  };
}
