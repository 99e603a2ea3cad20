import { AppError } from '../lib/app-error';
import type { Actor } from '../plugins/auth';
import type { CompanyAccess, CompanyGuard } from './company-guard';

/**
 * Administración (users, roles): an Administrador of the company whose flags keep
 * canAccesAdministation — the same flag that shows the menu in the web app, so a custom role
 * without it closes both the screen and the API.
 */
export async function requireAdministration(guard: CompanyGuard, actor: Pick<Actor, 'userId'>, companyId: string): Promise<CompanyAccess> {
  const access = await guard.requireCompany(actor, companyId, 'administer');
  if (!access.flags.canAccesAdministation) throw new AppError('FORBIDDEN');
  return access;
}
