import type { TServiceStage } from '../../../shared/contracts/compliance-documents.contract';
import type { TProgressCounters } from '../../../shared/contracts/compliance-progress.contract';
import { documentsByRequirement, groupRequirements } from '../compliance-documents/requirement-groups';
import type { ComplianceProgressRepository, ProgressRow } from './compliance-progress.repository';

type RequirementRows = Awaited<ReturnType<ComplianceProgressRepository['requirementsOfStages']>>;
type DocumentRows = Awaited<ReturnType<ComplianceProgressRepository['newestDocuments']>>;

/** Counters from a progress row (a stage without requirements has none). */
export function toCounters(row: Pick<ProgressRow, 'total' | 'accepted' | 'review' | 'rejected'> | undefined): TProgressCounters {
  const { total = 0, accepted = 0, review = 0, rejected = 0 } = row ?? {};
  return { total, accepted, review, rejected, missing: total - accepted - review - rejected, percentage: total ? Math.floor((accepted * 100) / total) : 0 };
}

export function sumCounters(list: readonly TProgressCounters[]): TProgressCounters {
  return toCounters(list.reduce((a, c) => ({ total: a.total + c.total, accepted: a.accepted + c.accepted, review: a.review + c.review, rejected: a.rejected + c.rejected }), { total: 0, accepted: 0, review: 0, rejected: 0 }));
}

/**
 * A stage's groups → requirements → newest documents, as the service stage screen reads them.
 * Company-level documents belong to no service, so there is no delivery calendar: no due date.
 */
export function toStageGroups(stageId: string, rows: RequirementRows, documents: DocumentRows): TServiceStage['groups'] {
  return groupRequirements(
    rows.filter((r) => r.stageId === stageId),
    documentsByRequirement(documents),
  );
}
