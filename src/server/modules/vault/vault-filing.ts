import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { periodFolderName, type VaultDocumentSource, type VaultFolderKind } from '../../../shared/domain/vault';
import type { Executor } from '../../db/client';
import { vaultDocuments, vaultFolders } from '../../db/schema';
import { appendVaultEvent } from './vault-ledger';
import { vaultRepository, type VaultFolderRow } from './vault.repository';

interface AutoFolder {
  companyId: string;
  parentId: string | null;
  name: string;
  kind: Exclude<VaultFolderKind, 'USER'>;
  serviceId?: string | null;
  sharedWithCompanyId?: string | null;
}

/**
 * Finds or creates a server-made folder. Call inside a transaction: the advisory lock makes two
 * concurrent filings of one company wait for each other instead of racing on the unique name. A
 * person's folder already holding the name gets the server's folder beside it with a suffix.
 */
export async function ensureAutoFolder(tx: Executor, folder: AutoFolder): Promise<VaultFolderRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vault-folders:${folder.companyId}`}))`);
  const repo = vaultRepository(tx);
  for (const name of [folder.name, `${folder.name} (${folder.kind === 'SERVICE' ? (folder.serviceId ?? '').slice(0, 8) : 'Avala'})`]) {
    const existing = await repo.sameName(folder.companyId, folder.parentId, name);
    if (existing?.kind === folder.kind && (folder.kind !== 'SERVICE' || existing.serviceId === folder.serviceId)) return existing;
    if (!existing) {
      return repo.insertFolder({
        companyId: folder.companyId,
        parentId: folder.parentId,
        name,
        kind: folder.kind,
        serviceId: folder.serviceId ?? null,
        sharedWithCompanyId: folder.sharedWithCompanyId ?? null,
      });
    }
  }
  throw new Error('vault: no free name for an automatic folder');
}

/** The company's `Contratos` folder, made the first time its vault is opened. */
export const ensureContractsFolder = (tx: Executor, companyId: string) => ensureAutoFolder(tx, { companyId, parentId: null, name: 'Contratos', kind: 'CONTRATOS' });

interface ServiceRef {
  id: string;
  name: string;
  providerCompanyId: string;
  clientCompanyId: string;
}

export interface ServiceFiling {
  service: ServiceRef;
  stageName: string;
  year: number;
  month: number;
  /** Where the document lives in its own module (read-only in the vault, linked back). */
  source: Exclude<VaultDocumentSource, 'VAULT'>;
  sourceId: string;
  file: { id: string; name: string; sha256: string; cid: string | null };
  userId: string | null;
}

/** The read-only vault copy of a document filed from another module, with its CREATE in the ledger. */
async function fileInto(
  tx: Executor,
  folderId: string,
  input: { companyId: string; file: ServiceFiling['file']; userId: string | null; source: Exclude<VaultDocumentSource, 'VAULT'>; sourceId: string },
): Promise<{ folderId: string }> {
  await vaultRepository(tx).insertDocument({ companyId: input.companyId, folderId, fileId: input.file.id, name: input.file.name, uploadedBy: input.userId, source: input.source, sourceId: input.sourceId });
  await appendVaultEvent(tx, { fileId: input.file.id, sha256: input.file.sha256, cid: input.file.cid ?? '', action: 'CREATE', userId: input.userId, companyId: input.companyId });
  return { folderId };
}

/**
 * Files a document delivered under a service in the provider's vault, under
 * {servicio}/{etapa}/{año-mes}, and records its CREATE in the ledger. Call inside the caller's
 * transaction. The folders are shared with the service's client, who reads them too. Returns the
 * period folder (e.g. for a "Ver en bóveda" link: /dashboard/vault/{folderId}?company={provider}).
 */
export async function fileServiceDocument(tx: Executor, input: ServiceFiling): Promise<{ folderId: string }> {
  const { service } = input;
  const shared = { companyId: service.providerCompanyId, serviceId: service.id, sharedWithCompanyId: service.clientCompanyId };
  const serviceFolder = await ensureAutoFolder(tx, { ...shared, parentId: null, name: service.name, kind: 'SERVICE' });
  const stageFolder = await ensureAutoFolder(tx, { ...shared, parentId: serviceFolder.id, name: input.stageName, kind: 'STAGE' });
  const period = await ensureAutoFolder(tx, { ...shared, parentId: stageFolder.id, name: periodFolderName(input.year, input.month), kind: 'PERIOD' });
  return fileInto(tx, period.id, { ...input, companyId: service.providerCompanyId });
}

