import {
  PROFILE_PICTURE,
  RECENT_COMPANY_DAYS,
  type GroupFilter,
  type TCompanyForm,
  type TCompanyWithRole,
  type TProfilePictureRequest,
} from '../../../shared/contracts/companies.contract';
import type { TCompany } from '../../../shared/domain/company';
import { MENSAJES_EMPRESA } from '../../../shared/labels/messages';
import type { CompanyType } from '../../../shared/domain/enums';
import { normalizeRfc } from '../../../shared/mx/rfc';
import { roleMayHandleDocuments } from '../../../shared/permissions';
import { companyGuard } from '../../access/company-guard';
import { publicPictureUrl, type TAdditionalProducts, type TCompanyPublic } from '../../../shared/contracts/company-public.contract';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { IMAGE_TYPES } from '../../storage/file-types';
import type { FilesService } from '../files/files.service';
import { toCompanyDto, type CompanyRow } from './company.dto';
import { standingKey, UNKNOWN_STANDING, type SatStandingReader } from '../sat-lists/sat-standing.reader';
import type { TagsService } from '../tags/tags.service';
import { companiesRepository } from './companies.repository';

const DAY = 86_400_000;

function matches(company: CompanyRow, search: string | undefined): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return company.name.toLowerCase().includes(needle) || company.rfc.toLowerCase().includes(needle);
}

