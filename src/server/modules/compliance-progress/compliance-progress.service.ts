import type { Readable } from 'node:stream';
import type { TCompanyStage, TCompanyStageCard, TCompanyStageDownloadRequest, TExpedient, TExpedientDownloadRequest, TProgressCounters } from '../../../shared/contracts/compliance-progress.contract';
import type { TOlderDocuments, TOlderDocumentsQuery } from '../../../shared/contracts/older-documents.contract';
import type { TDocumentHistoryEntry, TValidateDocumentRequest } from '../../../shared/contracts/compliance-documents.contract';
import { MENSAJES, MENSAJES_SERVICIO_ETAPAS } from '../../../shared/labels/messages';
import { MENSAJES_RESUMEN } from '../../../shared/labels/compliance-summary';
import { acceptsUploads, isExpedientStage } from '../../../shared/domain/compliance';
import { mayValidateDocuments, roleMayHandleDocuments } from '../../../shared/permissions';
import { MENSAJES_DOCUMENTOS } from '../../../shared/labels/compliance-documents';
import { companyGuard, type CompanyAccess } from '../../access/company-guard';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { ComplianceDocumentsService } from '../compliance-documents/compliance-documents.service';
import type { UploadInput } from '../compliance-documents/document-upload';
import { streamDocumentsZip } from '../compliance-summary/documents-zip';
import { createExpedientEntryNamer } from '../compliance-summary/zip-entry-names';
import { complianceProgressRepository, scopeSql, type DocumentScope } from './compliance-progress.repository';
import { sumCounters, toCounters, toStageGroups } from './stage-groups';

/**
 * The company's own stages (home cards and stage page, spec 2 §2) and a company's expedient with
 * its progress counters. Everything is counted in SQL for the one company asked for.
 */
