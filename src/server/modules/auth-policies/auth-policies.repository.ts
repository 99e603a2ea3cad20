import { asc, eq, isNull, or } from 'drizzle-orm';
import type { TPasswordPolicy } from '../../../shared/domain/auth-policy';
import { POLICY_TYPES } from '../../../shared/domain/auth-policy';
import type { Executor } from '../../db/client';
import { authPolicies, memberships } from '../../db/schema';

const KNOWN = new Set<string>(POLICY_TYPES);

export function authPoliciesRepository(db: Executor) {
  const repo = {
    /** Platform defaults with the company's own rows laid over them, by policy type. */
    async effective(companyId: string | null): Promise<TPasswordPolicy[]> {
      const rows = await db
        .select()
        .from(authPolicies)
        .where(companyId ? or(isNull(authPolicies.companyId), eq(authPolicies.companyId, companyId)) : isNull(authPolicies.companyId));
      const byType = new Map<string, (typeof rows)[number]>();
      for (const row of rows.toSorted((a, b) => Number(a.companyId !== null) - Number(b.companyId !== null))) byType.set(row.policyType, row);
      return [...byType.values()]
        .filter((row) => KNOWN.has(row.policyType))
        .map((row) => ({
          policyType: row.policyType as TPasswordPolicy['policyType'],
          description: row.description,
          valueType: row.valueType,
          value: row.value,
          active: row.active,
          applicableInUpdatePassword: row.applicableInUpdatePassword,
        }));
    },

    /** Policies of the user's default company (the first one joined). */
    async forUser(userId: string): Promise<TPasswordPolicy[]> {
      const [first] = await db
        .select({ companyId: memberships.companyId })
        .from(memberships)
        .where(eq(memberships.userId, userId))
        .orderBy(asc(memberships.createdAt))
        .limit(1);
      return repo.effective(first?.companyId ?? null);
    },
  };
  return repo;
}

export function numericPolicy(policies: TPasswordPolicy[], type: TPasswordPolicy['policyType'], fallback: number): number {
  const policy = policies.find((p) => p.policyType === type && p.active);
  const value = Number(policy?.value);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function otpRequired(policies: TPasswordPolicy[]): boolean {
  const policy = policies.find((p) => p.policyType === 'OTP_REQUIRED');
  return Boolean(policy?.active && policy.value === 'true');
}