export function createCompaniesService(deps: { db: Db; files: FilesService; satStanding: SatStandingReader; tags: Pick<TagsService, 'tagsOf' | 'companiesWithTag'>; now?: () => Date }) {
  const repo = companiesRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  /** The DTOs of the rows, with their additional products and their place on the SAT lists. */
  async function withProducts(rows: CompanyRow[]) {
    const [products, standings] = await Promise.all([repo.productsByCompany(rows.map((r) => r.id)), deps.satStanding.of(rows.map((r) => r.rfc))]);
    return rows.map((row) => toCompanyDto(row, products.get(row.id) ?? [], standings.get(standingKey(row.rfc)) ?? UNKNOWN_STANDING));
  }
  async function oneDto(row: CompanyRow): Promise<TCompany> {
    const [dto] = await withProducts([row]);
    if (!dto) throw new Error('company dto: nothing built');
    return dto;
  }

  const guard = companyGuard(deps.db);

  return {
    /** Companies the user may act for (enabled ones: this is the company picker), searched by name or RFC (case-insensitive), paginated. */
    async list(actor: Actor, query: { page: number; size: number; search?: string | undefined }) {
      const all = (await guard.companiesOf(actor)).filter((a) => a.company.enabled && matches(a.company, query.search));
      const pageRows = all.slice(query.page * query.size, (query.page + 1) * query.size);
      const dtos = await withProducts(pageRows.map((a) => a.company));
      const items: TCompanyWithRole[] = dtos.map((dto, i) => ({ ...dto, role: pageRows[i]?.role ?? 'Lector', via: pageRows[i]?.via ?? 'member' }));
      return { items, total: all.length, page: query.page, size: query.size };
    },

    /**
     * Group home: the group's companies with the chip counts of spec 3 §2.3, optionally only those
     * with a tag. Disabled companies are left out: a card there makes its company the main one.
     */
    async group(actor: Actor, groupId: string, query: { filter: GroupFilter; archived: boolean; search?: string | undefined; tag?: string | undefined }) {
      const { company: group } = await guard.requireCompany(actor, groupId, 'read');
      if (!group.isGroup) throw new AppError('NOT_FOUND');
      const recentSince = now().getTime() - RECENT_COMPANY_DAYS * DAY;
      let visible = (await repo.groupChildren(groupId)).filter((c) => c.enabled && (query.archived || !c.archived) && matches(c, query.search));
      if (query.tag) {
        const tagged = await deps.tags.companiesWithTag(visible.map((c) => c.id), query.tag);
        visible = visible.filter((c) => tagged.has(c.id));
      }
      const ofType = (type: CompanyType) => visible.filter((c) => c.type === type);
      const recent = visible.filter((c) => c.updatedAt.getTime() >= recentSince);
      const chosen = { todos: visible, fisica: ofType('fisica'), moral: ofType('moral'), recientes: recent }[query.filter];
      const [groupDto] = await withProducts([group]);
      const tags = await deps.tags.tagsOf(chosen.map((c) => c.id));
      return {
        group: groupDto as TCompany,
        items: (await withProducts(chosen)).map((dto) => ({ ...dto, tags: tags.get(dto.id) ?? [] })),
        counts: { todos: visible.length, fisica: ofType('fisica').length, moral: ofType('moral').length, recientes: recent.length },
      };
    },

    /** Checked like any upload: size, and bytes that really are the claimed image type. */
    async uploadProfilePicture(actor: Actor, companyId: string, input: TProfilePictureRequest): Promise<TCompany> {
      const { flags } = await guard.requireCompany(actor, companyId, 'manage');
      if (!flags.canEditCompany) throw new AppError('FORBIDDEN');
      const imageError = MENSAJES_EMPRESA.imagenError;
      const updated = await deps.db.transaction(async (tx) => {
        const file = await deps.files.storeUpload({
          actor,
          companyId,
          kind: 'profile_picture',
          source: Buffer.from(input.content, 'base64'),
          filename: input.name,
          extension: input.extension,
          allowed: IMAGE_TYPES,
          maxBytes: PROFILE_PICTURE.maxBytes,
          tx,
          messages: { invalid: imageError, tooLarge: imageError },
          field: 'content',
        });
        const row = await companiesRepository(tx).setProfilePicture(companyId, file.id);
        if (!row) throw new AppError('NOT_FOUND');
        await recordAudit(tx, { action: 'company.picture_updated', actorUserId: actor.userId, companyId, entity: 'file', entityId: file.id });
        return row;
      });
      return oneDto(updated);
    },

    async profilePicture(actor: Actor, companyId: string) {
      const { company } = await guard.requireCompany(actor, companyId, 'read');
      const file = company.profilePictureId ? await deps.files.find(companyId, company.profilePictureId) : undefined;
      const bytes = file ? await deps.files.bytes(file.id) : undefined;
      if (!file || !bytes) throw new AppError('NOT_FOUND');
      return { bytes, mime: file.mime, sha256: file.sha256 };
    },

    /** The public card (spec 1 §7): any signed-in user; an unknown id is 404. */
    async publicCard(companyId: string): Promise<TCompanyPublic> {
      const company = await repo.findById(companyId);
      if (!company) throw new AppError('NOT_FOUND');
      return { id: company.id, name: company.name, rfc: company.rfc, type: company.type, profilePictureUrl: company.profilePictureId ? publicPictureUrl(company.id) : null };
    },

    /** The picture of the public card, for any signed-in user (the card already shows the company exists). */
    async publicPicture(companyId: string) {
      const company = await repo.findById(companyId);
      const file = company?.profilePictureId ? await deps.files.find(companyId, company.profilePictureId) : undefined;
      const bytes = file ? await deps.files.bytes(file.id) : undefined;
      if (!file || !bytes) throw new AppError('NOT_FOUND');
      return { bytes, mime: file.mime, sha256: file.sha256 };
    },

    /**
     * For other modules (the services' objeto social preponderante): a company's social objects, its
     * REPSE activities as its data form lists them. No actor: the caller already decided who may see them.
     */
    async socialObjects(companyId: string): Promise<string[]> {
      const company = await repo.findById(companyId);
      return (company?.repses ?? []).map((r) => r.name.trim()).filter((name) => name.length > 0);
    },

    /** Additional products of a company the actor reaches (any role); another company's id is 404. */
    async additionalProducts(actor: Actor, companyId: string): Promise<TAdditionalProducts> {
      await guard.requireCompany(actor, companyId, 'read');
      return { companyId, additionalProductList: await repo.productsOf(companyId) };
    },

    /** Archiving is for an Administrador of the company or of its group. */
    async setArchived(actor: Actor, companyId: string, archived: boolean) {
      await guard.requireCompany(actor, companyId, 'administer');
      await deps.db.transaction(async (tx) => {
        await companiesRepository(tx).setArchived(companyId, archived);
        await recordAudit(tx, { action: archived ? 'company.archived' : 'company.unarchived', actorUserId: actor.userId, companyId, entity: 'company', entityId: companyId });
      });
    },

    /**
     * Company data form. The first save (data never completed) is open to Administrador and
     * Colaborador, who land on the form after sign-in; later edits need canEditCompany.
     */
    async updateData(actor: Actor, companyId: string, form: TCompanyForm): Promise<TCompany> {
      const { company, role, flags, via } = await guard.requireCompany(actor, companyId, 'read');
      // Kept from before the guard: the data form is edited by the company's own members, not through its group.
      if (via !== 'member') throw new AppError('NOT_FOUND');
      const allowed = company.updatedData ? flags.canEditCompany && role !== 'Lector' : roleMayHandleDocuments(role);
      if (!allowed) throw new AppError('FORBIDDEN');

      const normalized = { ...form, rfc: normalizeRfc(form.rfc) };
      if (await repo.nameOrRfcTaken(companyId, normalized.name, normalized.rfc)) {
        throw new AppError('CONFLICT', { message: MENSAJES_EMPRESA.empresaDuplicada });
      }
      const updated = await deps.db.transaction(async (tx) => {
        const row = await companiesRepository(tx).updateData(companyId, normalized);
        if (!row) throw new AppError('NOT_FOUND');
        await recordAudit(tx, { action: 'company.data_updated', actorUserId: actor.userId, companyId, entity: 'company', entityId: companyId });
        return row;
      });
      return oneDto(updated);
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
