import type { Readable } from 'node:stream';
import { MENSAJES_RESUMEN } from '../../../shared/labels/compliance-summary';
import { MENSAJES } from '../../../shared/labels/messages';
import type { TDownloadDocumentsRequest, TStageSummary, TSummaryGroup } from '../../../shared/contracts/compliance-summary.contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { ServiceAccessPort, ServiceRow } from '../services/service-access';
import type { StageReadsPort } from '../compliance-documents/stage-reads';
import { complianceSummaryRepository } from './compliance-summary.repository';
import { buildStageSummary, periodsUntil, utcDate } from './stage-summary';
import { streamDocumentsZip } from './documents-zip';

const parsePeriod = (value: string) => ({ year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)) });

export function createComplianceSummaryService(deps: {
  db: Db;
  services: ServiceAccessPort;
  stages: StageReadsPort;
  bytes: (fileId: string) => Promise<Uint8Array | undefined>;
  now?: (() => Date) | undefined;
  onError?: (error: unknown) => void;
}) {
  const repo = complianceSummaryRepository(deps.db);
  const today = () => deps.now?.() ?? new Date();

  /**
   * Either side of the service may read it (the services module decides); anyone else gets 404. The
   * stage's requirements and, beside them, `alongside` (a read by the stage id alone, answered only
   * once the stage is known to be the set's).
   */
  async function requireStage<T>(actor: Actor, serviceId: string, stageId: string, alongside: (service: ServiceRow) => Promise<T>) {
    const { service } = await deps.services.requireServiceAccess(actor, serviceId, 'read');
    const [found, read] = await Promise.all([deps.stages.stageRequirements(service.setId, stageId), alongside(service)]);
    if (!found) throw new AppError('NOT_FOUND');
    return { service, ...found, read };
  }

  return {
    async summary(actor: Actor, serviceId: string, stageId: string): Promise<TStageSummary> {
      const { service, stage, requirements: reqs, read: newest } = await requireStage(actor, serviceId, stageId, (s) => deps.stages.periodNewestStatuses(s.id, stageId));
      // Every month holding a live document has its newest document's row: the download dialog offers them all, newest first.
      const documentPeriods = [...new Set(newest.map((p) => p.year * 100 + p.month))].toSorted((a, b) => b - a).map((k) => `${String(Math.floor(k / 100))}-${String(k % 100).padStart(2, '0')}`);
      const periods = buildStageSummary({ requirements: reqs, newest, start: utcDate(service.startDate), until: periodsUntil(today(), service.endDate) });
      const groups = new Map<string, TSummaryGroup>();
      for (const r of reqs) {
        const group = groups.get(r.groupId) ?? { id: r.groupId, name: r.groupName, requirements: [] };
        group.requirements.push({ id: r.id, name: r.name });
        groups.set(r.groupId, group);
      }
      return { stageId: stage.id, stageName: stage.name, groups: [...groups.values()], periods, documentPeriods };
    },

    /** Documents.zip of the stage's chosen requirements between two periods, as a stream. */
    async download(actor: Actor, serviceId: string, stageId: string, body: TDownloadDocumentsRequest): Promise<Readable> {
      const { service, requirements: reqs } = await requireStage(actor, serviceId, stageId, async () => undefined);
      if (service.endDate && body.to > service.endDate.slice(0, 7)) {
        throw new AppError('VALIDATION', { message: MENSAJES_RESUMEN.finPosteriorAlServicio, fields: { to: MENSAJES_RESUMEN.finPosteriorAlServicio } });
      }
      const names = new Map(reqs.map((r) => [r.id, r.name]));
      const chosen = [...new Set(body.requirementIds)];
      if (chosen.some((id) => !names.has(id))) {
        throw new AppError('VALIDATION', { message: MENSAJES_RESUMEN.seleccioneTipo, fields: { requirementIds: MENSAJES_RESUMEN.seleccioneTipo } });
      }
      const documents = await repo.documentsForZip(service.id, chosen, parsePeriod(body.from), parsePeriod(body.to));
      if (documents.length === 0) throw new AppError('NOT_FOUND', { message: MENSAJES.sinDocumentosEnPeriodo });
      return streamDocumentsZip({ documents, names, bytes: deps.bytes, onError: deps.onError });
    },
  };
}
export type ComplianceSummaryService = ReturnType<typeof createComplianceSummaryService>;
