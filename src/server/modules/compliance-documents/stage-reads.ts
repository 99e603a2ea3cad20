import type { DocumentStatus } from '../../../shared/domain/compliance';
import type { requirements } from '../../db/schema';
import type { Executor } from '../../db/client';
import { complianceDocumentsRepository } from './compliance-documents.repository';

export type StageRequirement = Pick<typeof requirements.$inferSelect, 'id' | 'name' | 'delivery'> & { groupId: string; groupName: string };

/** What other modules read of a service stage: its requirements in page order and each period's newest status. */
export interface StageReadsPort {
  /** The stage when it belongs to the set, with its requirements in the order the stage page shows them; undefined otherwise. */
  stageRequirements(setId: string, stageId: string): Promise<{ stage: { id: string; name: string }; requirements: StageRequirement[] } | undefined>;
  /** The status of the newest live document per requirement and period; read by the stage id alone, so answer it only once the stage is known to be the set's. */
  periodNewestStatuses(serviceId: string, stageId: string): Promise<{ requirementId: string; year: number; month: number; status: DocumentStatus }[]>;
}

export function stageReads(db: Executor): StageReadsPort {
  const repo = complianceDocumentsRepository(db);
  return {
    async stageRequirements(setId, stageId) {
      const found = await repo.stageWithRequirements(setId, stageId);
      if (!found) return undefined;
      const list = found.rows.map(({ group, requirement }) => ({ id: requirement.id, name: requirement.name, delivery: requirement.delivery, groupId: group.id, groupName: group.name }));
      return { stage: found.stage, requirements: list };
    },
    periodNewestStatuses: (serviceId, stageId) => repo.periodNewestStatuses(serviceId, stageId),
  };
}
