import type { TCatalogue, TCatalogueCreate, TCatalogueUpload, TGeneratorSummary } from '../../../shared/contracts/catalogues.contract';
import { ZCatalogueCreate } from '../../../shared/contracts/catalogues.contract';
import { sheetDisplayName, sheetKind } from '../../../shared/domain/catalogue';
import { checkSummaryTotals, matchesCatalogue } from '../../../shared/domain/catalogue-summary';
import { MENSAJES_CATALOGO as M } from '../../../shared/labels/messages';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { CATALOGUE_LIMITS } from '../../../shared/domain/catalogue';
import type { FilesService } from '../files/files.service';
import { parseCatalogueInWorker } from '../../xlsx/workbook-parse-pool';
import { allows, companyGuard } from '../../access/company-guard';
import { type CatalogueSummaryRow, cataloguesRepository } from './catalogues.repository';

export const CATALOGUE_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UPLOAD_KIND = 'catalogue_upload';

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

const isNegative = (amount: string) => amount.trim().startsWith('-');

/** The path of the first amount that must not be negative (everything but the movements), if any. */
function negativeAmountField(summary: TGeneratorSummary): string | undefined {
  for (const field of ['totalAllSheet', 'totalMaterials', 'totalServices'] as const) if (isNegative(summary[field])) return field;
  for (const [i, sheet] of summary.summaryList.entries()) {
    if (isNegative(sheet.totalSheet)) return `summaryList.${i}.totalSheet`;
    const line = sheet.summaryListData.findIndex((row) => isNegative(row.total));
    if (line >= 0) return `summaryList.${i}.summaryListData.${line}.total`;
  }
  return undefined;
}

/**
 * Catalogue workbooks of a company (spec 3 §2.7, §7). Managed by its Administrador and Colaborador;
 * read by every member and, for the active catalogue, by its linked providers (field users price
 * generators from it). Another company's catalogue is 404.
 */
