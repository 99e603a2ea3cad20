import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { MemberRole } from '../../../shared/domain/enums';
import type { Executor } from '../../db/client';
import { preparedPerExecutor } from '../../db/prepared';
import { companies, membershipRoles, memberships, roles } from '../../db/schema';
import type { CompanyRow } from './company.dto';

export interface AccessibleCompany {
  company: CompanyRow;
  role: MemberRole;
  reviewer: boolean;
  /** Union of the grants of the member's custom roles (plan ∩ grants), null when only the built-in role applies. */
  grants: string[] | null;
  /** 'group' when reached as a child of a group company the user belongs to. */
  via: 'member' | 'group';
}

// Several custom roles per membership grant what any of them grants (spec 3 "several roles"); read
// in the same statement, since this runs on every request: null without custom roles, [] when
// they grant nothing.
const grants = sql<string[] | null>`(
  select case when count(mr.role_id) = 0 then null
    else coalesce(jsonb_agg(distinct g.value) filter (where g.value is not null), '[]'::jsonb) end
  from ${membershipRoles} mr
  join ${roles} r on r.id = mr.role_id
  left join lateral jsonb_array_elements_text(r.grants) g(value) on true
  where mr.user_id = ${memberships.userId} and mr.company_id = ${memberships.companyId})`;

/** The user's own memberships with their companies, in the order they joined. */
const memberCompanies = preparedPerExecutor((db) =>
  db
    .select({ company: companies, role: memberships.role, reviewer: memberships.reviewer, grants })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, sql.placeholder('userId')))
    .orderBy(asc(memberships.createdAt), asc(companies.name))
    .prepare('access_member_companies'),
);

/**
 * Companies a user may act for: those they belong to (in the order they joined), then the children
 * of their group companies, with the role they hold in the group.
 */
export async function accessibleCompanies(db: Executor, userId: string): Promise<AccessibleCompany[]> {
  const direct = await memberCompanies(db).execute({ userId });
  const groups = direct.filter((m) => m.company.isGroup);
  const children = groups.length
    ? await db
        .select()
        .from(companies)
        .where(and(isNotNull(companies.parentGroupId), inArray(companies.parentGroupId, groups.map((g) => g.company.id))))
        .orderBy(asc(companies.name))
    : [];
  const seen = new Set(direct.map((m) => m.company.id));
  const viaGroup = children
    .filter((child) => !seen.has(child.id))
    .map((child) => {
      const parent = groups.find((g) => g.company.id === child.parentGroupId);
      return { company: child, role: parent?.role ?? 'Lector', reviewer: parent?.reviewer ?? false, grants: parent?.grants ?? null, via: 'group' as const };
    });
  return [...direct.map((m) => ({ ...m, via: 'member' as const })), ...viaGroup];
}
