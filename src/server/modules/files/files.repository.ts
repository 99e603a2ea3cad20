import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

/** The only code that writes the `files` table; other modules go through the files service. */
export function filesRepository(db: Executor) {
  return {
    async insert(executor: Executor, values: NewFileRow): Promise<FileRow> {
      const [row] = await executor.insert(files).values(values).returning();
      if (!row) throw new Error('files: insert returned no row');
      return row;
    },

    /** A file of one company; another company's file is undefined (→ 404). */
    async find(companyId: string, id: string): Promise<FileRow | undefined> {
      const [row] = await db.select().from(files).where(and(eq(files.companyId, companyId), eq(files.id, id)));
      return row;
    },

    /** Hands a file uploaded before its company was known (e.g. a catalogue workbook) to that company. */
    async assignCompany(executor: Executor, id: string, companyId: string): Promise<void> {
      await executor.update(files).set({ companyId }).where(eq(files.id, id));
    },

    async remove(executor: Executor, id: string): Promise<void> {
      await executor.delete(files).where(eq(files.id, id));
    },

    /** Which of `ids` have a row (their blobs are in use). */
    async existingIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** By id alone, for callers that already resolved access through the row that references the file. */
    async findById(id: string): Promise<FileRow | undefined> {
      const [row] = await db.select().from(files).where(eq(files.id, id));
      return row;
    },
  };
}