/** A delivered compliance document (document-upload.ts, inside its transaction). */
export async function fileComplianceDocument(
  tx: Executor,
  input: { service: ServiceRef; stageId: string; year: number; month: number; file: ServiceFiling['file']; documentId: string; userId: string | null },
): Promise<void> {
  const stageName = (await vaultRepository(tx).stageName(input.stageId)) ?? 'Etapa';
  await fileServiceDocument(tx, { ...input, stageName, source: 'COMPLIANCE', sourceId: input.documentId });
}

/** The root folder of company-level documents (the company's own stage page, no service). */
export const COMPANY_DOCUMENTS_FOLDER = 'Expediente de la empresa';

/**
 * A company-level compliance document (company-document-upload.ts, inside its transaction), filed
 * in the company's own vault under Expediente de la empresa/{etapa}/{año-mes}: read-only there
 * (server-made folders), linked back by source COMPLIANCE, its CREATE in the ledger. Not shared:
 * linked companies read these documents through the expedient, not the vault.
 */
export async function fileCompanyDocument(
  tx: Executor,
  input: { companyId: string; stageId: string; year: number; month: number; file: ServiceFiling['file']; documentId: string; userId: string | null },
): Promise<{ folderId: string }> {
  const stageName = (await vaultRepository(tx).stageName(input.stageId)) ?? 'Etapa';
  const own = { companyId: input.companyId };
  const root = await ensureAutoFolder(tx, { ...own, parentId: null, name: COMPANY_DOCUMENTS_FOLDER, kind: 'STAGE' });
  const stage = await ensureAutoFolder(tx, { ...own, parentId: root.id, name: stageName, kind: 'STAGE' });
  const period = await ensureAutoFolder(tx, { ...own, parentId: stage.id, name: periodFolderName(input.year, input.month), kind: 'PERIOD' });
  return fileInto(tx, period.id, { ...input, source: 'COMPLIANCE', sourceId: input.documentId });
}

/**
 * A compliance document's review or deletion, recorded on its vault copy's ledger history (a
 * deleted document leaves the vault listing too; its bytes and history stay).
 */
export async function recordComplianceEvent(
  tx: Executor,
  input: { documentId: string; action: 'VALIDATE' | 'REJECT' | 'DELETE'; userId: string | null; companyId: string; at?: Date; source?: Exclude<VaultDocumentSource, 'VAULT'> },
): Promise<void> {
  const repo = vaultRepository(tx);
  const found = await repo.bySource(input.source ?? 'COMPLIANCE', input.documentId);
  if (!found) return;
  if (input.action === 'DELETE') await repo.softDelete(found.document.id, input.userId, input.at ?? new Date());
  await appendVaultEvent(tx, { fileId: found.document.fileId, sha256: found.file.sha256, cid: found.file.cid ?? '', action: input.action, userId: input.userId, companyId: input.companyId });
}

/**
 * A service's contract or annex (contracts module, inside its transaction), filed in the provider's
 * vault under Contratos/{servicio}: read-only there, linked back by source CONTRACT and the
 * contract's or annex's id, its CREATE in the ledger. The service folder is shared with the client,
 * as the folders of delivered documents are. Returns the folder.
 */
export async function fileContractDocument(tx: Executor, input: { service: ServiceRef; file: ServiceFiling['file']; sourceId: string; userId: string | null }): Promise<{ folderId: string }> {
  const { service } = input;
  const root = await ensureContractsFolder(tx, service.providerCompanyId);
  const folder = await ensureAutoFolder(tx, { companyId: service.providerCompanyId, parentId: root.id, name: service.name, kind: 'SERVICE', serviceId: service.id, sharedWithCompanyId: service.clientCompanyId });
  return fileInto(tx, folder.id, { ...input, companyId: service.providerCompanyId, source: 'CONTRACT' });
}

/**
 * The record of a stage authorization (stage-authorizations module, inside its transaction), filed
 * in the provider's vault under {servicio}/{etapa} beside the stage's period folders: read-only there
 * (server-made folders), shared with the client, its CREATE in the ledger under the authorizing user.
 */
