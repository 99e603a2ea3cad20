import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyTags } from '../../db/schema';

const lowered = sql<string>`lower(${companyTags.tag})`;

/** The company_tags table. Every function takes the companies it may read first. */
export function tagsRepository(db: Executor) {
  return {
    /** Each company's tags as typed, A-Z without regard to case. */
    async tagsOf(companyIds: string[]): Promise<Map<string, string[]>> {
      const result = new Map<string, string[]>();
      if (!companyIds.length) return result;
      const rows = await db
        .select({ companyId: companyTags.companyId, tag: companyTags.tag })
        .from(companyTags)
        .where(inArray(companyTags.companyId, companyIds))
        .orderBy(asc(lowered), asc(companyTags.tag));
      for (const row of rows) result.set(row.companyId, [...(result.get(row.companyId) ?? []), row.tag]);
      return result;
    },

    /**
     * The tags in use among the companies, case folded together, with how many carry each. The
     * spelling shown is the least in byte order (COLLATE "C"), the same on every database.
     */
    async usage(companyIds: string[]) {
      if (!companyIds.length) return [];
      return db
        .select({ tag: sql<string>`min(${companyTags.tag} COLLATE "C")`.mapWith(String), companies: count() })
        .from(companyTags)
        .where(inArray(companyTags.companyId, companyIds))
        .groupBy(lowered)
        .orderBy(asc(lowered));
    },

    /** Those of the companies that carry `tag` (whole tag, without regard to case). */
    async companiesWithTag(companyIds: string[], tag: string): Promise<Set<string>> {
      if (!companyIds.length) return new Set();
      const rows = await db
        .select({ companyId: companyTags.companyId })
        .from(companyTags)
        .where(and(eq(lowered, tag.toLowerCase()), inArray(companyTags.companyId, companyIds)));
      return new Set(rows.map((r) => r.companyId));
    },

    async replace(companyId: string, tags: string[]) {
      await db.delete(companyTags).where(eq(companyTags.companyId, companyId));
      if (tags.length) await db.insert(companyTags).values(tags.map((tag) => ({ companyId, tag })));
    },
  };
}