export function createCataloguesService(deps: { db: Db; files: FilesService }) {
  const repo = cataloguesRepository(deps.db);

  const guard = companyGuard(deps.db);

  /** Members, or providers linked to this client. */
  async function assertReader(actor: Actor, companyId: string) {
    const own = (await guard.companiesOf(actor)).map((a) => a.company.id);
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
    await guard.requireCompany(actor, owner.companyId, 'manage');
    const row = await deps.db.transaction(async (tx) => {
      const updated = await cataloguesRepository(tx).setStatus(owner.companyId, owner.id, status);
      if (!updated) throw new AppError('NOT_FOUND');
      await recordAudit(tx, { action: status ? 'catalogue.enabled' : 'catalogue.disabled', actorUserId: actor.userId, companyId: owner.companyId, entity: 'catalogue', entityId: owner.id });
      return updated;
    });
    return toDto(row);
  }

  return {
    /**
     * POST /util/uploadToSession: checks the bytes (see inspectXlsxArchive) and keeps them under a
     * generated id that only this user can turn into a catalogue. Only managers of some company may upload.
     */
    async uploadToSession(actor: Actor, input: TCatalogueUpload) {
      const mine = await guard.companiesOf(actor);
      if (!mine.some((a) => allows(a, 'manage'))) throw new AppError('FORBIDDEN');
      const bytes = Buffer.from(input.content, 'base64');
      if (!bytes.length) throw invalid(M.archivoRequerido);
      // Stored through the one file pipeline, which also checks the zip (entries, size, macros);
      // the name keeps the base and always ends in .xlsx.
      const file = await deps.files.storeUpload({
        actor,
        companyId: null,
        kind: UPLOAD_KIND,
        source: bytes,
        filename: input.name.replace(/\.(xlsx?|xlsm)$/i, '') || 'Catálogo',
        extension: 'xlsx',
        allowed: ['xlsx'],
        maxBytes: CATALOGUE_LIMITS.maxFileBytes,
        messages: { invalid: M.tipoNoSoportado, tooLarge: M.archivoMuyGrande },
        field: 'content',
      });
      return file.id;
    },

    /** POST /catalogueGenerador/{fileId}: parses the uploaded workbook and registers it for the company. */
    async create(actor: Actor, fileId: string, body: TCatalogueCreate) {
      const input = ZCatalogueCreate.parse(body);
      await guard.requireCompany(actor, input.idCompany, 'manage');
      const file = await deps.files.findById(fileId);
      if (!file || file.kind !== UPLOAD_KIND || file.createdBy !== actor.userId) throw new AppError('NOT_FOUND');
      if (await repo.fileInUse(fileId)) throw new AppError('CONFLICT', { message: M.archivoYaUsado });
      const bytes = await deps.files.bytes(fileId);
      if (!bytes) throw new AppError('NOT_FOUND');
      // Zip checks, cell budget and exceljs run in a worker thread (xlsx/workbook-parse-pool.ts).
      const workbook = await parseCatalogueInWorker(bytes);
      const first = !(await repo.hasActive(input.idCompany));
      const row = await deps.db.transaction(async (tx) => {
        await deps.files.assignToCompany(tx, fileId, input.idCompany);
        const created = await cataloguesRepository(tx).create(input.idCompany, {
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
        await recordAudit(tx, { action: 'catalogue.created', actorUserId: actor.userId, companyId: input.idCompany, entity: 'catalogue', entityId: created.id });
        return created;
      });
      return toDto(row);
    },

    enable: (actor: Actor, id: string) => setStatus(actor, id, true),
    disable: (actor: Actor, id: string) => setStatus(actor, id, false),

    async list(actor: Actor, companyId: string) {
      await guard.requireCompany(actor, companyId, 'read');
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
      await guard.requireCompany(actor, owner.companyId, 'manage');
      const fileId = await deps.db.transaction(async (tx) => {
        const removed = await cataloguesRepository(tx).remove(owner.companyId, owner.id);
        if (!removed) throw new AppError('NOT_FOUND');
        await deps.files.removeRow(tx, removed);
        await recordAudit(tx, { action: 'catalogue.deleted', actorUserId: actor.userId, companyId: owner.companyId, entity: 'catalogue', entityId: owner.id });
        return removed;
      });
      // The bytes go only once the rows are gone for good.
      await deps.files.deleteBytes(fileId);
      return { id: owner.id };
    },

    async download(actor: Actor, id: string) {
      const row = await readable(actor, id);
      const bytes = await deps.files.bytes(row.fileId);
      if (!bytes) throw new AppError('NOT_FOUND', { message: M.noSePudoObtener });
      return bytes;
    },

    /**
     * Prices a generator's summary for the generators module (PATCH /generador/summary/id/{id}).
     * A summary must name one of the client's catalogues and every line must match that
     * catalogue's price (security item 14: without one, any total, even a negative one, passed).
     * Quantities are whole numbers ≥ 1 by contract; line, sheet and group totals are never
     * negative; movements may be negative adjustments (spec 3 §3) but never the grand total.
     * Returns the grand total in cents.
     */
    async priceSummary(clientCompanyId: string, summary: TGeneratorSummary) {
      if (!summary.idCatalogue) throw invalid(M.catalogoRequerido, 'idCatalogue');
      const negative = negativeAmountField(summary);
      if (negative) throw invalid(M.montoNegativo, negative);
      const totalCents = checkSummaryTotals(summary);
      if (totalCents === null) throw invalid(M.totalesNoCuadran, 'totalAllSheet');
      if (totalCents < 0) throw invalid(M.montoNegativo, 'totalAllSheet');
      const catalogue = await repo.find(clientCompanyId, summary.idCatalogue);
      if (!catalogue) throw invalid(M.precioNoCoincide, 'idCatalogue');
      if (!matchesCatalogue(summary, catalogue.workbook.sheetAxList)) throw invalid(M.precioNoCoincide, 'summaryList');
      return totalCents;
    },
  };
}
export type CataloguesService = ReturnType<typeof createCataloguesService>;
