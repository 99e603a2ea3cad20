import { createHash, randomUUID } from 'node:crypto';
import type { TGeneratorSummary } from '../../../shared/contracts/catalogues.contract';
import type { TGeneralForm, TGenerator, TGeolocationForm, TPhotographicForm, TSupervisorForm } from '../../../shared/contracts/generators.contract';
import { ATTACHED_FILE_MAX_BYTES } from '../../../shared/contracts/generators.contract';
import type { AuditAction } from '../../../shared/domain/audit-action';
import { GENERATOR_LIMITS as L, generatorActions, type GeneratorStatus, type PhotoList } from '../../../shared/domain/generator';
import { MENSAJES_GENERADOR as M } from '../../../shared/labels/messages';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { downloadName } from '../../storage/content-disposition';
import { sniffMime, type FileType } from '../../storage/file-types';
import type { FilesService } from '../files/files.service';
import { jpegSize } from '../../storage/image-size';
import { allows, companyGuard, requireIn } from '../../access/company-guard';
import type { PricingPort, RegionManagersPort, SigningPort } from './generator-ports';
import type { JobRunner } from '../../jobs/job-runner';
import type { NotificationsService } from '../notifications/notifications.service';
import { createGeneratorReview, type ReviewEvent } from './generator-review';
import type { GeneratorPdfInput } from '../../pdf/generator-pdf';
import { toGeneratorDto } from './generator.dto';
import { generatorsRepository, type GeneratorRow } from './generators.repository';
import type { GeneratorListFilter } from './generators-filters';
import { createGeneratorListing, type ListPageQuery } from './generators-list.service';
import type { ServiceAccessPort } from '../services/service-access';

type Side = 'provider' | 'client';
type FileUpload = { extension: string; content: string; name: string };
type GeneratorValues = Parameters<ReturnType<typeof generatorsRepository>['update']>[2];

