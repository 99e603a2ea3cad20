import { sql } from 'drizzle-orm';
import {
  contractUploadFields,
  ZAnnexFields,
  type TContractData,
  type TContractUploadFields,
  type TContractValidation,
  type TPayrollData,
  type TServiceContractView,
} from '../../../shared/contracts/service-contract.contract';
import type { AuditAction } from '../../../shared/domain/audit-action';
import { mexicoCityToday } from '../../../shared/domain/service-rules';
import { MENSAJES_CONTRATO as M } from '../../../shared/labels/contracts';
import { MENSAJES_SERVICIO_ETAPAS as MS } from '../../../shared/labels/messages';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { UploadInput } from '../compliance-documents/document-upload';
import { fieldErrors } from '../compliance-documents/upload-core';
import type { FilesService } from '../files/files.service';
import { readAll } from '../files/multipart';
import { MULTIPART_MAX_BYTES } from '../files/upload-limits';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ServiceAccess, ServiceAccessPort, ServiceRow } from '../services/service-access';
import { recordVaultRead } from '../vault/vault-ledger';
import { fileContractDocument } from '../vault/vault-filing';
import { recordContractDecision } from './contract-filing';
import { contractDecidedNotice, contractDeliverers, contractReviewers, contractUploadedNotice } from './contract-notices';
import { toContractDto } from './contracts.dto';
import { contractsRepository, type Decision } from './contracts.repository';

const DECISION_ACTIONS = {
  service_contract: { accepted: 'service-contract.accepted', rejected: 'service-contract.rejected' },
  contract_annex: { accepted: 'contract-annex.accepted', rejected: 'contract-annex.rejected' },
} as const satisfies Record<'service_contract' | 'contract_annex', Record<'accepted' | 'rejected', AuditAction>>;

type Deps = { db: Db; files: FilesService; services: ServiceAccessPort; notifications: NotificationsService; now?: (() => Date) | undefined };

/**
 * A service's contract and annexes (spec 2 §2 contract panel, §5, §6, §7). The provider's
 * Administrador or Colaborador uploads, replaces and fills in the contract's data and adds annexes
 * (the side that delivers the service's documents); the client's validators accept or reject them,
 * as they do documents. Every file goes through the file pipeline (PDF checked on its bytes) and is
 * filed in the provider's vault under Contratos/{servicio}, shared with the client.
 */
