import { useQueries } from '@tanstack/react-query';
import type { TUserCustomRole } from '../../../../shared/contracts/users.contract';
import { rolesQuery } from '../api/roles.query';

/** The custom roles of the chosen companies, and whether some are still loading. */
export interface CustomRoleChoices {
  roles: TUserCustomRole[];
  loading: boolean;
}

/** The custom roles of each given company (GET /companies/{id}/roles, cached per company). */
export function useCompanyCustomRoles(companyIds: string[]): CustomRoleChoices {
  return useQueries({
    queries: companyIds.map((id) => rolesQuery(id)),
    combine: (results) => ({
      roles: results.flatMap((result, i): TUserCustomRole[] =>
        (result.data ?? []).filter((r) => !r.builtin).map((r) => ({ id: r.id, name: r.name, color: r.color, companyId: companyIds[i] ?? '' })),
      ),
      loading: results.some((result) => result.isPending),
    }),
  });
}