export function createComplianceProgressService(deps: {
  db: Db;
  documents: Pick<ComplianceDocumentsService, 'uploadCompany' | 'removeCompany' | 'olderCompanyDocuments' | 'reviewCompany' | 'recordRead' | 'historyOf'>;
  bytes: (fileId: string) => Promise<Uint8Array | undefined>;
  onError?: ((error: unknown) => void) | undefined;
}) {
  const repo = complianceProgressRepository(deps.db);
  const guard = companyGuard(deps.db);

  /** A member of the company whose plan and role show the home stages (canShowHomeStages). */
  async function requireHomeStages(actor: Actor, companyId: string) {
    const access = await guard.requireCompany(actor, companyId, 'read');
    if (!access.flags.canShowHomeStages) throw new AppError('FORBIDDEN');
    return access;
  }

  /** Spec 2 §6: Administrador or Colaborador, with the plan's upload flag of the expedient or of the other stages. */
  const mayUpload = (access: CompanyAccess, stageName: string) =>
    roleMayHandleDocuments(access.role) && (isExpedientStage(stageName) ? access.flags.canUploadDocuments.onExpedient : access.flags.canUploadDocuments.onCumplimiento);

  /** The company itself (every document counts) or a company with an accepted link to it; else 404. */
  async function expedientScope(actor: Actor, companyId: string): Promise<{ own: boolean; scope: DocumentScope }> {
    const mine = (await guard.companiesOf(actor)).map((m) => m.company.id);
    if (mine.includes(companyId)) return { own: true, scope: { kind: 'all' } };
    const ordered = actor.requestedCompanyId && mine.includes(actor.requestedCompanyId) ? [actor.requestedCompanyId, ...mine] : mine;
    const viewerId = await repo.linkedViewer(ordered, companyId);
    if (!viewerId) throw new AppError('NOT_FOUND');
    return { own: false, scope: { kind: 'viewer', viewerId } };
  }

  /** A live document the expedient shows this viewer, with the company the viewer acts for; else 404. */
  async function expedientDocument(actor: Actor, companyId: string, documentId: string) {
    const { scope } = await expedientScope(actor, companyId);
    const document = await repo.documentInScope(companyId, documentId, scope);
    if (!document) throw new AppError('NOT_FOUND');
    return { document, viewerCompanyId: scope.kind === 'viewer' ? scope.viewerId : companyId };
  }

  /**
   * Who validates company-level documents (those a company delivers on its own stage page, with no
   * service). Decision: its clients — any company with an accepted link in which the uploader is
   * the provider — through an Administrador or Colaborador allowed to validate as a client (spec 2 §6:
   * whenIsClient on the providers' path; CORPORATIVO always), from the uploader's expedient. The
   * document is one record, so the first decision stands for every client (history keeps who and
   * which company). The company itself never validates its own documents; a provider of it neither.
   * Returns the reviewing company's access, or null when the actor is no such client.
   */
  async function reviewerFor(actor: Actor, companyId: string): Promise<CompanyAccess | null> {
    const mine = (await guard.companiesOf(actor)).map((m) => m.company.id).filter((id) => id !== companyId);
    const ordered = actor.requestedCompanyId && mine.includes(actor.requestedCompanyId) ? [actor.requestedCompanyId, ...mine] : mine;
    const clientId = await repo.clientOf(ordered, companyId);
    return clientId ? guard.requireCompany(actor, clientId, 'read') : null;
  }

  const mayValidate = (access: CompanyAccess) =>
    roleMayHandleDocuments(access.role) &&
    mayValidateDocuments(access.flags, { plan: access.company.status, role: access.role, reviewer: access.reviewer, invitedAs: access.company.invitedAs, invited: access.company.invited }, true);

  async function countersBy(companyId: string, stageIds: string[], scope: DocumentScope) {
    const rows = await repo.progress(companyId, stageIds, scope);
    return new Map(stageIds.map((id) => [id, toCounters(rows.find((r) => r.stageId === id))]));
  }

  async function stagesWithDocuments(companyId: string, stages: { id: string; name: string; description: string }[], scope: DocumentScope, canUpload: (stageName: string) => boolean, canDelete: (stageName: string) => boolean = () => false): Promise<TCompanyStage[]> {
    const ids = stages.map((s) => s.id);
    const [rows, counters] = await Promise.all([repo.requirementsOfStages(ids), countersBy(companyId, ids, scope)]);
    const documents = await repo.newestDocuments(companyId, rows.map((r) => r.requirement.id), scope);
    return stages.map((stage) => ({ stage, groups: toStageGroups(stage.id, rows, documents), progress: counters.get(stage.id) ?? toCounters(undefined), canUpload: canUpload(stage.name), canDelete: canDelete(stage.name) }));
  }

  async function companyStage(companyId: string, stageId: string) {
    const stage = (await repo.stages(companyId)).find((s) => s.id === stageId);
    if (!stage) throw new AppError('NOT_FOUND');
    return stage;
  }

  return {
    /** GET /stage/companyId/{companyId}: one card per stage with its counters (company-level documents). */
    async stages(actor: Actor, companyId: string): Promise<TCompanyStageCard[]> {
      await requireHomeStages(actor, companyId);
      const stages = await repo.stages(companyId);
      const counters = await countersBy(companyId, stages.map((s) => s.id), { kind: 'company' });
      return stages.map((s) => ({ ...s, progress: counters.get(s.id) ?? toCounters(undefined) }));
    },

    /** GET /stage/companyId/{companyId}/stageTemplateId/{stageId}: the company stage page. */
    async stage(actor: Actor, companyId: string, stageId: string): Promise<TCompanyStage> {
      const access = await requireHomeStages(actor, companyId);
      const [result] = await stagesWithDocuments(companyId, [await companyStage(companyId, stageId)], { kind: 'company' }, (name) => mayUpload(access, name), (name) => mayUpload(access, name) && access.flags.canDeleteDocuments);
      if (!result) throw new AppError('NOT_FOUND');
      return result;
    },

    /** GET …/stageTemplateId/{id}/requirements/{requirementId}/documents: older company-level documents. */
    async olderDocuments(actor: Actor, companyId: string, stageId: string, requirementId: string, query: TOlderDocumentsQuery) {
      await requireHomeStages(actor, companyId);
      const stage = await companyStage(companyId, stageId);
      if (!(await repo.requirementsOfStages([stage.id])).some((r) => r.requirement.id === requirementId)) throw new AppError('NOT_FOUND');
      return deps.documents.olderCompanyDocuments(companyId, requirementId, query);
    },

    async stageProgress(actor: Actor, companyId: string, stageId: string): Promise<TProgressCounters> {
      await requireHomeStages(actor, companyId);
      const stage = await companyStage(companyId, stageId);
      return (await countersBy(companyId, [stage.id], { kind: 'company' })).get(stage.id) ?? toCounters(undefined);
    },

    /** POST /stage/companyId/{c}/stageTemplateId/{id}/requirements/{requirementId}: a company-level document. */
    async upload(actor: Actor, companyId: string, stageId: string, requirementId: string, input: UploadInput) {
      const access = await requireHomeStages(actor, companyId);
      const stage = await companyStage(companyId, stageId);
      if (!mayUpload(access, stage.name)) throw new AppError('FORBIDDEN');
      const found = (await repo.requirementsOfStages([stage.id])).find((r) => r.requirement.id === requirementId);
      if (!found) throw new AppError('NOT_FOUND');
      if (!acceptsUploads(found.requirement.name)) throw new AppError('CONFLICT', { message: MENSAJES_DOCUMENTOS.noRecibeDocumentos });
      return deps.documents.uploadCompany(actor, companyId, { ...found.requirement, stageId: stage.id }, input);
    },

    /** POST /stage/companyId/{c}/stageTemplateId/{id}/download: Documents.zip of the chosen requirements, streamed. */
    async download(actor: Actor, companyId: string, stageId: string, body: TCompanyStageDownloadRequest): Promise<Readable> {
      await requireHomeStages(actor, companyId);
      const stage = await companyStage(companyId, stageId);
      const names = new Map((await repo.requirementsOfStages([stage.id])).map((r) => [r.requirement.id, r.requirement.name]));
      const chosen = [...new Set(body.requirementIds)];
      if (chosen.some((id) => !names.has(id))) throw new AppError('VALIDATION', { message: MENSAJES_RESUMEN.seleccioneTipo, fields: { requirementIds: MENSAJES_RESUMEN.seleccioneTipo } });
      const documents = await repo.companyDocumentsForZip(companyId, chosen, body.from && body.to ? { from: body.from, to: body.to } : undefined);
      if (documents.length === 0) throw new AppError('NOT_FOUND', { message: MENSAJES.sinDocumentosEnPeriodo });
      return streamDocumentsZip({ documents, names, bytes: deps.bytes, onError: deps.onError });
    },

    /** DELETE …/requirements/{requirementId}/documents/{documentId}: uploaders with the plan's canDeleteDocuments. */
    async remove(actor: Actor, companyId: string, stageId: string, requirementId: string, documentId: string) {
      const access = await requireHomeStages(actor, companyId);
      const stage = await companyStage(companyId, stageId);
      if (!mayUpload(access, stage.name) || !access.flags.canDeleteDocuments) throw new AppError('FORBIDDEN');
      if (!(await repo.requirementsOfStages([stage.id])).some((r) => r.requirement.id === requirementId)) throw new AppError('NOT_FOUND');
      await deps.documents.removeCompany(actor, companyId, requirementId, documentId);
    },

    /** GET /expedientes/{companyId}: the expediente stages with documents and counters. */
    async expedient(actor: Actor, companyId: string): Promise<TExpedient> {
      const { own, scope } = await expedientScope(actor, companyId);
      const company = await repo.company(companyId);
      if (!company) throw new AppError('NOT_FOUND');
      // Uploads happen on the company's own stage page, not here.
      const stages = await stagesWithDocuments(companyId, await repo.stages(companyId, { expedientOnly: true }), scope, () => false);
      const reviewer = own ? null : await reviewerFor(actor, companyId);
      return { company, own, canValidate: reviewer !== null && mayValidate(reviewer), progress: sumCounters(stages.map((s) => s.progress)), stages };
    },

    /** PUT /expedientes/{companyId}/requirements/{requirementId}: a linked client validates or rejects a company-level document. */
    async validateCompanyDocument(actor: Actor, companyId: string, requirementId: string, body: TValidateDocumentRequest) {
      const reviewer = await reviewerFor(actor, companyId);
      if (!reviewer) {
        // Its own members and its providers see the expedient but may not decide on it; strangers get 404.
        await expedientScope(actor, companyId);
        throw new AppError('FORBIDDEN');
      }
      if (!mayValidate(reviewer)) throw new AppError('FORBIDDEN');
      const stages = await repo.stages(companyId);
      const found = (await repo.requirementsOfStages(stages.map((s) => s.id))).find((r) => r.requirement.id === requirementId);
      if (!found) throw new AppError('NOT_FOUND');
      return deps.documents.reviewCompany(actor, { companyId, requirementId, requirementName: found.requirement.name, reviewerCompanyId: reviewer.company.id, path: `/dashboard/home/stage/${found.stageId}` }, body);
    },

    /**
     * GET /expedientes/{companyId}/documents/{documentId}/file: the bytes of a document the expedient
     * shows this viewer (the file pipeline's own route serves members of the owner company only),
     * recorded in its history as viewed or downloaded, like a service's document.
     */
    async documentFile(actor: Actor, companyId: string, documentId: string, download = false) {
      const { document, viewerCompanyId } = await expedientDocument(actor, companyId, documentId);
      const bytes = await deps.bytes(document.fileId);
      if (!bytes) throw new AppError('NOT_FOUND');
      await deps.documents.recordRead({ documentId, userId: actor.userId, companyId: viewerCompanyId, download });
      return { name: document.name, mime: document.extension === 'xml' ? 'application/xml' : 'application/pdf', bytes };
    },

    /** GET /expedientes/{companyId}/documents/{documentId}/history: who uploaded, viewed, decided or deleted it. */
    async documentHistory(actor: Actor, companyId: string, documentId: string): Promise<TDocumentHistoryEntry[]> {
      await expedientDocument(actor, companyId, documentId);
      return deps.documents.historyOf(documentId);
    },

    /**
     * GET /expedientes/{companyId}/requirements/{requirementId}/documents: "Ver documentos anteriores"
     * on the expedient — older documents in the same scope the expedient (and its file route) uses.
     */
    async expedientOlderDocuments(actor: Actor, companyId: string, requirementId: string, query: TOlderDocumentsQuery): Promise<TOlderDocuments> {
      const { scope } = await expedientScope(actor, companyId);
      const stages = await repo.stages(companyId, { expedientOnly: true });
      if (!(await repo.requirementsOfStages(stages.map((st) => st.id))).some((r) => r.requirement.id === requirementId)) throw new AppError('NOT_FOUND');
      return deps.documents.olderCompanyDocuments(companyId, requirementId, query, scopeSql(scope));
    },

    /**
     * POST /expedientes/{companyId}/download: the expedient as a streamed ZIP of what the caller sees
     * there (the company every document, a linked client its own plus the company-level ones),
     * `{etapa}/{requisito}/{año}-{mes}_{nombre}`; only the chosen requirements when some are given.
     * Nothing to put in it: 404 with the catalogue's message instead of an empty archive.
     */
    async downloadExpedient(actor: Actor, companyId: string, body: TExpedientDownloadRequest): Promise<Readable> {
      const { scope } = await expedientScope(actor, companyId);
      const stages = await repo.stages(companyId, { expedientOnly: true });
      const stageName = new Map(stages.map((st) => [st.id, st.name]));
      const rows = await repo.requirementsOfStages(stages.map((st) => st.id));
      const requirementOf = new Map(rows.map((r) => [r.requirement.id, { name: r.requirement.name, stage: stageName.get(r.stageId) ?? 'Expediente' }]));
      const chosen = body?.requirementIds ? [...new Set(body.requirementIds)] : [...requirementOf.keys()];
      if (chosen.some((id) => !requirementOf.has(id))) throw new AppError('VALIDATION', { message: MENSAJES_RESUMEN.seleccioneTipo, fields: { requirementIds: MENSAJES_RESUMEN.seleccioneTipo } });
      const documents = await repo.expedientDocumentsForZip(companyId, chosen, scope);
      if (documents.length === 0) throw new AppError('NOT_FOUND', { message: MENSAJES_SERVICIO_ETAPAS.sinDocumentosExpediente });
      const nameOf = createExpedientEntryNamer();
      const names = new Map([...requirementOf].map(([id, r]) => [id, r.name]));
      return streamDocumentsZip({
        documents,
        names,
        bytes: deps.bytes,
        onError: deps.onError,
        entryName: (doc) => {
          const requirement = requirementOf.get(doc.requirementId);
          return nameOf({ stage: requirement?.stage ?? 'Expediente', requirement: requirement?.name ?? 'requisito', year: doc.year, month: doc.month, name: doc.name, extension: doc.extension });
        },
      });
    },

    /** GET /expedientes/{companyId}/progress: the counters only (what the bench measures). */
    async expedientProgress(actor: Actor, companyId: string): Promise<TProgressCounters> {
      const { scope } = await expedientScope(actor, companyId);
      const stages = await repo.stages(companyId, { expedientOnly: true });
      const counters = await countersBy(companyId, stages.map((s) => s.id), scope);
      return sumCounters([...counters.values()]);
    },
  };
}
export type ComplianceProgressService = ReturnType<typeof createComplianceProgressService>;