export function createContractsService(deps: Deps) {
  const repo = contractsRepository(deps.db);
  const now = () => deps.now?.() ?? new Date();

  /** The fields sent before the file, checked as the dialog checks them; 400 with each field's message (and the file's when missing). */
  function checkedFields<T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }, input: UploadInput): T {
    const parsed = schema.safeParse(input.fields);
    const hasFile = Boolean(input.file?.filename);
    if (parsed.success && hasFile) return parsed.data;
    const fields: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (!hasFile) fields.file = M.seleccioneDocumento;
    throw new AppError('VALIDATION', { ...(hasFile ? {} : { message: M.seleccioneDocumento }), fields });
  }

  /** The upload dialog's data as columns; the send date defaults to today in Mexico City. */
  const uploadedData = (data: TContractUploadFields) => ({
    name: data.name,
    amount: data.amount.toFixed(2),
    currency: data.currency,
    beginDate: data.beginDate ?? null,
    expirationDate: data.expirationDate ?? null,
    cfdiFrequency: data.cfdiFrequency,
    employees: data.employees ?? null,
    sendDate: data.sendDate ?? mexicoCityToday(now()),
    paymentStartDay: data.paymentStartDay ?? null,
  });

  /** The `file` part, present and not empty; 400 'Debe seleccionar un documento.' otherwise. */
  async function pdfBytes(input: UploadInput) {
    const file = input.file?.filename ? input.file : undefined;
    if (!file) throw new AppError('VALIDATION', { message: M.seleccioneDocumento, fields: { file: M.seleccioneDocumento } });
    const bytes = await readAll(file.stream);
    if (bytes.byteLength === 0) throw new AppError('VALIDATION', { message: M.seleccioneDocumento, fields: { file: M.seleccioneDocumento } });
    return { bytes, filename: file.filename };
  }

  const store = (tx: Executor, actor: Actor, service: ServiceRow, file: { bytes: Uint8Array; filename: string }, kind: string) =>
    deps.files.storeUpload({
      actor,
      companyId: service.providerCompanyId,
      kind,
      source: file.bytes,
      filename: file.filename,
      allowed: ['pdf'],
      maxBytes: MULTIPART_MAX_BYTES,
      tx,
      messages: { invalid: M.noEsPdf },
      audit: { serviceId: service.id },
    });

  const lock = (tx: Executor, serviceId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`service-contract:${serviceId}`}))`);

  async function contractOf(serviceId: string) {
    const contract = await repo.ofService(serviceId);
    if (!contract) throw new AppError('NOT_FOUND');
    return contract;
  }

  async function view(service: ServiceRow) {
    const contract = await repo.ofService(service.id);
    return contract ? toContractDto(contract, await repo.annexes(contract.id), service.providerCompanyId) : null;
  }

  /** The contract as it is after a write that made sure it exists. */
  async function current(service: ServiceRow) {
    const dto = await view(service);
    if (!dto) throw new AppError('NOT_FOUND');
    return dto;
  }

  /**
   * The client's decision on the contract or an annex: the row (refused with `conflict` when another
   * decision got there first), VALIDATE/REJECT on the file's ledger history, the Bitácora line and
   * the notice to whoever delivered it.
   */
  async function decide<R extends { id: string; uploadedBy: string | null; validationComment: string }>(
    actor: Actor,
    access: ServiceAccess,
    body: TContractValidation,
    what: { fileId: string; entity: 'service_contract' | 'contract_annex'; conflict: string; name?: string },
    write: (tx: Executor, decision: Decision) => Promise<R | undefined>,
  ): Promise<R> {
    const accepted = body.validationStatus.status === 'ACCEPTED';
    const { companyId } = access;
    // Read outside the transaction: on one connection (PGlite) a query beside an open transaction waits for it.
    const file = await deps.files.findById(what.fileId);
    const row = await deps.db.transaction(async (tx) => {
      const decided = await write(tx, { status: body.validationStatus.status, validationComment: (body.validationStatus.comments ?? '').trim(), validatedBy: actor.userId, validatedAt: now() });
      if (!decided) throw new AppError('CONFLICT', { message: what.conflict });
      if (file) await recordContractDecision(tx, { file, accepted, userId: actor.userId, companyId });
      await recordAudit(tx, {
        action: DECISION_ACTIONS[what.entity][accepted ? 'accepted' : 'rejected'],
        actorUserId: actor.userId,
        companyId,
        entity: what.entity,
        entityId: decided.id,
        details: { serviceId: access.service.id, comment: decided.validationComment },
      });
      await deps.notifications.notifyAudience(tx, contractDeliverers(access, decided.uploadedBy), contractDecidedNotice(access, { accepted, comment: decided.validationComment }, what.name));
      return decided;
    });
    deps.notifications.sendSoon();
    return row;
  }

  return {
    async get(actor: Actor, serviceId: string): Promise<TServiceContractView> {
      const { service, permissions } = await deps.services.requireServiceAccess(actor, serviceId, 'read');
      const accepted = service.status === 'ACCEPTED';
      return { contract: await view(service), generators: await repo.generatorsSet(service.setId), canUpload: accepted && permissions.canUpload, canValidate: accepted && permissions.canValidate };
    },

    /** POST …/contracts/add: the first contract, or a replacement (back under review) with the dialog's data. */
    async upload(actor: Actor, serviceId: string, input: UploadInput) {
      const access = await deps.services.requireServiceAccess(actor, serviceId, 'upload');
      const { service } = access;
      const data = uploadedData(checkedFields(contractUploadFields(await repo.generatorsSet(service.setId)), input));
      const file = await pdfBytes(input);
      await deps.db.transaction(async (tx) => {
        await lock(tx, service.id);
        const r = contractsRepository(tx);
        const stored = await store(tx, actor, service, file, 'service-contract');
        const previous = await r.ofService(service.id);
        const reset = { status: 'REVIEW' as const, validationComment: '', validatedBy: null, validatedAt: null };
        const row = previous
          ? await r.update(previous.id, { fileId: stored.id, ...data, uploadedBy: actor.userId, updatedAt: now(), ...reset })
          : await r.insert({ serviceId: service.id, fileId: stored.id, ...data, uploadedBy: actor.userId });
        const { folderId } = await fileContractDocument(tx, { service, file: stored, sourceId: row.id, userId: actor.userId });
        if (row.folderId !== folderId) await r.update(row.id, { folderId });
        await recordAudit(tx, {
          action: previous ? 'service-contract.replaced' : 'service-contract.uploaded',
          actorUserId: actor.userId,
          companyId: service.providerCompanyId,
          entity: 'service_contract',
          entityId: row.id,
          details: { serviceId: service.id, fileId: stored.id },
        });
        await deps.notifications.notifyAudience(tx, contractReviewers(access), contractUploadedNotice(access));
      });
      deps.notifications.sendSoon();
      return current(service);
    },

    /** PUT …/contracts/update: 'Modficar datos del contrato'. A change goes back under review. */
    async updateData(actor: Actor, serviceId: string, body: TContractData) {
      const { service } = await deps.services.requireServiceAccess(actor, serviceId, 'upload');
      const contract = await contractOf(service.id);
      await deps.db.transaction(async (tx) => {
        await contractsRepository(tx).update(contract.id, {
          beginDate: body.beginDate,
          expirationDate: body.expirationDate,
          currency: body.currency,
          amount: body.amount.toFixed(2),
          ...(body.employees === undefined ? {} : { employees: body.employees }),
          ...(body.cfdiFrequency === undefined ? {} : { cfdiFrequency: body.cfdiFrequency }),
          status: 'REVIEW',
          validationComment: '',
          validatedBy: null,
          validatedAt: null,
          updatedAt: now(),
        });
        await recordAudit(tx, {
          action: 'service-contract.data-updated',
          actorUserId: actor.userId,
          companyId: service.providerCompanyId,
          entity: 'service_contract',
          entityId: contract.id,
          details: { serviceId: service.id, ...body },
        });
      });
      return current(service);
    },

    /**
     * PUT …/nominas/update: the service's payroll data kept on its contract — workers put at its
     * disposal and payroll CFDI periodicity. It is the platform's reference for the payroll checks
     * (the CFDI upload's hint, the summaries), not a term of the signed PDF: the contract keeps its
     * review status. Needs the contract first; a generators service has no payroll.
     */
    async updatePayroll(actor: Actor, serviceId: string, body: TPayrollData) {
      const { service } = await deps.services.requireServiceAccess(actor, serviceId, 'upload');
      if (await repo.generatorsSet(service.setId)) throw new AppError('CONFLICT', { message: MS.nominaGeneradores });
      const contract = await repo.ofService(service.id);
      if (!contract) throw new AppError('CONFLICT', { message: MS.nominaSinContrato });
      await deps.db.transaction(async (tx) => {
        await contractsRepository(tx).update(contract.id, {
          ...(body.employees === undefined ? {} : { employees: body.employees }),
          ...(body.cfdiFrequency === undefined ? {} : { cfdiFrequency: body.cfdiFrequency }),
          updatedAt: now(),
        });
        await recordAudit(tx, {
          action: 'service-contract.payroll-updated',
          actorUserId: actor.userId,
          companyId: service.providerCompanyId,
          entity: 'service_contract',
          entityId: contract.id,
          details: { serviceId: service.id, ...body, previous: { employees: contract.employees, cfdiFrequency: contract.cfdiFrequency } },
        });
      });
      return current(service);
    },

    /** PUT …/contracts/validate: the client accepts or rejects the contract under review. */
    async validate(actor: Actor, serviceId: string, body: TContractValidation) {
      const access = await deps.services.requireServiceAccess(actor, serviceId, 'validate');
      const contract = await contractOf(access.service.id);
      if (contract.status !== 'REVIEW') throw new AppError('CONFLICT', { message: M.soloBajoRevision });
      await decide(actor, access, body, { fileId: contract.fileId, entity: 'service_contract', conflict: M.soloBajoRevision }, (tx, decision) =>
        contractsRepository(tx).decide(contract.id, contract.fileId, { ...decision, updatedAt: decision.validatedAt ?? now() }),
      );
      return current(access.service);
    },

    /** POST …/appendixs/add: an annex (name + PDF); needs the contract first. */
    async addAnnex(actor: Actor, serviceId: string, input: UploadInput) {
      const access = await deps.services.requireServiceAccess(actor, serviceId, 'upload');
      const { service } = access;
      const { name } = checkedFields(ZAnnexFields, input);
      const contract = await repo.ofService(service.id);
      if (!contract) throw new AppError('CONFLICT', { message: M.sinContrato });
      const file = await pdfBytes(input);
      const added = await deps.db.transaction(async (tx) => {
        await lock(tx, service.id);
        const stored = await store(tx, actor, service, file, 'contract-annex');
        const annex = await contractsRepository(tx).insertAnnex({ contractId: contract.id, fileId: stored.id, name, uploadedBy: actor.userId });
        await fileContractDocument(tx, { service, file: stored, sourceId: annex.id, userId: actor.userId });
        await recordAudit(tx, {
          action: 'contract-annex.uploaded',
          actorUserId: actor.userId,
          companyId: service.providerCompanyId,
          entity: 'contract_annex',
          entityId: annex.id,
          details: { serviceId: service.id, contractId: contract.id, fileId: stored.id },
        });
        await deps.notifications.notifyAudience(tx, contractReviewers(access), contractUploadedNotice(access, annex.name));
        return annex;
      });
      deps.notifications.sendSoon();
      return added;
    },

    /** PUT …/appendixs/{annexId}: the client accepts or rejects an annex under review. */
    async validateAnnex(actor: Actor, serviceId: string, annexId: string, body: TContractValidation) {
      const access = await deps.services.requireServiceAccess(actor, serviceId, 'validate');
      const contract = await contractOf(access.service.id);
      const annex = await repo.annex(contract.id, annexId);
      if (!annex) throw new AppError('NOT_FOUND');
      if (annex.status !== 'REVIEW') throw new AppError('CONFLICT', { message: M.anexoSoloBajoRevision });
      return decide(actor, access, body, { fileId: annex.fileId, entity: 'contract_annex', conflict: M.anexoSoloBajoRevision, name: annex.name }, (tx, decision) =>
        contractsRepository(tx).decideAnnex(annex.id, decision),
      );
    },

    /** The bytes of the service's current contract or one of its annexes; recorded in the ledger as READ or DOWNLOAD. */
    async file(actor: Actor, serviceId: string, fileId: string, download: boolean) {
      const { service, companyId } = await deps.services.requireServiceAccess(actor, serviceId, 'read');
      const contract = await contractOf(service.id);
      const ours = contract.fileId === fileId || (await repo.annexes(contract.id)).some((a) => a.fileId === fileId);
      const row = ours ? await deps.files.findById(fileId) : undefined;
      const bytes = row ? await deps.files.bytes(row.id) : undefined;
      if (!row || !bytes) throw new AppError('NOT_FOUND');
      await recordVaultRead(deps.db, { fileId: row.id, sha256: row.sha256, cid: row.cid ?? '', action: download ? 'DOWNLOAD' : 'READ', userId: actor.userId, companyId });
      return { row, bytes };
    },
  };
}
export type ContractsService = ReturnType<typeof createContractsService>;
