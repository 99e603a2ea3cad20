import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PolicyType } from '../../../shared/domain/auth-policy';
import { DESCRIPCIONES_POLITICA } from '../../../shared/labels/management-security';
import type { Executor } from '../../db/client';
import { authPolicies, memberships, otpExceptions, users } from '../../db/schema';

export interface PolicyWrite {
  policyType: PolicyType;
  valueType: 'NUMERIC' | 'BOOLEAN';
  value: string;
  active: boolean;
  applicableInUpdatePassword: boolean;
}

const escapeLike = (value: string) => value.replaceAll(/[\\%_]/g, (c) => `\\${c}`);

export function securitySettingsRepository(db: Executor) {
  return {
    /** Writes (or overwrites) the company's own row of each policy; the platform rows stay untouched. */
    async upsertPolicies(companyId: string, rows: PolicyWrite[]) {
      if (!rows.length) return;
      await db
        .insert(authPolicies)
        .values(rows.map((row) => ({ ...row, companyId, description: DESCRIPCIONES_POLITICA[row.policyType] })))
        .onConflictDoUpdate({
          target: [authPolicies.companyId, authPolicies.policyType],
          set: {
            value: sql`excluded.value`,
            valueType: sql`excluded.value_type`,
            active: sql`excluded.active`,
            applicableInUpdatePassword: sql`excluded.applicable_in_update_password`,
            updatedAt: new Date(),
          },
        });
    },

    async isMember(companyId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
      return Boolean(row);
    },

    /** Members of the company, by name, with their exception flag and their first company (Interno/Externo). */
    async members(companyId: string, query: { search?: string | undefined; page: number; size: number; userId?: string }) {
      const needle = query.search ? `%${escapeLike(query.search)}%` : undefined;
      const where = and(
        eq(memberships.companyId, companyId),
        // Accent- and case-insensitive, as the other searches (avala_fold, migration 0017).
        needle ? sql`avala_fold(${users.completeName} || ' ' || ${users.email}) like avala_fold(${needle})` : undefined,
        query.userId ? eq(users.id, query.userId) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(where);
      const rows = await db
        .select({
          userId: users.id,
          name: users.completeName,
          email: users.email,
          excepted: sql<boolean>`${otpExceptions.userId} is not null`,
          homeCompanyId: sql<string>`(select m2.company_id from memberships m2 where m2.user_id = ${users.id} order by m2.created_at, m2.company_id limit 1)`,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .leftJoin(otpExceptions, and(eq(otpExceptions.companyId, memberships.companyId), eq(otpExceptions.userId, users.id)))
        .where(where)
        .orderBy(asc(users.completeName), asc(users.id))
        .limit(query.size)
        .offset(query.page * query.size);
      return { rows, total: total?.n ?? 0 };
    },

    async setException(companyId: string, userId: string, excepted: boolean, actorUserId: string) {
      if (excepted) {
        await db.insert(otpExceptions).values({ companyId, userId, createdBy: actorUserId }).onConflictDoNothing();
      } else {
        await db.delete(otpExceptions).where(and(eq(otpExceptions.companyId, companyId), eq(otpExceptions.userId, userId)));
      }
    },

    /** Companies of the user (in the order joined) with whether the user is excused from their two-step sign-in. */
    async companiesWithException(userId: string) {
      return db
        .select({ companyId: memberships.companyId, excepted: sql<boolean>`${otpExceptions.userId} is not null` })
        .from(memberships)
        .leftJoin(otpExceptions, and(eq(otpExceptions.companyId, memberships.companyId), eq(otpExceptions.userId, memberships.userId)))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(memberships.createdAt), asc(memberships.companyId));
    },
  };
}
