import { sql, type SQL } from 'drizzle-orm';
import { REPSE_REGISTRATION_REQUIREMENT } from '../../../shared/domain/compliance';
import type { DocumentStatus } from '../../../shared/domain/compliance';

export interface CardRow {
  id: string;
  contact: { name: string; email: string } | null;
  repse: { status: DocumentStatus; expiresOn: string | null; createdAt: string } | null;
  hasServices: boolean;
}

/**
 * The card's columns of one counterpart, as correlated subqueries on its id (`other`) for the
 * page's rows only: administrator contact, newest REPSE registration, services between the two.
 * They ride in the page's own statement (company-links.repository.ts): one round trip for both.
 */
export function cardColumns(companyId: string, other: SQL): SQL {
  const contact = sql`(
    select json_build_array(u.complete_name, u.email)
    from memberships m join users u on u.id = m.user_id
    where m.company_id = ${other} and m.role = 'Administrador'
    order by m.created_at, u.id limit 1)`;
  // Any service or company-level document of the REPSE registration requirement, newest first.
  const repse = sql`(
    select json_build_object('status', d.status, 'expiresOn', d.expires_on, 'createdAt', d.created_at)
    from compliance_documents d
    where d.company_id = ${other} and d.deleted_at is null
      and d.requirement_id in (select r.id from requirements r where r.name = ${REPSE_REGISTRATION_REQUIREMENT})
    order by d.created_at desc, d.id desc limit 1)`;
  // Two EXISTS, not one OR: each side is served by its own index.
  const hasServices = sql`(
    exists (select 1 from services s where s.client_company_id = ${companyId} and s.provider_company_id = ${other})
    or exists (select 1 from services s where s.provider_company_id = ${companyId} and s.client_company_id = ${other}))`;
  return sql`${contact} as card_contact, ${repse} as card_repse, ${hasServices} as card_has_services`;
}

/** What `cardColumns` adds to a row, as the driver returns it. */
export interface CardColumns {
  card_contact: [name: string, email: string] | null;
  card_repse: CardRow['repse'];
  card_has_services: boolean;
}

export function toCard(id: string, row: CardColumns): CardRow {
  return { id, contact: row.card_contact ? { name: row.card_contact[0], email: row.card_contact[1] } : null, repse: row.card_repse, hasServices: row.card_has_services };
}
