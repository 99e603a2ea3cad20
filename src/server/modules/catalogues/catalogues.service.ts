import type { TCatalogue, TCatalogueCreate, TCatalogueUpload, TGeneratorSummary } from '../../../shared/contracts/catalogues.contract';
import { ZCatalogueCreate } from '../../../shared/contracts/catalogues.contract';
import { sheetDisplayName, sheetKind } from '../../../shared/domain/catalogue';
import { checkSummaryTotals, matchesCatalogue } from '../../../shared/domain/catalogue-summary';
import { MENSAJES_CATALOGO as M } from '../../../shared/labels/messages';
import { roleMayHandleDocuments } from '../../../shared/permissions';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { BlobStore } from '../../storage/blob-store';
import { type ArchiveProblem, inspectXlsxArchive } from '../../xlsx/catalogue-archive';
import { CatalogueParseError, parseCatalogueWorkbook } from '../../xlsx/catalogue-parser';
import { accessibleCompanies } from '../companies/company-access';
import type { GeneratorsService } from '../generators/generators.service';
import { type CatalogueSummaryRow, cataloguesRepository } from './catalogues.repository';

export const CATALOGUE_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UPLOAD_KIND = 'catalogue_upload';

const PROBLEM_MESSAGES: Record<ArchiveProblem, string> = {
  'not-xlsx': M.tipoNoSoportado,
  'legacy-xls': M.tipoNoSoportado,
  macros: M.archivoConMacros,
  'too-many-entries': M.archivoDanado,
  'too-large': M.archivoMuyGrande,
  corrupt: M.archivoDanado,
};

function toDto(row: CatalogueSummaryRow): TCatalogue {
  return {
    id: row.id,
    idFile: row.fileId,
    idCompany: row.companyId,
    fileName: row.fileName,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    comment: row.comment,
    sheetList: row.sheetList,
    createdDate: row.createdAt.toISOString(),
    lastModifiedDate: row.updatedAt.toISOString(),
  };
}

const invalid = (message: string, field = 'content') => new AppError('VALIDATION', { message, fields: { [field]: message } });

/**
 * Catalogue workbooks of a company (spec 3 §2.7, §7). Managed by its Administrador and Colaborador;
 * read by every member and, for the active catalogue, by its linked providers (field users price
 * generators from it). Another company's catalogue is 404.
 */
