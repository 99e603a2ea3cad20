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
import { computePermissions, roleMayHandleDocuments } from '../../../shared/permissions';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { BlobStore } from '../../storage/blob-store';
import { sniffMime } from '../../storage/file-types';
import { accessibleCompanies } from './company-access';
import { toCompanyDto, type CompanyRow } from './company.dto';
import { companiesRepository } from './companies.repository';

const DAY = 86_400_000;

function matches(company: CompanyRow, search: string | undefined): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return company.name.toLowerCase().includes(needle) || company.rfc.toLowerCase().includes(needle);
}

export function createCompaniesService(deps: { db: Db; blobs: BlobStore; now?: () => Date }) {
  const repo = companiesRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function withProducts(rows: CompanyRow[]) {
    const products = await repo.productsByCompany(rows.map((r) => r.id));
    return rows.map((row) => toCompanyDto(row, products.get(row.id) ?? []));
  }

  /** The user's access to one company, or 404 when they have none. */
  async function access(actor: Actor, companyId: string) {
    const found = (await accessibleCompanies(deps.db, actor.userId)).find((a) => a.company.id === companyId);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  return {
    /** Companies the user may act for, searched by name or RFC (case-insensitive), paginated. */
    async list(actor: Actor, query: { page: number; size: number; search?: string | undefined }) {
      const all = (await accessibleCompanies(deps.db, actor.userId)).filter((a) => matches(a.company, query.search));
      const pageRows = all.slice(query.page * query.size, (query.page + 1) * query.size);
      const dtos = await withProducts(pageRows.map((a) => a.company));
      const items: TCompanyWithRole[] = dtos.map((dto, i) => ({ ...dto, role: pageRows[i]?.role ?? 'Lector', via: pageRows[i]?.via ?? 'member' }));
      return { items, total: all.length, page: query.page, size: query.size };
    },

    /** Group home: the group's companies with the chip counts of spec 3 §2.3. */
    async group(actor: Actor, groupId: string, query: { filter: GroupFilter; archived: boolean; search?: string | undefined }) {
      const { company: group } = await access(actor, groupId);
      if (!group.isGroup) throw new AppError('NOT_FOUND');
      const recentSince = now().getTime() - RECENT_COMPANY_DAYS * DAY;
      const visible = (await repo.groupChildren(groupId)).filter((c) => (query.archived || !c.archived) && matches(c, query.search));
      const ofType = (type: CompanyType) => visible.filter((c) => c.type === type);
      const recent = visible.filter((c) => c.updatedAt.getTime() >= recentSince);
      const chosen = { todos: visible, fisica: ofType('fisica'), moral: ofType('moral'), recientes: recent }[query.filter];
      const [groupDto] = await withProducts([group]);
      return {
        group: groupDto as TCompany,
        items: await withProducts(chosen),
        counts: { todos: visible.length, fisica: ofType('fisica').length, moral: ofType('moral').length, recientes: recent.length },
      };
    },

    /** Checked like any upload: size, and bytes that really are the claimed image type. */
    async uploadProfilePicture(actor: Actor, companyId: string, input: TProfilePictureRequest): Promise<TCompany> {
      const { company, role, reviewer } = await access(actor, companyId);
      const flags = computePermissions({ plan: company.status, role, reviewer, invitedAs: company.invitedAs, invited: company.invited });
      if (!flags.canEditCompany || role === 'Lector') throw new AppError('FORBIDDEN');
      const bytes = Buffer.from(input.content, 'base64');
      const mime = sniffMime(bytes, input.extension);
      if (!mime || bytes.byteLength === 0 || bytes.byteLength > PROFILE_PICTURE.maxBytes) {
        throw new AppError('VALIDATION', { message: MENSAJES_EMPRESA.imagenError, fields: { content: MENSAJES_EMPRESA.imagenError } });
      }
      const blob = await deps.blobs.put(bytes);
      await repo.insertFile({ id: blob.id, companyId, kind: 'profile_picture', name: input.name.slice(0, 200), mime, size: blob.size, sha256: blob.sha256, createdBy: actor.userId });
      const updated = await repo.setProfilePicture(companyId, blob.id);
      if (!updated) throw new AppError('NOT_FOUND');
      await recordAudit(deps.db, { action: 'company.picture_updated', actorUserId: actor.userId, companyId, entity: 'file', entityId: blob.id });
      return toCompanyDto(updated, await repo.productsOf(companyId));
    },

    async profilePicture(actor: Actor, companyId: string) {
      const { company } = await access(actor, companyId);
      const file = company.profilePictureId ? await repo.findFile(companyId, company.profilePictureId) : undefined;
      const bytes = file ? await deps.blobs.get(file.id) : undefined;
      if (!file || !bytes) throw new AppError('NOT_FOUND');
      return { bytes, mime: file.mime, sha256: file.sha256 };
    },

    /** Archiving is for an Administrador of the company or of its group. */
    async setArchived(actor: Actor, companyId: string, archived: boolean) {
      const found = await access(actor, companyId);
      if (found.role !== 'Administrador') throw new AppError('FORBIDDEN');
      await repo.setArchived(companyId, archived);
      await recordAudit(deps.db, { action: archived ? 'company.archived' : 'company.unarchived', actorUserId: actor.userId, companyId, entity: 'company', entityId: companyId });
    },

    /**
     * Company data form. The first save (data never completed) is open to Administrador and
     * Colaborador, who land on the form after sign-in; later edits need canEditCompany.
     */
    async updateData(actor: Actor, companyId: string, form: TCompanyForm): Promise<TCompany> {
      const found = await repo.findForMember(companyId, actor.userId);
      if (!found) throw new AppError('NOT_FOUND');
      const { company, role, reviewer } = found;
      const flags = computePermissions({ plan: company.status, role, reviewer, invitedAs: company.invitedAs, invited: company.invited });
      const allowed = company.updatedData ? flags.canEditCompany && role !== 'Lector' : roleMayHandleDocuments(role);
      if (!allowed) throw new AppError('FORBIDDEN');

      const normalized = { ...form, rfc: normalizeRfc(form.rfc) };
      if (await repo.nameOrRfcTaken(companyId, normalized.name, normalized.rfc)) {
        throw new AppError('CONFLICT', { message: MENSAJES_EMPRESA.empresaDuplicada });
      }
      const updated = await repo.updateData(companyId, normalized);
      if (!updated) throw new AppError('NOT_FOUND');
      await recordAudit(deps.db, { action: 'company.data_updated', actorUserId: actor.userId, companyId, entity: 'company', entityId: companyId });
      return toCompanyDto(updated, await repo.productsOf(companyId));
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
