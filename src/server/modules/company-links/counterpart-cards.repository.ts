import { sql } from 'drizzle-orm';
import { REPSE_REGISTRATION_REQUIREMENT } from '../../../shared/domain/compliance';
import type { DocumentStatus } from '../../../shared/domain/compliance';
import type { Executor } from '../../db/client';
import { preparedPerExecutor } from '../../db/prepared';
import { companies } from '../../db/schema';

export interface CardRow {
  id: string;
  contact: { name: string; email: string } | null;
  repse: { status: DocumentStatus; expiresOn: string | null; createdAt: string } | null;
  hasServices: boolean;
}

// Qualified by hand: drizzle prints a bare "id" in a one-table select, ambiguous inside the subqueries.
const outer = sql.raw('"companies"."id"');
const contact = sql<[string, string] | null>`(
  select json_build_array(u.complete_name, u.email)
  from memberships m join users u on u.id = m.user_id
  where m.company_id = ${outer} and m.role = 'Administrador'
  order by m.created_at, u.id limit 1)`;
// Any service or company-level document of the REPSE registration requirement, newest first.
const repse = sql<CardRow['repse']>`(
  select json_build_object('status', d.status, 'expiresOn', d.expires_on, 'createdAt', d.created_at)
  from compliance_documents d
  where d.company_id = ${outer} and d.deleted_at is null
    and d.requirement_id in (select r.id from requirements r where r.name = ${REPSE_REGISTRATION_REQUIREMENT})
  order by d.created_at desc, d.id desc limit 1)`;
// Two EXISTS, not one OR: each side is served by its own index.
const hasServices = sql<boolean>`(
  exists (select 1 from services s where s.client_company_id = ${sql.placeholder('companyId')} and s.provider_company_id = ${outer})
  or exists (select 1 from services s where s.provider_company_id = ${sql.placeholder('companyId')} and s.client_company_id = ${outer}))`;

/** Every list page runs it: one statement text whatever the page's size (an array of ids), prepared once per connection. */
const cardsOfPage = preparedPerExecutor((db) =>
  db
    .select({ id: companies.id, contact, repse, hasServices })
    .from(companies)
    .where(sql`${companies.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('counterpart_cards_of_page'),
);

/**
 * The card data of one page of counterparts, computed in SQL for the page's ids only (one query,
 * correlated subqueries per row of the page): contact, newest REPSE registration, services.
 */
export function counterpartCardsRepository(db: Executor) {
  return {
    async forPage(companyId: string, ids: readonly string[]): Promise<CardRow[]> {
      if (ids.length === 0) return [];
      const rows = await cardsOfPage(db).execute({ companyId, ids: [...ids] });
      return rows.map((row) => ({ ...row, contact: row.contact ? { name: row.contact[0], email: row.contact[1] } : null }));
    },
  };
}
