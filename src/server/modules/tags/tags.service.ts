import type { TTagsQuery, TTagUse } from '../../../shared/contracts/tags.contract';
import { companyGuard, requireIn } from '../../access/company-guard';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { tagsRepository } from './tags.repository';

/**
 * Company tags (spec 3 §3 Company.tags; GET /tags). The tags module owns company_tags: the
 * Empresas form writes through setTags, the lists read through tagsOf and companiesWithTag.
 */
export function createTagsService(deps: { db: Db }) {
  const guard = companyGuard(deps.db);
  const repo = tagsRepository(deps.db);

  return {
    /**
     * The tags in use where the caller works, for the pickers: with `companyId` (any role; another
     * company's id is 404), the companies of its group the caller reaches, or the company alone when
     * it has no group the caller reaches; without it, every company the caller acts for.
     */
    async list(actor: Actor, query: TTagsQuery): Promise<TTagUse[]> {
      const mine = await guard.companiesOf(actor);
      let scope = mine.map((a) => a.company.id);
      if (query.companyId) {
        const { company } = requireIn(mine, [query.companyId], 'read');
        const reachedParent = company.parentGroupId ? mine.find((a) => a.company.id === company.parentGroupId) : undefined;
        const groupId = company.isGroup ? company.id : reachedParent?.company.id;
        scope = groupId ? mine.filter((a) => a.company.id === groupId || a.company.parentGroupId === groupId).map((a) => a.company.id) : [company.id];
      }
      return repo.usage(scope);
    },

    tagsOf: (companyIds: string[], executor: Executor = deps.db) => tagsRepository(executor).tagsOf(companyIds),

    companiesWithTag: (companyIds: string[], tag: string) => repo.companiesWithTag(companyIds, tag),

    /**
     * Replaces a company's tags inside the caller's transaction, with its Bitácora line in
     * `auditCompanyId`; nothing is written when the tags did not change (order aside).
     */
    async setTags(tx: Executor, input: { actor: Actor; companyId: string; auditCompanyId: string; tags: string[] }): Promise<string[]> {
      const before = (await tagsRepository(tx).tagsOf([input.companyId])).get(input.companyId) ?? [];
      const same = before.length === input.tags.length && before.every((tag) => input.tags.includes(tag));
      if (same) return before;
      await tagsRepository(tx).replace(input.companyId, input.tags);
      await recordAudit(tx, {
        action: 'company.tags_updated',
        actorUserId: input.actor.userId,
        companyId: input.auditCompanyId,
        entity: 'company',
        entityId: input.companyId,
        details: { from: before, to: input.tags },
      });
      return (await tagsRepository(tx).tagsOf([input.companyId])).get(input.companyId) ?? [];
    },
  };
}
export type TagsService = ReturnType<typeof createTagsService>;
