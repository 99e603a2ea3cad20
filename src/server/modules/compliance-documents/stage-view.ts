import type { TServiceStage } from '../../../shared/contracts/compliance-documents.contract';
import { mexicoDayOf, nextDue } from '../../../shared/domain/compliance-due';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { ServiceAccessPort } from '../services/service-access';
import { complianceDocumentsRepository } from './compliance-documents.repository';
import { groupRequirements } from './requirement-groups';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** One stage of a service as its screen reads it; the header (side, stages, permissions) is GET /services/{id}. */
export function createStageView(deps: { db: Db; services: ServiceAccessPort; now?: () => Date }) {
  const repo = complianceDocumentsRepository(deps.db);
  // The Mexico City day, as uploads count it: at 21:00 on the 30th a card must not already say the 1st.
  const today = () => mexicoDayOf(deps.now?.() ?? new Date());

  return {
    /** The service, then the stage with its requirements and their documents (the newest and each period's status) in one read. */
    async stage(actor: Actor, serviceId: string, stageId: string): Promise<TServiceStage> {
      const { service } = await deps.services.requireServiceAccess(actor, serviceId, 'read');
      const found = await repo.serviceStage(service.setId, stageId, service.id);
      if (!found) throw new AppError('NOT_FOUND');
      const { stage, rows, documents } = found;

      const day = today();
      const calendar = { start: utcDay(service.startDate), end: service.endDate ? utcDay(service.endDate) : null, acceptedAt: service.answeredAt };
      const groups = groupRequirements(rows, documents, (requirement) => {
        const due = nextDue(requirement.delivery, calendar, documents.get(requirement.id)?.periodStatuses ?? [], day);
        return due ? { nextDue: isoDay(due.due), daysLeft: due.daysLeft, dueState: due.state, duePeriod: due.period } : { nextDue: null, daysLeft: null, dueState: null, duePeriod: null };
      });
      return { stage: { id: stage.id, name: stage.name, description: stage.description }, groups };
    },
  };
}
