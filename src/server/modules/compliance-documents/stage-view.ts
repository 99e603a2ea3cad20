import type { TServiceStage } from '../../../shared/contracts/compliance-documents.contract';
import { daysUntil, type Period } from '../../../shared/domain/compliance';
import { nextDue } from '../../../shared/domain/compliance-due';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { ServiceAccessPort } from '../services/service-access';
import { complianceDocumentsRepository } from './compliance-documents.repository';
import { documentsByRequirement, groupRequirements } from './requirement-groups';

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

      const acceptedBy = new Map<string, Period[]>();
      for (const p of accepted) acceptedBy.set(p.requirementId, [...(acceptedBy.get(p.requirementId) ?? []), { year: p.year, month: p.month }]);

      const day = today();
      const span = { start: utcDay(service.startDate), end: service.endDate ? utcDay(service.endDate) : null };
      const groups = groupRequirements(rows, documentsByRequirement(documents), (requirement) => {
        const due = nextDue(requirement.delivery, span, acceptedBy.get(requirement.id) ?? [], day);
        return { nextDue: due ? isoDay(due.due) : null, daysLeft: due ? daysUntil(due.due, day) : null };
      });
      return { stage: { id: stage.id, name: stage.name, description: stage.description }, groups };
    },
  };
}
