import type { TServiceStage, TStageRequirement } from '../../../shared/contracts/compliance-documents.contract';
import { acceptsUploads } from '../../../shared/domain/compliance';
import { toDocumentDto, type DocumentDtoSource } from './compliance-documents.dto';

type Requirement = { id: string; name: string; format: TStageRequirement['format']; delivery: TStageRequirement['delivery']; helpText: string; exampleImage: string | null };

/** A requirement's newest documents (at most DOCUMENTS_PER_REQUIREMENT) and how many it has in all. */
export interface RequirementDocuments {
  list: DocumentDtoSource[];
  total: number;
}

/** Groups the documents of window-query rows `{ document, total }` by requirement. */
export function documentsByRequirement(rows: readonly { document: DocumentDtoSource & { requirementId: string }; total: number | string }[]): Map<string, RequirementDocuments> {
  const by = new Map<string, RequirementDocuments>();
  for (const { document, total } of rows) {
    const entry = by.get(document.requirementId) ?? { list: [], total: Number(total) };
    entry.list.push(document);
    by.set(document.requirementId, entry);
  }
  return by;
}

/**
 * A stage's groups → requirements → newest documents, as the stage screens read them (a service's
 * stage and the company's own stage page). `rows` come ordered by group then requirement;
 * `due` gives the delivery date (company-level documents have no calendar: pass none).
 */
export function groupRequirements(
  rows: readonly { group: { id: string; name: string }; requirement: Requirement }[],
  documents: ReadonlyMap<string, RequirementDocuments>,
  due: (requirement: Requirement) => Pick<TStageRequirement, 'nextDue' | 'daysLeft' | 'dueState' | 'duePeriod'> = () => ({ nextDue: null, daysLeft: null, dueState: null, duePeriod: null }),
): TServiceStage['groups'] {
  const groups: TServiceStage['groups'] = [];
  for (const { group, requirement } of rows) {
    let target = groups.at(-1);
    if (target?.id !== group.id) {
      target = { id: group.id, name: group.name, requirements: [] };
      groups.push(target);
    }
    const docs = documents.get(requirement.id);
    target.requirements.push({
      id: requirement.id,
      name: requirement.name,
      format: requirement.format,
      delivery: requirement.delivery,
      helpText: requirement.helpText,
      exampleImage: requirement.exampleImage,
      acceptsUploads: acceptsUploads(requirement.name),
      ...due(requirement),
      documents: (docs?.list ?? []).map(toDocumentDto),
      documentsTotal: docs?.total ?? 0,
    });
  }
  return groups;
}
