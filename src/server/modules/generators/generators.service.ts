import { createHash, randomUUID } from 'node:crypto';
import type { TGeneralForm, TGenerator, TGeneratorColumnFilters, TGeolocationForm, TPhotographicForm, TSupervisorForm } from '../../../shared/contracts/generators.contract';
import { ATTACHED_FILE_MAX_BYTES } from '../../../shared/contracts/generators.contract';
import { GENERATOR_LIMITS as L, generatorActions, type GeneratorStatus, type PhotoList } from '../../../shared/domain/generator';
import { MENSAJES_GENERADOR as M } from '../../../shared/labels/messages';
import { roleMayHandleDocuments } from '../../../shared/permissions';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { BlobStore } from '../../storage/blob-store';
import { sniffMime } from '../../storage/file-types';
import { jpegSize } from '../../storage/image-size';
import { accessibleCompanies } from '../companies/company-access';
import { signaturesRepository } from '../signatures/signatures.repository';
import type { GeneratorPdfInput } from '../../pdf/generator-pdf';
import { toGeneratorDto, toGeneratorLite } from './generator.dto';
import { generatorsRepository, type GeneratorRow } from './generators.repository';

type Side = 'provider' | 'client';

const REPORT_MAX_ROWS = 20_000;

export function createGeneratorsService(deps: { db: Db; blobs: BlobStore; now?: () => Date }) {
  const repo = generatorsRepository(deps.db);
  const signatures = signaturesRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  /** The actor's side and role on a generator; another company's generator is 404, never 403. */
  async function access(actor: Actor, id: string) {
    const generator = await repo.find(id);
    if (!generator) throw new AppError('NOT_FOUND');
    const mine = await accessibleCompanies(deps.db, actor.userId);
    const asProvider = mine.find((a) => a.company.id === generator.providerCompanyId);
    const asClient = mine.find((a) => a.company.id === generator.clientCompanyId);
    const side: Side | undefined = asProvider ? 'provider' : asClient ? 'client' : undefined;
    const role = (asProvider ?? asClient)?.role ?? null;
    if (!side) throw new AppError('NOT_FOUND');
    return { generator, side, role };
  }

  /** Filling the report is for Administrador and Colaborador of the provider, while it is En proceso. */
  async function editable(actor: Actor, id: string) {
    const found = await access(actor, id);
    if (found.side !== 'provider' || !roleMayHandleDocuments(found.role)) throw new AppError('FORBIDDEN');
    if (!generatorActions.canEdit(found.generator.status)) throw new AppError('CONFLICT', { message: M.soloEnProceso });
    if (await signatures.activeProcess(id)) throw new AppError('CONFLICT', { message: M.enFirma });
    return found.generator;
  }

  async function dto(row: GeneratorRow): Promise<TGenerator> {
    const names = await repo.companyNames([row.providerCompanyId, row.clientCompanyId]);
    const provider = names.get(row.providerCompanyId) ?? { name: '', rfc: '' };
    const client = names.get(row.clientCompanyId) ?? { name: '' };
    return toGeneratorDto(row, { provider, client }, await repo.photos(row.id));
  }

  async function changeStatus(actor: Actor, id: string, next: GeneratorStatus, action: string) {
    const updated = await repo.update(id, { status: next });
    if (!updated) throw new AppError('NOT_FOUND');
    await recordAudit(deps.db, { action, actorUserId: actor.userId, companyId: updated.providerCompanyId, entity: 'generator', entityId: id });
    return dto(updated);
  }

  async function listFor(actor: Actor, companyId: string, query: { page: number; size: number; search?: string | undefined; archived: boolean; providerId?: string | undefined } & TGeneratorColumnFilters) {
    const mine = await accessibleCompanies(deps.db, actor.userId);
    if (!mine.some((a) => a.company.id === companyId)) throw new AppError('NOT_FOUND');
    const [{ rows, total }, hasStored] = await Promise.all([repo.list(companyId, query), repo.hasStored(companyId)]);
    const clients = await repo.companyNames([...new Set(rows.map((r) => r.generator.clientCompanyId))]);
    return { total, hasStored, items: rows.map((r) => toGeneratorLite(r.generator, r.providerName, clients.get(r.generator.clientCompanyId)?.name ?? '')) };
  }

  type ListQuery = Parameters<typeof listFor>[2];

  /** GET /generador/idCompany/{id}/all: the same page as allLite, each generator complete. */
  async function listFull(actor: Actor, companyId: string, query: ListQuery) {
    const mine = await accessibleCompanies(deps.db, actor.userId);
    if (!mine.some((a) => a.company.id === companyId)) throw new AppError('NOT_FOUND');
    const [{ rows, total }, hasStored] = await Promise.all([repo.list(companyId, query), repo.hasStored(companyId)]);
    return { total, hasStored, items: await Promise.all(rows.map((r) => dto(r.generator))) };
  }

  /**
   * GET /generador/idProvider/{id}/allLite: the provider's own list for its members; for a client
   * (its main company, X-Company-Id, or its only company) the generators that provider made for it.
   * A provider the actor has nothing to do with is 404.
   */
  async function listForProvider(actor: Actor, providerId: string, query: ListQuery) {
    const mine = await accessibleCompanies(deps.db, actor.userId);
    if (mine.some((a) => a.company.id === providerId)) return listFor(actor, providerId, query);
    const clientId = actor.requestedCompanyId ?? (mine.length === 1 ? mine[0]?.company.id : undefined);
    if (!clientId || !mine.some((a) => a.company.id === clientId) || !(await repo.linkExists(clientId, providerId))) throw new AppError('NOT_FOUND');
    return listFor(actor, clientId, { ...query, providerId });
  }

  /** Everything the PDF shows, photo and logo bytes included. */
  async function pdfInput(row: GeneratorRow): Promise<Omit<GeneratorPdfInput, 'signatures'>> {
    const generator = await dto(row);
    const logoFile = row.providerLogoId ? await repo.findFile(row.providerLogoId) : undefined;
    const logo = logoFile ? ((await deps.blobs.get(logoFile.id)) ?? null) : null;
    const photos = [];
    for (const photo of await repo.photos(row.id)) {
      const bytes = await deps.blobs.get(photo.fileId);
      if (bytes) photos.push({ list: photo.list, ns: photo.ns, activities: photo.activities, bytes });
    }
    return { generator, logo, photos };
  }

  return {
    editable,
    pdfInput,
    update: (id: string, values: Partial<GeneratorRow>) => repo.update(id, values),

    /** Creates a generator, with the client's UUID when it was started offline. Repeating it is harmless. */
    async init(actor: Actor, clientId: string, providerId: string, input: { id?: string | undefined; serviceId?: string | undefined }) {
      const mine = await accessibleCompanies(deps.db, actor.userId);
      const provider = mine.find((a) => a.company.id === providerId);
      if (!provider) throw new AppError('NOT_FOUND');
      if (!roleMayHandleDocuments(provider.role)) throw new AppError('FORBIDDEN');
      if (!(await repo.linkExists(clientId, providerId))) throw new AppError('NOT_FOUND');
      const id = input.id ?? randomUUID();
      const existing = await repo.find(id);
      if (existing) {
        if (existing.providerCompanyId !== providerId || existing.clientCompanyId !== clientId) throw new AppError('CONFLICT');
        return { id: existing.id, generatedCode: existing.generatedCode };
      }
      const generatedCode = await repo.nextCode(now().getFullYear());
      const created = (await repo.insert({ id, generatedCode, providerCompanyId: providerId, clientCompanyId: clientId, serviceId: input.serviceId ?? null, createdBy: actor.userId })) ?? (await repo.find(id));
      if (!created) throw new AppError('CONFLICT');
      await recordAudit(deps.db, { action: 'generator.created', actorUserId: actor.userId, companyId: providerId, entity: 'generator', entityId: id });
      return { id: created.id, generatedCode: created.generatedCode };
    },

    /** The generator's current PDF (under review, or signed). */
    async pdf(actor: Actor, id: string) {
      const { generator } = await access(actor, id);
      const bytes = generator.pdfFileId ? await deps.blobs.get(generator.pdfFileId) : undefined;
      if (!bytes) throw new AppError('NOT_FOUND', { message: M.sinPdf });
      return { bytes, code: generator.generatedCode };
    },

    async get(actor: Actor, id: string) {
      return dto((await access(actor, id)).generator);
    },

    async saveGeneral(actor: Actor, id: string, input: { general: TGeneralForm; supervisor: TSupervisorForm }) {
      await editable(actor, id);
      const updated = await repo.update(id, { general: input.general, supervisor: input.supervisor, city: input.general.city, startDate: input.general.startDate, endDate: input.general.endDate });
      return dto(updated as GeneratorRow);
    },

    async saveGeolocation(actor: Actor, id: string, input: TGeolocationForm) {
      await editable(actor, id);
      return dto((await repo.update(id, { geolocation: input })) as GeneratorRow);
    },

    /** Descriptions and order of uploaded photos; photos not uploaded yet are refused. */
    async savePhotographic(actor: Actor, id: string, input: TPhotographicForm) {
      await editable(actor, id);
      const existing = new Set((await repo.photos(id)).map((p) => p.id));
      const entries = (['beforeList', 'duringList', 'endList'] as const).flatMap((list) => input[list].map((item, position) => ({ list, position, item })));
      const unknown = entries.find((e) => !existing.has(e.item.imageId));
      if (unknown) throw new AppError('VALIDATION', { message: M.imagenInvalida, fields: { [`${unknown.list}`]: M.imagenInvalida } });
      for (const { list, position, item } of entries) await repo.updatePhoto(id, item.imageId, { list, position, ns: item.ns, activities: item.activities });
      return dto((await repo.update(id, { ont: input.ont })) as GeneratorRow);
    },

    /**
     * The browser already compressed the photo; the server still checks it is a JPEG within
     * 800×600, that the generator keeps at most 12, and that the same image is not there twice.
     */
    async addPhoto(actor: Actor, id: string, input: { id: string; list: PhotoList; ns: string; activities: string; content: string }) {
      const generator = await editable(actor, id);
      const bytes = Buffer.from(input.content, 'base64');
      const size = sniffMime(bytes, 'jpg') ? jpegSize(bytes) : undefined;
      if (!size || bytes.byteLength > L.photoMaxBytes) throw new AppError('VALIDATION', { message: M.imagenInvalida, fields: { content: M.imagenInvalida } });
      if (size.width > L.photoMaxWidth || size.height > L.photoMaxHeight) throw new AppError('VALIDATION', { message: M.imagenMuyGrande, fields: { content: M.imagenMuyGrande } });

      const photos = await repo.photos(id);
      const retried = photos.find((p) => p.id === input.id);
      if (retried) return dto(generator);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      if (photos.some((p) => p.sha256 === sha256)) throw new AppError('CONFLICT', { message: M.imagenRepetida });
      if (photos.length >= L.maxPhotos) throw new AppError('CONFLICT', { message: M.limiteFotos });
      if (await repo.findPhotoById(input.id)) throw new AppError('CONFLICT');

      const blob = await deps.blobs.put(bytes);
      const position = photos.filter((p) => p.list === input.list).length;
      await repo.insertPhoto(
        { id: blob.id, companyId: generator.providerCompanyId, kind: 'generator_photo', name: `${input.id}.jpg`, mime: 'image/jpeg', size: blob.size, sha256: blob.sha256, createdBy: actor.userId },
        { id: input.id, generatorId: id, list: input.list, position, ns: input.ns, activities: input.activities, fileId: blob.id, sha256, width: size.width, height: size.height },
      );
      return dto((await repo.update(id, {})) as GeneratorRow);
    },

    async deletePhoto(actor: Actor, id: string, photoId: string) {
      await editable(actor, id);
      if (!(await repo.deletePhoto(id, photoId))) throw new AppError('NOT_FOUND');
      return dto((await repo.update(id, {})) as GeneratorRow);
    },

    async photo(actor: Actor, id: string, photoId: string) {
      await access(actor, id);
      const photo = await repo.findPhoto(id, photoId);
      const bytes = photo ? await deps.blobs.get(photo.fileId) : undefined;
      if (!photo || !bytes) throw new AppError('NOT_FOUND');
      return { bytes, sha256: photo.sha256 };
    },

    async setProviderLogo(actor: Actor, id: string, input: { extension: string; content: string; name: string }) {
      const generator = await editable(actor, id);
      const bytes = Buffer.from(input.content, 'base64');
      const mime = sniffMime(bytes, input.extension);
      if (!mime || bytes.byteLength > 2 * 1024 * 1024) throw new AppError('VALIDATION', { message: M.imagenInvalida, fields: { content: M.imagenInvalida } });
      const blob = await deps.blobs.put(bytes);
      await repo.insertFile({ id: blob.id, companyId: generator.providerCompanyId, kind: 'provider_logo', name: input.name.slice(0, 200), mime, size: blob.size, sha256: blob.sha256, createdBy: actor.userId });
      return dto((await repo.update(id, { providerLogoId: blob.id })) as GeneratorRow);
    },

    /** The Anexos file (PDF or image), checked by its bytes; a new upload replaces it. */
    async setAttachedFile(actor: Actor, id: string, input: { extension: string; content: string; name: string }) {
      const generator = await editable(actor, id);
      const bytes = Buffer.from(input.content, 'base64');
      const mime = sniffMime(bytes, input.extension);
      if (!mime || bytes.byteLength > ATTACHED_FILE_MAX_BYTES) throw new AppError('VALIDATION', { message: M.archivoNoSoportado, fields: { content: M.archivoNoSoportado } });
      const blob = await deps.blobs.put(bytes);
      await repo.insertFile({ id: blob.id, companyId: generator.providerCompanyId, kind: 'generator_attachment', name: input.name.slice(0, 200), mime, size: blob.size, sha256: blob.sha256, createdBy: actor.userId });
      return dto((await repo.update(id, { attachedFileId: blob.id })) as GeneratorRow);
    },

    async attachedFile(actor: Actor, id: string) {
      const { generator } = await access(actor, id);
      const file = generator.attachedFileId ? await repo.findFile(generator.attachedFileId) : undefined;
      const bytes = file ? await deps.blobs.get(file.id) : undefined;
      if (!file || !bytes) throw new AppError('NOT_FOUND');
      return { bytes, mime: file.mime, name: file.name, sha256: file.sha256 };
    },

    list: listFor,

    /** GET /generadorBidding/biddingId/{id}: the generator a bidding document belongs to ("Información"). */
    async byBidding(actor: Actor, biddingId: string) {
      const found = await repo.findByBidding(biddingId);
      if (!found) throw new AppError('NOT_FOUND');
      return dto((await access(actor, found.id)).generator);
    },
    listFull,
    listForProvider,

    /** Every row matching the list's filters (no paging), for the Excel report. */
    async reportRows(actor: Actor, companyId: string, query: { search?: string | undefined; archived: boolean } & TGeneratorColumnFilters) {
      return (await listFor(actor, companyId, { ...query, page: 0, size: REPORT_MAX_ROWS })).items;
    },

    /** The client side (Administrador or Colaborador) approves or rejects what is under review. */
    async review(actor: Actor, id: string, input: { decision: 'APPROVED' | 'REJECTED'; comment: string }) {
      const { generator, side, role } = await access(actor, id);
      if (side !== 'client' || !roleMayHandleDocuments(role)) throw new AppError('FORBIDDEN');
      if (generator.status !== 'REVISION') throw new AppError('CONFLICT', { message: M.soloBajoRevision });
      await repo.update(id, { comment: input.comment });
      return changeStatus(actor, id, input.decision, input.decision === 'APPROVED' ? 'generator.approved' : 'generator.rejected');
    },

    async markPaid(actor: Actor, id: string) {
      const { generator, side, role } = await access(actor, id);
      if (side !== 'client' || !roleMayHandleDocuments(role)) throw new AppError('FORBIDDEN');
      if (generator.status !== 'APPROVED') throw new AppError('CONFLICT', { message: M.soloAprobado });
      await repo.update(id, { statusPago: 'PAID' });
      return changeStatus(actor, id, 'PAID', 'generator.paid');
    },

    /** Archive keeps the previous status so unarchiving restores it. */
    async store(actor: Actor, id: string) {
      const { generator, role } = await access(actor, id);
      if (!roleMayHandleDocuments(role)) throw new AppError('FORBIDDEN');
      if (!generatorActions.canStore(generator.status)) throw new AppError('CONFLICT', { message: M.errorArchivar });
      await repo.update(id, { statusBeforeStore: generator.status });
      return changeStatus(actor, id, 'STORED', 'generator.stored');
    },

    async unstore(actor: Actor, id: string) {
      const { generator, role } = await access(actor, id);
      if (!roleMayHandleDocuments(role)) throw new AppError('FORBIDDEN');
      if (!generatorActions.canUnstore(generator.status)) throw new AppError('CONFLICT', { message: M.errorDesarchivar });
      return changeStatus(actor, id, generator.statusBeforeStore ?? 'DRAFT', 'generator.unstored');
    },

    async disable(actor: Actor, id: string) {
      const { generator, side, role } = await access(actor, id);
      if (side !== 'provider' || !roleMayHandleDocuments(role)) throw new AppError('FORBIDDEN');
      if (!generatorActions.canDisable(generator.status)) throw new AppError('CONFLICT', { message: M.noSePuedeDeshabilitar });
      return changeStatus(actor, id, 'DISABLED', 'generator.disabled');
    },
  };
}
export type GeneratorsService = ReturnType<typeof createGeneratorsService>;