export async function fileStageAuthorizationRecord(tx: Executor, input: { service: ServiceRef; stageName: string; file: ServiceFiling['file']; userId: string; companyId: string }): Promise<{ folderId: string }> {
  const { service } = input;
  const shared = { companyId: service.providerCompanyId, serviceId: service.id, sharedWithCompanyId: service.clientCompanyId };
  const serviceFolder = await ensureAutoFolder(tx, { ...shared, parentId: null, name: service.name, kind: 'SERVICE' });
  const stage = await ensureAutoFolder(tx, { ...shared, parentId: serviceFolder.id, name: input.stageName, kind: 'STAGE' });
  await vaultRepository(tx).insertDocument({ companyId: service.providerCompanyId, folderId: stage.id, fileId: input.file.id, name: input.file.name, uploadedBy: input.userId });
  await appendVaultEvent(tx, { fileId: input.file.id, sha256: input.file.sha256, cid: input.file.cid ?? '', action: 'CREATE', userId: input.userId, companyId: input.companyId });
  return { folderId: stage.id };
}

/** The folder under a service's folder where its payroll CFDIs are filed, one subfolder per period. */
export const PAYROLL_FOLDER = 'CFDI de nómina';

/**
 * A payroll CFDI (payroll module, inside its transaction), filed in the provider's vault under
 * {servicio}/CFDI de nómina/{periodo}: read-only there, linked back by source PAYROLL and the CFDI
 * row's id, its CREATE in the ledger, shared with the service's client. Returns the period folder
 * ("Ver en bóveda" of the periods dialog).
 */
export async function filePayrollCfdi(tx: Executor, input: { service: ServiceRef; periodName: string; file: ServiceFiling['file']; sourceId: string; userId: string | null }): Promise<{ folderId: string }> {
  const { service } = input;
  const shared = { companyId: service.providerCompanyId, serviceId: service.id, sharedWithCompanyId: service.clientCompanyId };
  const serviceFolder = await ensureAutoFolder(tx, { ...shared, parentId: null, name: service.name, kind: 'SERVICE' });
  const payroll = await ensureAutoFolder(tx, { ...shared, parentId: serviceFolder.id, name: PAYROLL_FOLDER, kind: 'STAGE' });
  const period = await ensureAutoFolder(tx, { ...shared, parentId: payroll.id, name: input.periodName, kind: 'PERIOD' });
  return fileInto(tx, period.id, { ...input, companyId: service.providerCompanyId, source: 'PAYROLL' });
}

/** The root folder of the compliance workbooks the reports module generates (ReporteIdealExcel). */
export const REPORTS_FOLDER = 'Reportes';

/**
 * A workbook the server generated for the company (reports module, inside its transaction), filed
 * in its own vault under Reportes: read-only there (a server-made folder), its CREATE in the ledger.
 */
export async function fileCompanyReport(tx: Executor, input: { companyId: string; file: ServiceFiling['file']; userId: string | null }): Promise<{ folderId: string; documentId: string }> {
  const folder = await ensureAutoFolder(tx, { companyId: input.companyId, parentId: null, name: REPORTS_FOLDER, kind: 'STAGE' });
  const row = await vaultRepository(tx).insertDocument({ companyId: input.companyId, folderId: folder.id, fileId: input.file.id, name: input.file.name, uploadedBy: input.userId });
  await appendVaultEvent(tx, { fileId: input.file.id, sha256: input.file.sha256, cid: input.file.cid ?? '', action: 'CREATE', userId: input.userId, companyId: input.companyId });
  return { folderId: folder.id, documentId: row.id };
}

/** The newest live workbook in the company's Reportes folder, if any. */
export async function latestCompanyReport(db: Executor, companyId: string): Promise<{ fileId: string; name: string; createdAt: Date } | undefined> {
  const [row] = await db
    .select({ fileId: vaultDocuments.fileId, name: vaultDocuments.name, createdAt: vaultDocuments.createdAt })
    .from(vaultDocuments)
    .innerJoin(vaultFolders, eq(vaultFolders.id, vaultDocuments.folderId))
    .where(and(eq(vaultFolders.companyId, companyId), isNull(vaultFolders.parentId), eq(vaultFolders.name, REPORTS_FOLDER), eq(vaultFolders.kind, 'STAGE'), isNull(vaultFolders.deletedAt), isNull(vaultDocuments.deletedAt)))
    .orderBy(desc(vaultDocuments.createdAt), desc(vaultDocuments.id))
    .limit(1);
  return row;
}