export function createGeneratorsService(deps: {
  db: Db;
  files: FilesService;
  now?: () => Date;
  signing: SigningPort;
  pricing: PricingPort;
  regionManagers: RegionManagersPort;
  notifications: NotificationsService;
  jobs: JobRunner;
  /** The services module's access check: a service's list is for either of its sides. */
  services: ServiceAccessPort;
}) {
  const repo = generatorsRepository(deps.db);
  const listing = createGeneratorListing(deps);
  const guard = companyGuard(deps.db);
  const now = deps.now ?? (() => new Date());
  const review = createGeneratorReview({ db: deps.db, files: deps.files, signing: deps.signing, notifications: deps.notifications, jobs: deps.jobs, pdfInput: (row) => pdfInput(row) });

  /** The actor's side and role on a generator; another company's generator is 404, never 403. */
  async function access(actor: Actor, id: string) {
    const mine = await guard.companiesOf(actor);
    const generator = await repo.find(mine.map((a) => a.company.id), id);
    if (!generator) throw new AppError('NOT_FOUND');
    const on = requireIn(mine, [generator.providerCompanyId, generator.clientCompanyId], 'read');
    const side: Side = on.company.id === generator.providerCompanyId ? 'provider' : 'client';
    return { generator, side, role: on.role, access: on };
  }

  /** Filling the report is for Administrador and Colaborador of the provider, while it is En proceso. */
  async function editable(actor: Actor, id: string) {
    const found = await access(actor, id);
    if (found.side !== 'provider' || !allows(found.access, 'manage')) throw new AppError('FORBIDDEN');
    // A running signature process says why first: the generator is Bajo Revisión then, and "only En proceso" would not tell the supervisor what to wait for.
    if (await deps.signing.hasActiveProcess(id)) throw new AppError('CONFLICT', { message: M.enFirma });
    if (!generatorActions.canEdit(found.generator.status)) throw new AppError('CONFLICT', { message: M.soloEnProceso });
    return found.generator;
  }

  async function dto(row: GeneratorRow): Promise<TGenerator> {
    const [names, photos, state] = await Promise.all([repo.companyNames([row.providerCompanyId, row.clientCompanyId]), repo.photos(row.id), review.state(row.id)]);
    const provider = names.get(row.providerCompanyId) ?? { name: '', rfc: '' };
    const client = names.get(row.clientCompanyId) ?? { name: '' };
    return toGeneratorDto(row, { provider, client }, photos, state);
  }

  /** The status change, any field that goes with it, and its audit line commit together. */
  async function changeStatus(actor: Actor, generator: GeneratorRow, values: GeneratorValues & { status: GeneratorStatus }, action: AuditAction, after?: ReviewEvent) {
    const updated = await deps.db.transaction(async (tx) => {
      const row = await generatorsRepository(tx).update(generator.providerCompanyId, generator.id, values);
      if (!row) throw new AppError('NOT_FOUND');
      await recordAudit(tx, { action, actorUserId: actor.userId, companyId: row.providerCompanyId, entity: 'generator', entityId: row.id });
      if (after) await review.record(tx, actor, row, after);
      return row;
    });
    if (after) review.afterCommit();
    return dto(updated);
  }

  /** Stores a base64 upload through the file pipeline and points the generator's `column` at it, in one transaction. */
  async function replaceFile(actor: Actor, id: string, input: FileUpload, rule: { kind: string; column: 'providerLogoId' | 'attachedFileId'; allowed: FileType[]; maxBytes: number; message: string }) {
    const generator = await editable(actor, id);
    const updated = await deps.db.transaction(async (tx) => {
      const file = await deps.files.storeUpload({
        actor,
        companyId: generator.providerCompanyId,
        kind: rule.kind,
        source: Buffer.from(input.content, 'base64'),
        filename: input.name,
        extension: input.extension,
        allowed: rule.allowed,
        maxBytes: rule.maxBytes,
        tx,
        messages: { invalid: rule.message, tooLarge: rule.message },
        field: 'content',
        audit: { generatorId: id },
      });
      return generatorsRepository(tx).update(generator.providerCompanyId, id, { [rule.column]: file.id });
    });
    return dto(updated as GeneratorRow);
  }

  type ListQuery = GeneratorListFilter & ListPageQuery;

  async function listFor(actor: Actor, companyId: string, query: ListQuery) {
    await guard.requireCompany(actor, companyId, 'read');
    const { meta, items } = await listing.page(companyId, query, query);
    return { ...meta, items: await review.withSigning(items) };
  }

  /** GET /generador/idCompany/{id}/all: the same page as allLite, each generator complete. */
  async function listFull(actor: Actor, companyId: string, query: ListQuery) {
    await guard.requireCompany(actor, companyId, 'read');
    const { meta, rows } = await listing.page(companyId, query, query);
    const full = await repo.findMany(companyId, rows.map((r) => r.id));
    return { ...meta, items: await Promise.all(full.map((row) => dto(row))) };
  }

  /**
   * GET /generador/idProvider/{id}/allLite: the provider's own list for its members; for a client
   * (its main company, X-Company-Id, or its only company) the generators that provider made for it.
   * A provider the actor has nothing to do with is 404.
   */
  async function listForProvider(actor: Actor, providerId: string, query: ListQuery) {
    const mine = await guard.companiesOf(actor);
    if (mine.some((a) => a.company.id === providerId)) return listFor(actor, providerId, query);
    const clientId = actor.requestedCompanyId ?? (mine.length === 1 ? mine[0]?.company.id : undefined);
    if (!clientId || !mine.some((a) => a.company.id === clientId) || !(await repo.linkExists(clientId, providerId))) throw new AppError('NOT_FOUND');
    return listFor(actor, clientId, { ...query, providerId });
  }

  /**
   * GET /generador/serviceId/{id}/allLite: the generators of a generators-line service, for either
   * of its sides (another company: 404, from the services module's check). Generators are made per
   * client–provider link (the wizard names no service), so a service's are those of its pair, read
   * from the viewer's side on that side's list index (the other side's column is in its INCLUDE).
   * A service of another line has none.
   */
  async function listForService(actor: Actor, serviceId: string, query: ListQuery) {
    const found = await deps.services.requireServiceAccess(actor, serviceId, 'read');
    if (!found.generators) return { total: 0, totalCapped: false, hasStored: false, nextCursor: null, items: [] };
    const { service, side } = found;
    const pair = side === 'client' ? { providerId: service.providerCompanyId, clientId: undefined } : { providerId: undefined, clientId: service.clientCompanyId };
    const { meta, items } = await listing.page(found.companyId, { ...query, ...pair }, query, side);
    return { ...meta, items: await review.withSigning(items) };
  }

  /** Everything the PDF shows, photo and logo bytes included. */
  async function pdfInput(row: GeneratorRow): Promise<Omit<GeneratorPdfInput, 'signatures'>> {
    const generator = await dto(row);
    const logoFile = row.providerLogoId ? await deps.files.find(row.providerCompanyId, row.providerLogoId) : undefined;
    const logo = logoFile ? ((await deps.files.bytes(logoFile.id)) ?? null) : null;
    const photos = [];
    for (const photo of await repo.photos(row.id)) {
      const bytes = await deps.files.bytes(photo.fileId);
      if (bytes) photos.push({ list: photo.list, ns: photo.ns, activities: photo.activities, bytes });
    }
    return { generator, logo, photos };
  }

  return {
    editable,
    pdfInput,
    /** For the signatures module, whose signers act by a mailed link, not as members of a company. */
    findForSigning: (id: string) => repo.findForSigning(id),
    companyNames: (ids: string[]) => repo.companyNames(ids),
    /** The reviewed PDF of a new signature process. */
    async attachPdf(providerCompanyId: string, id: string, pdfFileId: string, tx?: Executor) {
      await generatorsRepository(tx ?? deps.db).update(providerCompanyId, id, { pdfFileId });
    },
    /**
     * Sending (first time, or again after a rejection): with the new signature process, in its
     * transaction, the generator takes the reviewed PDF, goes Bajo Revisión and opens a new version.
     */
    markSent: (tx: Executor, actor: Actor, generator: GeneratorRow, pdfFileId: string) => review.markSent(tx, actor, generator, pdfFileId),
    /** Who on the provider's side hears about this generator (signature events come from signatures). */
    providerAudience: (generator: GeneratorRow) => review.providerAudience(generator),
    /** Everybody signed: the final PDF replaces the reviewed one and the client reviews it. */
    async markSigned(providerCompanyId: string, id: string, pdfFileId: string, tx?: Executor) {
      await generatorsRepository(tx ?? deps.db).update(providerCompanyId, id, { pdfFileId, status: 'REVISION' });
    },

    /** POST /generador/generadorPdfAndProcess/{id}: served here (one prefix, one module), run by signatures. */
    startSignature: (actor: Actor, id: string) => deps.signing.start(actor, id),

    /**
     * PATCH /generador/summary/id/{id}: while the generator is En proceso, for its provider's
     * Administrador/Colaborador. The catalogues module prices it against one of the client's
     * catalogues (see priceSummary); the grand total becomes the generator's total.
     */
    async saveSummary(actor: Actor, id: string, summary: TGeneratorSummary) {
      const generator = await editable(actor, id);
      const totalCents = await deps.pricing.priceSummary(generator.clientCompanyId, summary);
      return dto((await repo.update(generator.providerCompanyId, id, { summary, totalCents })) as GeneratorRow);
    },

    /** Creates a generator, with the client's UUID when it was started offline. Repeating it is harmless. */
    async init(actor: Actor, clientId: string, providerId: string, input: { id?: string | undefined; serviceId?: string | undefined }) {
      await guard.requireCompany(actor, providerId, 'manage');
      if (!(await repo.linkExists(clientId, providerId))) throw new AppError('NOT_FOUND');
      const id = input.id ?? randomUUID();
      const retried = (existing: GeneratorRow | undefined) => {
        if (!existing || existing.providerCompanyId !== providerId || existing.clientCompanyId !== clientId) throw new AppError('CONFLICT');
        return { id: existing.id, generatedCode: existing.generatedCode };
      };
      const existing = await repo.find([providerId], id);
      if (existing) return retried(existing);
      // Another company's generator with this id stays invisible: a conflict, never its data.
      if (await repo.idTaken(id)) throw new AppError('CONFLICT');
      const generatedCode = await repo.nextCode(now().getFullYear());
      const created = await deps.db.transaction(async (tx) => {
        const row = await generatorsRepository(tx).insert({ id, generatedCode, providerCompanyId: providerId, clientCompanyId: clientId, serviceId: input.serviceId ?? null, createdBy: actor.userId });
        if (row) await recordAudit(tx, { action: 'generator.created', actorUserId: actor.userId, companyId: providerId, entity: 'generator', entityId: id });
        return row;
      });
      // A concurrent retry inserted it first: answer as a retry does.
      if (!created) return retried(await repo.find([providerId], id));
      return { id: created.id, generatedCode: created.generatedCode };
    },

    /** The generator's current PDF (under review, or signed). */
    async pdf(actor: Actor, id: string) {
      const { generator } = await access(actor, id);
      const bytes = generator.pdfFileId ? await deps.files.bytes(generator.pdfFileId) : undefined;
      if (!bytes) throw new AppError('NOT_FOUND', { message: M.sinPdf });
      return { bytes, code: generator.generatedCode };
    },

    async get(actor: Actor, id: string) {
      return dto((await access(actor, id)).generator);
    },

    /**
     * The region responsible signs for the client, so the provider may only pick one of the client's
     * own region managers (security item 6): an address of its choosing would let it sign both roles.
     */
    async saveGeneral(actor: Actor, id: string, input: { general: TGeneralForm; supervisor: TSupervisorForm }) {
      const generator = await editable(actor, id);
      if (!(await deps.regionManagers.regionManager(generator.clientCompanyId, input.supervisor.emailResponsible))) {
        throw new AppError('VALIDATION', { message: M.responsableNoValido, fields: { 'supervisor.emailResponsible': M.responsableNoValido } });
      }
      const updated = await repo.update(generator.providerCompanyId, id, { general: input.general, supervisor: input.supervisor, city: input.general.city, startDate: input.general.startDate, endDate: input.general.endDate });
      return dto(updated as GeneratorRow);
    },

    async saveGeolocation(actor: Actor, id: string, input: TGeolocationForm) {
      const generator = await editable(actor, id);
      return dto((await repo.update(generator.providerCompanyId, id, { geolocation: input })) as GeneratorRow);
    },

    /** Descriptions and order of uploaded photos; photos not uploaded yet are refused. */
    async savePhotographic(actor: Actor, id: string, input: TPhotographicForm) {
      const generator = await editable(actor, id);
      const existing = new Set((await repo.photos(id)).map((p) => p.id));
      const entries = (['beforeList', 'duringList', 'endList'] as const).flatMap((list) => input[list].map((item, position) => ({ list, position, item })));
      const unknown = entries.find((e) => !existing.has(e.item.imageId));
      if (unknown) throw new AppError('VALIDATION', { message: M.imagenInvalida, fields: { [`${unknown.list}`]: M.imagenInvalida } });
      for (const { list, position, item } of entries) await repo.updatePhoto(id, item.imageId, { list, position, ns: item.ns, activities: item.activities });
      return dto((await repo.update(generator.providerCompanyId, id, { ont: input.ont })) as GeneratorRow);
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

      const position = photos.filter((p) => p.list === input.list).length;
      await deps.db.transaction(async (tx) => {
        const file = await deps.files.storeUpload({
          actor,
          companyId: generator.providerCompanyId,
          kind: 'generator_photo',
          source: bytes,
          filename: `${input.id}.jpg`,
          allowed: ['jpeg'],
          maxBytes: L.photoMaxBytes,
          tx,
          messages: { invalid: M.imagenInvalida, tooLarge: M.imagenInvalida },
          field: 'content',
          audit: { generatorId: id },
        });
        await generatorsRepository(tx).insertPhoto({ id: input.id, generatorId: id, list: input.list, position, ns: input.ns, activities: input.activities, fileId: file.id, sha256, width: size.width, height: size.height });
      });
      return dto((await repo.update(generator.providerCompanyId, id, {})) as GeneratorRow);
    },

    async deletePhoto(actor: Actor, id: string, photoId: string) {
      const generator = await editable(actor, id);
      if (!(await repo.deletePhoto(id, photoId))) throw new AppError('NOT_FOUND');
      return dto((await repo.update(generator.providerCompanyId, id, {})) as GeneratorRow);
    },

    async photo(actor: Actor, id: string, photoId: string) {
      await access(actor, id);
      const photo = await repo.findPhoto(id, photoId);
      const bytes = photo ? await deps.files.bytes(photo.fileId) : undefined;
      if (!photo || !bytes) throw new AppError('NOT_FOUND');
      return { bytes, sha256: photo.sha256 };
    },

    setProviderLogo: (actor: Actor, id: string, input: FileUpload) =>
      replaceFile(actor, id, input, { kind: 'provider_logo', column: 'providerLogoId', allowed: ['png', 'jpeg'], maxBytes: 2 * 1024 * 1024, message: M.imagenInvalida }),

    /** The Anexos file (PDF or image), checked by its bytes; a new upload replaces it. */
    setAttachedFile: (actor: Actor, id: string, input: FileUpload) =>
      replaceFile(actor, id, input, { kind: 'generator_attachment', column: 'attachedFileId', allowed: ['pdf', 'jpeg', 'png'], maxBytes: ATTACHED_FILE_MAX_BYTES, message: M.archivoNoSoportado }),

    async attachedFile(actor: Actor, id: string) {
      const { generator } = await access(actor, id);
      const file = generator.attachedFileId ? await deps.files.find(generator.providerCompanyId, generator.attachedFileId) : undefined;
      const bytes = file ? await deps.files.bytes(file.id) : undefined;
      if (!file || !bytes) throw new AppError('NOT_FOUND');
      // The download name carries the extension of the checked type, whatever the uploader called it.
      return { bytes, mime: file.mime, name: downloadName(file.name, file), sha256: file.sha256 };
    },

    list: listFor,

    /** GET /generadorBidding/biddingId/{id}: the generator a bidding document belongs to ("Información"). */
    async byBidding(actor: Actor, biddingId: string) {
      const found = await repo.findByBidding((await guard.companiesOf(actor)).map((a) => a.company.id), biddingId);
      if (!found) throw new AppError('NOT_FOUND');
      return dto((await access(actor, found.id)).generator);
    },
    listFull,
    listForProvider,
    listForService,

    /** Every row matching the list's filters, in batches, for the streamed Excel report; access is checked before the first. */
    async reportBatches(actor: Actor, companyId: string, filter: GeneratorListFilter) {
      await guard.requireCompany(actor, companyId, 'read');
      return listing.batches(companyId, filter);
    },

    /**
     * The client side (Administrador or Colaborador) approves or rejects what is under review, once
     * every signer signed. The provider's side is told (app and mail) and the PDF is printed again.
     */
    async review(actor: Actor, id: string, input: { decision: 'APPROVED' | 'REJECTED'; comment: string }) {
      const { generator, side, access: on } = await access(actor, id);
      if (side !== 'client' || !allows(on, 'manage')) throw new AppError('FORBIDDEN');
      if (generator.status !== 'REVISION') throw new AppError('CONFLICT', { message: M.soloBajoRevision });
      if (await deps.signing.hasActiveProcess(id)) throw new AppError('CONFLICT', { message: M.firmasPendientes });
      const action = input.decision === 'APPROVED' ? 'generator.approved' : 'generator.rejected';
      return changeStatus(actor, generator, { status: input.decision, comment: input.comment }, action, { status: input.decision, comment: input.comment });
    },

    async markPaid(actor: Actor, id: string) {
      const { generator, side, access: on } = await access(actor, id);
      if (side !== 'client' || !allows(on, 'manage')) throw new AppError('FORBIDDEN');
      if (generator.status !== 'APPROVED') throw new AppError('CONFLICT', { message: M.soloAprobado });
      return changeStatus(actor, generator, { status: 'PAID', statusPago: 'PAID' }, 'generator.paid', { status: 'PAID', comment: '' });
    },

    /** Archive keeps the previous status so unarchiving restores it. */
    async store(actor: Actor, id: string) {
      const { generator, access: on } = await access(actor, id);
      if (!allows(on, 'manage')) throw new AppError('FORBIDDEN');
      if (!generatorActions.canStore(generator.status)) throw new AppError('CONFLICT', { message: M.errorArchivar });
      return changeStatus(actor, generator, { status: 'STORED', statusBeforeStore: generator.status }, 'generator.stored');
    },

    async unstore(actor: Actor, id: string) {
      const { generator, access: on } = await access(actor, id);
      if (!allows(on, 'manage')) throw new AppError('FORBIDDEN');
      if (!generatorActions.canUnstore(generator.status)) throw new AppError('CONFLICT', { message: M.errorDesarchivar });
      return changeStatus(actor, generator, { status: generator.statusBeforeStore ?? 'DRAFT' }, 'generator.unstored');
    },

    async disable(actor: Actor, id: string) {
      const { generator, side, access: on } = await access(actor, id);
      if (side !== 'provider' || !allows(on, 'manage')) throw new AppError('FORBIDDEN');
      if (!generatorActions.canDisable(generator.status)) throw new AppError('CONFLICT', { message: M.noSePuedeDeshabilitar });
      return changeStatus(actor, generator, { status: 'DISABLED' }, 'generator.disabled');
    },
  };
}
export type GeneratorsService = ReturnType<typeof createGeneratorsService>;
