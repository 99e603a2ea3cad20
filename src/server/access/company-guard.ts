import { computePermissions, roleMayHandleDocuments, type TPermissionFlags } from '../../shared/permissions';
import type { Executor } from '../db/client';
import { AppError } from '../lib/app-error';
import type { Actor } from '../plugins/auth';
import { accessibleCompanies, type AccessibleCompany } from '../modules/companies/company-access';

/**
 * What the actor wants to do with a company:
 *   read       — any member (or member of its group), Lector included;
 *   manage     — write: Administrador or Colaborador (Lector only reads);
 *   administer — company-level decisions (plan, archive, services offered): Administrador only.
 */
export type CompanyAction = 'read' | 'manage' | 'administer';

export interface CompanyAccess extends AccessibleCompany {
  /** The permission flags of shared/permissions for this company, computed as the web app does. */
  flags: TPermissionFlags;
}

/** Same subject as the web session builds (plan × role × invitation of that company). */
export function flagsOf(access: AccessibleCompany): TPermissionFlags {
  const { company, role, reviewer, grants } = access;
  return computePermissions({ plan: company.status, role, reviewer, invitedAs: company.invitedAs, invited: company.invited, grants });
}

export function allows(access: Pick<AccessibleCompany, 'role'>, action: CompanyAction): boolean {
  if (action === 'read') return true;
  if (action === 'manage') return roleMayHandleDocuments(access.role);
  return access.role === 'Administrador';
}

/**
 * The check itself, on a list the caller already loaded: the first of `companyIds` the actor
 * reaches decides (for rows that belong to two companies, e.g. a generator's provider and client).
 * None reached is 404, so another company's row is never revealed; reached but not allowed is 403.
 */
export function requireIn(mine: readonly AccessibleCompany[], companyIds: readonly string[], action: CompanyAction): CompanyAccess {
  const found = companyIds.map((id) => mine.find((a) => a.company.id === id)).find((a) => a !== undefined);
  if (!found) throw new AppError('NOT_FOUND');
  if (!allows(found, action)) throw new AppError('FORBIDDEN');
  return { ...found, flags: flagsOf(found) };
}

/** The one access check of the server (ARCHITECTURE §2: services authorize through it). */
export function companyGuard(db: Executor) {
  async function companiesOf(actor: Pick<Actor, 'userId' | 'companies'>): Promise<AccessibleCompany[]> {
    return actor.companies ?? accessibleCompanies(db, actor.userId);
  }

  return {
    /** Every company the actor may act for: its own, then its groups' children (with the group role). */
    companiesOf,

    /** The company, the actor's role (own or through its group), reviewer flag, `via` and permission flags. */
    async requireCompany(actor: Pick<Actor, 'userId' | 'companies'>, companyId: string, action: CompanyAction): Promise<CompanyAccess> {
      return requireIn(await companiesOf(actor), [companyId], action);
    },
  };
}
export type CompanyGuard = ReturnType<typeof companyGuard>;
