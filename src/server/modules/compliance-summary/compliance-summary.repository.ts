import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { complianceDocuments } from '../../db/schema';

/** The documents a ZIP carries; a stage and its statuses are read through the documents module (StageReadsPort). */
export function complianceSummaryRepository(db: Executor) {
  return {
    /** Non-deleted documents (any status) of the requirements between two periods, for the ZIP. */
    documentsForZip(serviceId: string, requirementIds: string[], from: { year: number; month: number }, to: { year: number; month: number }) {
      const period = sql`(${complianceDocuments.year} * 100 + ${complianceDocuments.month})`;
      return db
        .select({
          requirementId: complianceDocuments.requirementId,
          year: complianceDocuments.year,
          month: complianceDocuments.month,
          name: complianceDocuments.name,
          extension: complianceDocuments.extension,
          fileId: complianceDocuments.fileId,
        })
        .from(complianceDocuments)
        .where(
          and(
            eq(complianceDocuments.serviceId, serviceId),
            inArray(complianceDocuments.requirementId, requirementIds),
            isNull(complianceDocuments.deletedAt),
            gte(period, from.year * 100 + from.month),
            lte(period, to.year * 100 + to.month),
          ),
        )
        .orderBy(asc(complianceDocuments.year), asc(complianceDocuments.month), asc(complianceDocuments.createdAt), asc(complianceDocuments.id));
    },
  };
}