export function createCataloguesService(deps: { db: Db; blobs: BlobStore; generators: GeneratorsService }) {
  const repo = cataloguesRepository(deps.db);

  async function membership(actor: Actor, companyId: string) {
    return (await accessibleCompanies(deps.db, actor.userId)).find((a) => a.company.id === companyId);
  }

  async function assertManager(actor: Actor, companyId: string) {
    const access = await membership(actor, companyId);
    if (!access) throw new AppError('NOT_FOUND');
    if (!roleMayHandleDocuments(access.role)) throw new AppError('FORBIDDEN');
  }

  async function assertMember(actor: Actor, companyId: string) {
    if (!(await membership(actor, companyId))) throw new AppError('NOT_FOUND');
  }

  /** Members, or providers linked to this client. */
  async function assertReader(actor: Actor, companyId: string) {
    const own = (await accessibleCompanies(deps.db, actor.userId)).map((a) => a.company.id);
    if (own.includes(companyId)) return 'member' as const;
    if (await repo.isLinkedProvider(companyId, own)) return 'provider' as const;
    throw new AppError('NOT_FOUND');
  }

  async function owned(idOrFileId: string) {
    const owner = await repo.owner(idOrFileId);
    if (!owner) throw new AppError('NOT_FOUND');
    return owner;
  }

  /** Readable by members, and by linked providers only while it is the active one. */
  async function readable(actor: Actor, id: string) {
    const owner = await owned(id);
    const as = await assertReader(actor, owner.companyId);
    if (as === 'provider' && !owner.status) throw new AppError('NOT_FOUND');
    const row = await repo.find(owner.companyId, owner.id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function setStatus(actor: Actor, id: string, status: boolean) {
    const owner = await owned(id);
    await assertManager(actor, owner.companyId);
    const row = await repo.setStatus(owner.companyId, owner.id, status);
    if (!row) throw new AppError('NOT_FOUND');
    await recordAudit(deps.db, { action: status ? 'catalogue.enabled' : 'catalogue.disabled', actorUserId: actor.userId, companyId: owner.companyId, entity: 'catalogue', entityId: owner.id });
    return toDto(row);
  }

  return {
    /**
     * POST /util/uploadToSession: checks the bytes (see inspectXlsxArchive) and keeps them under a
     * generated id that only this user can turn into a catalogue. Only managers of some company may upload.
     */
    async uploadToSession(actor: Actor, input: TCatalogueUpload) {
      const mine = await accessibleCompanies(deps.db, actor.userId);
      if (!mine.some((a) => roleMayHandleDocuments(a.role))) throw new AppError('FORBIDDEN');
      const bytes = Buffer.from(input.content, 'base64');
      if (!bytes.length) throw invalid(M.archivoRequerido);
      const check = inspectXlsxArchive(bytes);
      if (!check.ok) throw invalid(PROBLEM_MESSAGES[check.problem]);
      const blob = await deps.blobs.put(bytes);
      const base = [...input.name.replace(/\.(xlsx?|xlsm)$/i, '')].map((ch) => (ch < ' ' || '\\/:*?"<>|'.includes(ch) ? '_' : ch)).join('').slice(0, 180);
      await repo.insertFile({ id: blob.id, companyId: null, kind: UPLOAD_KIND, name: `${base || 'Catalogo'}.xlsx`, mime: CATALOGUE_MIME, size: blob.size, sha256: blob.sha256, createdBy: actor.userId });
      return blob.id;
    },

    /** POST /catalogueGenerador/{fileId}: parses the uploaded workbook and registers it for the company. */
    async create(actor: Actor, fileId: string, body: TCatalogueCreate) {
      const input = ZCatalogueCreate.parse(body);
      await assertManager(actor, input.idCompany);
      const file = await repo.uploadedFile(fileId);
      if (!file || file.kind !== UPLOAD_KIND || file.createdBy !== actor.userId) throw new AppError('NOT_FOUND');
      if (await repo.fileInUse(fileId)) throw new AppError('CONFLICT', { message: M.archivoYaUsado });
      const bytes = await deps.blobs.get(fileId);
      if (!bytes) throw new AppError('NOT_FOUND');
      let workbook;
      try {
        const check = inspectXlsxArchive(bytes);
        if (!check.ok) throw invalid(PROBLEM_MESSAGES[check.problem]);
        workbook = await parseCatalogueWorkbook(bytes);
      } catch (error) {
        if (error instanceof CatalogueParseError) throw invalid(M.archivoDanado);
        throw error;
      }
      const first = !(await repo.hasActive(input.idCompany));
      const row = await repo.create(input.idCompany, {
        fileId,
        fileName: input.fileName || file.name.replace(/\.xlsx$/i, ''),
        status: first,
        startDate: input.startDate,
        endDate: input.endDate,
        comment: input.comment,
        sheetList: workbook.sheetAxList.map((s) => s.name),
        workbook,
        createdBy: actor.userId,
      });
      await recordAudit(deps.db, { action: 'catalogue.created', actorUserId: actor.userId, companyId: input.idCompany, entity: 'catalogue', entityId: row.id });
      return toDto(row);
    },

    enable: (actor: Actor, id: string) => setStatus(actor, id, true),
    disable: (actor: Actor, id: string) => setStatus(actor, id, false),

    async list(actor: Actor, companyId: string) {
      await assertMember(actor, companyId);
      return (await repo.list(companyId)).map(toDto);
    },

    /** respuesta[0] is the active catalogue with its sheets; [] when there is none. */
    async active(actor: Actor, companyId: string) {
      await assertReader(actor, companyId);
      const row = await repo.active(companyId);
      return row ? [{ ...toDto(row), workbookAx: row.workbook }] : [];
    },

    async fileToJson(actor: Actor, id: string) {
      const row = await readable(actor, id);
      return { id: row.id, fileName: row.fileName, workbookAx: row.workbook };
    },

    /** The company's catalogues with their sheets, labelled and grouped (materials, movements, services). */
    async externalTree(actor: Actor, companyId: string) {
      const as = await assertReader(actor, companyId);
      const rows = (await repo.list(companyId)).filter((r) => as === 'member' || r.status);
      return rows.map((r) => ({ id: r.id, fileName: r.fileName, status: r.status, sheets: r.sheetList.map((name) => ({ name, label: sheetDisplayName(name), kind: sheetKind(name) })) }));
    },

    async remove(actor: Actor, idOrFileId: string) {
      const owner = await owned(idOrFileId);
      await assertManager(actor, owner.companyId);
      const fileId = await repo.remove(owner.companyId, owner.id);
      if (!fileId) throw new AppError('NOT_FOUND');
      await deps.blobs.delete(fileId);
      await recordAudit(deps.db, { action: 'catalogue.deleted', actorUserId: actor.userId, companyId: owner.companyId, entity: 'catalogue', entityId: owner.id });
      return { id: owner.id };
    },

    async download(actor: Actor, id: string) {
      const row = await readable(actor, id);
      const bytes = await deps.blobs.get(row.fileId);
      if (!bytes) throw new AppError('NOT_FOUND', { message: M.noSePudoObtener });
      return bytes;
    },

    /**
     * PATCH /generador/summary/id/{id}: only while the generator is En proceso and for its provider's
     * Administrador/Colaborador (the generators service decides). Totals must add up to the cent and,
     * when the summary names its catalogue (one of the client's), every line must match that
     * catalogue's price; the grand total becomes the generator's total.
     */
    async saveSummary(actor: Actor, generatorId: string, summary: TGeneratorSummary) {
      const generator = await deps.generators.editable(actor, generatorId);
      const totalCents = checkSummaryTotals(summary);
      if (totalCents === null) throw invalid(M.totalesNoCuadran, 'totalAllSheet');
      if (summary.idCatalogue) {
        const catalogue = await repo.find(generator.clientCompanyId, summary.idCatalogue);
        if (!catalogue) throw invalid(M.precioNoCoincide, 'idCatalogue');
        if (!matchesCatalogue(summary, catalogue.workbook.sheetAxList)) throw invalid(M.precioNoCoincide, 'summaryList');
      }
      await deps.generators.update(generatorId, { summary, totalCents, updatedAt: new Date() });
      return deps.generators.get(actor, generatorId);
    },
  };
}
export type CataloguesService = ReturnType<typeof createCataloguesService>;
