import { sql } from 'drizzle-orm';
import type { TStageAuthorization } from '../../../shared/contracts/stage-authorization.contract';
import { mexicoDayOf, type ServiceCalendar } from '../../../shared/domain/compliance-due';
import { stageValidation, type StageAuthorizationState } from '../../../shared/domain/stage-authorization';
import { MENSAJES_SERVICIO_ETAPAS as M } from '../../../shared/labels/messages';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { fileStageAuthorizationRecord } from '../vault/vault-filing';
import type { ServiceAccess, ServiceAccessPort, ServiceRow } from '../services/service-access';
import { stageAuthorizedNotice, stageAuthorizedAudience } from './stage-authorization-notice';
import { recordFileName, renderAuthorizationRecord } from './stage-authorization-record';
import { stageAuthorizationsRepository } from './stage-authorizations.repository';

type Deps = { db: Db; services: ServiceAccessPort; notifications: NotificationsService; files: Pick<FilesService, 'storeUpload'>; now?: (() => Date) | undefined };

const utcDate = (value: string) => new Date(`${value}T00:00:00Z`);
const calendarOf = (service: ServiceRow): ServiceCalendar => ({ start: utcDate(service.startDate), end: service.endDate ? utcDate(service.endDate) : null, acceptedAt: service.answeredAt });

/**
 * A client's approval of a whole stage of a service (spec 2 §7 PATCH …/stages/{stageId}/authorize).
 * The client's validators (the 'validate' need of the services module: its side, Administrador or
 * Colaborador allowed to validate, the service accepted) authorize a stage once every requirement of
 * it is validated (stageValidation: the cards' due rules). The write, its Bitácora line, its record
 * (a PDF naming each covered document by its file's SHA-256, filed in the provider's vault with its
 * CREATE in the verifiable ledger, which records files) and the notice to the provider commit together.
 *
 * Revocation: a later upload, rejection or deletion in the stage raises its change count past the
 * one the authorization saw; the record stays and reads REVOKED until the client authorizes again.
 */
