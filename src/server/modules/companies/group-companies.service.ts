import type { TGroupCompany, TGroupCompanyForm } from '../../../shared/contracts/management-security.contract';
import { MENSAJES_SEGURIDAD } from '../../../shared/labels/management-security';
import { MENSAJES_EMPRESA } from '../../../shared/labels/messages';
import { normalizeRfc } from '../../../shared/mx/rfc';
import { foldText as fold } from '../../../shared/text/fold';
import { allows, companyGuard, requireIn } from '../../access/company-guard';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { TagsService } from '../tags/tags.service';
import { companiesRepository } from './companies.repository';
import type { CompanyRow } from './company.dto';
import { groupCompaniesRepository } from './group-companies.repository';

/** Any id that is no company's: nameOrRfcTaken then compares against every company. */
const NO_COMPANY = '00000000-0000-0000-0000-000000000000';

const toGroupCompany = (row: CompanyRow, tags: string[]): TGroupCompany => ({
  id: row.id,
  name: row.name,
  rfc: row.rfc,
  type: row.type,
  taxResidence: { street: row.street, outdoorNum: row.outdoorNum, interiorNumber: row.interiorNumber, colonia: row.colonia, cp: row.cp, city: row.city, country: row.country },
  archived: row.archived,
  enabled: row.enabled,
  tags,
});

/**
 * Empresas tab of Administración: the companies of the administrator's group, with their tags
 * (written through the tags module) and the enabled flag; every change writes its Bitácora line.
 */
export function createGroupCompaniesService(deps: { db: Db; tags: Pick<TagsService, 'tagsOf' | 'companiesWithTag' | 'setTags'> }) {
  const guard = companyGuard(deps.db);
  const companiesRepo = companiesRepository(deps.db);
  const repo = groupCompaniesRepository(deps.db);

  /**
   * The group the administrator of `companyId` runs: the company itself when it is a group, else its
   * parent group when the actor is an Administrador of that too; none otherwise.
   */
  async function groupOf(actor: Actor, companyId: string): Promise<CompanyRow | undefined> {
    const mine = await guard.companiesOf(actor);
    const { company } = requireIn(mine, [companyId], 'administer');
    if (company.isGroup) return company;
    const parent = mine.find((a) => a.company.id === company.parentGroupId);
    return parent && allows(parent, 'administer') ? parent.company : undefined;
  }

  async function assertFree(companyId: string, form: TGroupCompanyForm) {
    if (await companiesRepo.nameOrRfcTaken(companyId, form.name, form.rfc)) throw new AppError('CONFLICT', { message: MENSAJES_EMPRESA.empresaDuplicada });
  }

  return {
    async list(actor: Actor, companyId: string, query: { search?: string | undefined; sort: 'asc' | 'desc'; tag?: string | undefined }) {
      const group = await groupOf(actor, companyId);
      if (!group) return { groupId: null, groupName: null, items: [] };
      const needle = query.search ? fold(query.search) : undefined;
      let rows = (await repo.children(group.id)).filter((row) => !needle || fold(`${row.name} ${row.rfc}`).includes(needle));
      if (query.tag) {
        const tagged = await deps.tags.companiesWithTag(rows.map((r) => r.id), query.tag);
        rows = rows.filter((row) => tagged.has(row.id));
      }
      const tags = await deps.tags.tagsOf(rows.map((r) => r.id));
      const sorted = rows.toSorted((a, b) => a.name.localeCompare(b.name, 'es-MX') * (query.sort === 'asc' ? 1 : -1));
      return { groupId: group.id, groupName: group.name, items: sorted.map((row) => toGroupCompany(row, tags.get(row.id) ?? [])) };
    },

    async create(actor: Actor, companyId: string, input: TGroupCompanyForm): Promise<TGroupCompany> {
      const group = await groupOf(actor, companyId);
      if (!group) throw new AppError('CONFLICT', { message: MENSAJES_SEGURIDAD.sinGrupo });
      const form = { ...input, rfc: normalizeRfc(input.rfc) };
      await assertFree(NO_COMPANY, form);
      return deps.db.transaction(async (tx) => {
        const row = await groupCompaniesRepository(tx).create(group, form);
        if (!row) throw new AppError('CONFLICT', { message: MENSAJES_EMPRESA.empresaDuplicada });
        await recordAudit(tx, {
          action: 'company.created',
          actorUserId: actor.userId,
          companyId: group.id,
          entity: 'company',
          entityId: row.id,
          details: { name: row.name, rfc: row.rfc, enabled: row.enabled },
        });
        const tags = form.tags ? await deps.tags.setTags(tx, { actor, companyId: row.id, auditCompanyId: group.id, tags: form.tags }) : [];
        return toGroupCompany(row, tags);
      });
    },

    /** Only a company of the group: any other id answers 404. */
    async update(actor: Actor, companyId: string, id: string, input: TGroupCompanyForm): Promise<TGroupCompany> {
      const group = await groupOf(actor, companyId);
      const target = group ? await companiesRepo.findById(id) : undefined;
      if (!group || target?.parentGroupId !== group.id) throw new AppError('NOT_FOUND');
      const form = { ...input, rfc: normalizeRfc(input.rfc) };
      await assertFree(id, form);
      return deps.db.transaction(async (tx) => {
        const row = await groupCompaniesRepository(tx).update(id, form);
        if (!row) throw new AppError('NOT_FOUND');
        await recordAudit(tx, { action: 'company.updated', actorUserId: actor.userId, companyId: group.id, entity: 'company', entityId: id, details: { name: row.name, rfc: row.rfc } });
        if (row.enabled !== target.enabled) {
          await recordAudit(tx, { action: row.enabled ? 'company.enabled' : 'company.disabled', actorUserId: actor.userId, companyId: group.id, entity: 'company', entityId: id });
        }
        const tags = form.tags
          ? await deps.tags.setTags(tx, { actor, companyId: id, auditCompanyId: group.id, tags: form.tags })
          : ((await deps.tags.tagsOf([id], tx)).get(id) ?? []);
        return toGroupCompany(row, tags);
      });
    },
  };
}
export type GroupCompaniesService = ReturnType<typeof createGroupCompaniesService>;
