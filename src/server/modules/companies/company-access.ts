import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { MemberRole } from '../../../shared/domain/enums';
import type { Executor } from '../../db/client';
import { companies, memberships, roles } from '../../db/schema';
import type { CompanyRow } from './company.dto';

export interface AccessibleCompany {
  company: CompanyRow;
  role: MemberRole;
  reviewer: boolean;
  /** Grants of the member's custom role (plan ∩ grants), null when only the built-in role applies. */
  grants: string[] | null;
  /** 'group' when reached as a child of a group company the user belongs to. */
  via: 'member' | 'group';
}

/**
 * Companies a user may act for: those they belong to (in the order they joined), then the children
 * of their group companies, with the role they hold in the group.
 */
export async function accessibleCompanies(db: Executor, userId: string): Promise<AccessibleCompany[]> {
  const direct = await db
    .select({ company: companies, role: memberships.role, reviewer: memberships.reviewer, grants: roles.grants })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .leftJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(companies.name));
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
