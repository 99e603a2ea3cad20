import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { MemberRole } from '../../../shared/domain/enums';
import type { Executor } from '../../db/client';
import { preparedPerExecutor } from '../../db/prepared';
import { companies, membershipRoles, memberships, roles, sessions, users } from '../../db/schema';
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
 * A session still open, its user's state and that user's own companies, in one statement: what a
 * read request needs before anything else (plugins/auth.ts), one round trip instead of two. No row
 * when the session is closed or expired; one row with a null company for a user of no company.
 */
const sessionCompanies = preparedPerExecutor((db) =>
  db
    .select({ userId: sessions.userId, blocked: users.blocked, activated: users.updatedPassword, company: companies, role: memberships.role, reviewer: memberships.reviewer, grants })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, eq(memberships.userId, sessions.userId))
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .orderBy(asc(memberships.createdAt), asc(companies.name))
    .prepare('access_session_companies'),
);

export interface SessionAccess {
  userId: string;
  blocked: boolean;
  activated: boolean;
  companies: AccessibleCompany[];
}

export async function sessionAccess(db: Executor, sessionId: string, now: Date): Promise<SessionAccess | undefined> {
  const rows = await sessionCompanies(db).execute({ id: sessionId, now: now.toISOString() });
  const [first] = rows;
  if (!first) return undefined;
  const direct = rows.flatMap(({ company, role, reviewer, grants: granted }) => (company && role ? [{ company, role, reviewer: reviewer ?? false, grants: granted }] : []));
  return { userId: first.userId, blocked: first.blocked, activated: first.activated, companies: await withGroupChildren(db, direct) };
}

/**
 * Companies a user may act for: those they belong to (in the order they joined), then the children
 * of their group companies, with the role they hold in the group.
 */
export async function accessibleCompanies(db: Executor, userId: string): Promise<AccessibleCompany[]> {
  return withGroupChildren(db, await memberCompanies(db).execute({ userId }));
}

async function withGroupChildren(db: Executor, direct: Omit<AccessibleCompany, 'via'>[]): Promise<AccessibleCompany[]> {
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