export function createStageAuthorizationsService(deps: Deps) {
  const now = () => deps.now?.() ?? new Date();

  /** Validation, change counts and stored authorizations of the given stages, read through one executor. */
  async function evaluate(db: Executor, service: ServiceRow, stageIds: readonly string[]) {
    const repo = stageAuthorizationsRepository(db);
    // Counted first: a document that lands between the two reads makes the count too low, so the
    // authorization reads as revoked (the safe side) rather than covering a document never checked.
    const changes = await repo.changes(service.id, stageIds);
    const requirements = await repo.requirementsOf(stageIds);
    const newest = await repo.newestStatuses(service.id, requirements.map((r) => r.id));
    const today = mexicoDayOf(now());
    const calendar = calendarOf(service);
    const validation = new Map(stageIds.map((id) => [id, stageValidation(requirements.filter((r) => r.stageId === id), newest, calendar, today)]));
    return { changes, validation, requirementIds: requirements.map((r) => r.id) };
  }

  type Stored = { authorizedAt: Date; changesSeen: number; authorizedByName: string | null; recordFolderId: string | null };
  function toDto(access: ServiceAccess, stageId: string, input: { validation: ReturnType<typeof stageValidation>; changes: number; stored?: Stored | undefined }): TStageAuthorization {
    const state: StageAuthorizationState = !input.stored ? 'NONE' : input.changes > input.stored.changesSeen ? 'REVOKED' : 'AUTHORIZED';
    const mayAuthorize = access.side === 'client' && access.permissions.canValidate && access.service.status === 'ACCEPTED';
    return {
      stageId,
      state,
      authorizedAt: input.stored?.authorizedAt.toISOString() ?? null,
      authorizedByName: input.stored?.authorizedByName ?? null,
      validated: input.validation.validated,
      pending: input.validation.pending,
      canAuthorize: mayAuthorize && input.validation.validated && state !== 'AUTHORIZED',
      recordFolderId: input.stored?.recordFolderId ?? null,
    };
  }

  async function stageOf(service: ServiceRow, stageId: string) {
    const stage = (await stageAuthorizationsRepository(deps.db).stages(service.setId)).find((s) => s.id === stageId);
    if (!stage) throw new AppError('NOT_FOUND');
    return stage;
  }

  return {
    /** GET /services/{id}/stages/authorizations: every stage of the service with its state; either side reads it. */
    async list(actor: Actor, serviceId: string): Promise<TStageAuthorization[]> {
      const access = await deps.services.requireServiceAccess(actor, serviceId, 'read');
      const repo = stageAuthorizationsRepository(deps.db);
      const stages = await repo.stages(access.service.setId);
      const ids = stages.map((s) => s.id);
      const [{ changes, validation }, stored] = [await evaluate(deps.db, access.service, ids), await repo.authorizations(access.service.id)];
      return ids.map((id) => {
        const v = validation.get(id) ?? { validated: false, pending: 0, total: 0 };
        return toDto(access, id, { validation: v, changes: changes.get(id) ?? 0, stored: stored.find((s) => s.stageId === id) });
      });
    },

    /**
     * PATCH /services/{id}/stages/{stageId}/authorize. 403 to anyone but the client's validators; 404
     * for a stage of another set; 409 when a requirement is not validated yet or it is already
     * authorized (and nothing changed since).
     */
    async authorize(actor: Actor, serviceId: string, stageId: string): Promise<TStageAuthorization> {
      const access = await deps.services.requireServiceAccess(actor, serviceId, 'validate');
      const { service } = access;
      if (access.side !== 'client') throw new AppError('FORBIDDEN');
      const stage = await stageOf(service, stageId);
      const at = now();
      const dto = await deps.db.transaction(async (tx) => {
        // One authorization of a stage at a time: the second of two clicks finds it authorized.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stage-authorization:${service.id}:${stage.id}`}))`);
        const repo = stageAuthorizationsRepository(tx);
        const { changes, validation, requirementIds } = await evaluate(tx, service, [stage.id]);
        const v = validation.get(stage.id) ?? { validated: false, pending: 0, total: 0 };
        const count = changes.get(stage.id) ?? 0;
        const stored = (await repo.authorizations(service.id)).find((s) => s.stageId === stage.id);
        if (stored && count <= stored.changesSeen) throw new AppError('CONFLICT', { message: M.etapaYaAutorizada });
        if (v.total === 0) throw new AppError('CONFLICT', { message: M.etapaSinRequisitos });
        if (!v.validated) throw new AppError('CONFLICT', { message: M.etapaNoValidada(v.pending) });
        const pdf = await renderAuthorizationRecord({ access, stageName: stage.name, authorizedBy: await repo.userName(actor.userId), at, documents: await repo.acceptedDocuments(service.id, requirementIds) });
        const file = await deps.files.storeUpload({ actor, companyId: service.providerCompanyId, kind: 'stage-authorization', source: pdf, filename: `${recordFileName(stage.name, at)}.pdf`, allowed: ['pdf'], maxBytes: pdf.byteLength, tx, audit: { serviceId: service.id, stageId: stage.id } });
        const record = await fileStageAuthorizationRecord(tx, { service, stageName: stage.name, file, userId: actor.userId, companyId: access.companyId });
        await repo.upsert({ serviceId: service.id, stageId: stage.id, authorizedBy: actor.userId, authorizedAt: at, changesSeen: count, recordFileId: file.id, recordFolderId: record.folderId });
        await recordAudit(tx, {
          action: 'service-stage.authorized',
          actorUserId: actor.userId,
          companyId: access.companyId,
          entity: 'service_stage',
          entityId: stage.id,
          details: { serviceId: service.id, stageName: stage.name, changesSeen: count, reauthorized: stored !== undefined, recordFileId: file.id, recordSha256: file.sha256 },
        });
        await deps.notifications.notifyAudience(tx, stageAuthorizedAudience(service), stageAuthorizedNotice(access, stage.name));
        const [mine] = (await repo.authorizations(service.id)).filter((s) => s.stageId === stage.id);
        return toDto(access, stage.id, { validation: v, changes: count, stored: mine });
      });
      deps.notifications.sendSoon();
      return dto;
    },
  };
}
export type StageAuthorizationsService = ReturnType<typeof createStageAuthorizationsService>;
