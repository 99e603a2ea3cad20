import type { TServiceStage } from '../../../shared/contracts/compliance-documents.contract';
import { acceptsUploads, daysUntil, type Period } from '../../../shared/domain/compliance';
import { nextDue } from '../../../shared/domain/compliance-due';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { ServiceAccessPort } from '../services/service-access';
import { complianceDocumentsRepository, type ComplianceDocumentRow } from './compliance-documents.repository';
import { toDocumentDto } from './compliance-documents.dto';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** One stage of a service as its screen reads it; the header (side, stages, permissions) is GET /services/{id}. */
export function createStageView(deps: { db: Db; services: ServiceAccessPort; now?: () => Date }) {
  const repo = complianceDocumentsRepository(deps.db);
  const today = () => {
    const now = deps.now?.() ?? new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  };

  return {
    /** Requirements in one query, their newest documents in one window query, accepted periods in one more. */
    async stage(actor: Actor, serviceId: string, stageId: string): Promise<TServiceStage> {
      const { service } = await deps.services.requireServiceAccess(actor, serviceId, 'read');
      const stage = await repo.stageOfSet(service.setId, stageId);
      if (!stage) throw new AppError('NOT_FOUND');
      const rows = await repo.requirementsOfStage(stage.id);
      const ids = rows.map((r) => r.requirement.id);
      const [documents, accepted] = await Promise.all([repo.newestDocuments(service.id, ids), repo.acceptedPeriods(service.id, ids)]);

      const docsBy = new Map<string, { list: ComplianceDocumentRow[]; total: number }>();
      for (const { document, total } of documents) {
        const entry = docsBy.get(document.requirementId) ?? { list: [], total: Number(total) };
        entry.list.push(document);
        docsBy.set(document.requirementId, entry);
      }
      const acceptedBy = new Map<string, Period[]>();
      for (const p of accepted) acceptedBy.set(p.requirementId, [...(acceptedBy.get(p.requirementId) ?? []), { year: p.year, month: p.month }]);

      const day = today();
      const span = { start: utcDay(service.startDate), end: service.endDate ? utcDay(service.endDate) : null };
      const groups: TServiceStage['groups'] = [];
      for (const { group, requirement } of rows) {
        let target = groups.at(-1);
        if (target?.id !== group.id) {
          target = { id: group.id, name: group.name, requirements: [] };
          groups.push(target);
        }
        const due = nextDue(requirement.delivery, span, acceptedBy.get(requirement.id) ?? [], day);
        const docs = docsBy.get(requirement.id);
        target.requirements.push({
          id: requirement.id,
          name: requirement.name,
          format: requirement.format,
          delivery: requirement.delivery,
          helpText: requirement.helpText,
          exampleImage: requirement.exampleImage,
          acceptsUploads: acceptsUploads(requirement.name),
          nextDue: due ? isoDay(due.due) : null,
          daysLeft: due ? daysUntil(due.due, day) : null,
          documents: (docs?.list ?? []).map(toDocumentDto),
          documentsTotal: docs?.total ?? 0,
        });
      }
      return { stage: { id: stage.id, name: stage.name, description: stage.description }, groups };
    },
  };
}
