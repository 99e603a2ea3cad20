import type { TServiceStage } from '../../../shared/contracts/compliance-documents.contract';
import type { TProgressCounters } from '../../../shared/contracts/compliance-progress.contract';
import { acceptsUploads } from '../../../shared/domain/compliance';
import { toDocumentDto } from '../compliance-documents/compliance-documents.dto';
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
  const docsBy = new Map<string, DocumentRows>();
  for (const entry of documents) docsBy.set(entry.document.requirementId, [...(docsBy.get(entry.document.requirementId) ?? []), entry]);
  const groups: TServiceStage['groups'] = [];
  for (const { group, requirement } of rows.filter((r) => r.stageId === stageId)) {
    let target = groups.at(-1);
    if (target?.id !== group.id) {
      target = { id: group.id, name: group.name, requirements: [] };
      groups.push(target);
    }
    const docs = docsBy.get(requirement.id) ?? [];
    target.requirements.push({
      id: requirement.id,
      name: requirement.name,
      format: requirement.format,
      delivery: requirement.delivery,
      helpText: requirement.helpText,
      exampleImage: requirement.exampleImage,
      acceptsUploads: acceptsUploads(requirement.name),
      nextDue: null,
      daysLeft: null,
      documents: docs.map((entry) => toDocumentDto(entry.document)),
      documentsTotal: docs[0]?.total ?? 0,
    });
  }
  return groups;
}
