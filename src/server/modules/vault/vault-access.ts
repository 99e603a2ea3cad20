import type { CompanyAccess, CompanyGuard } from '../../access/company-guard';
import { requireIn } from '../../access/company-guard';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { VaultFolderRow, VaultRepository } from './vault.repository';

/** How the viewer company reaches a folder: its own vault, or a service folder shared with it. */
export interface FolderAccess {
  folder: VaultFolderRow;
  own: boolean;
  /** Server-made folders and shared ones take no writes from people. */
  readOnly: boolean;
}

/**
 * The vault's access check, always through the company guard: any member reads (the plan's
 * canAccessVault flag decides whether the vault exists for it at all); Administrador and
 * Colaborador write. A company that is not the actor's is 404, as the guard answers.
 */
export async function requireVault(guard: CompanyGuard, actor: Actor, companyId: string, action: 'read' | 'manage'): Promise<CompanyAccess> {
  const access = await guard.requireCompany(actor, companyId, 'read');
  if (!access.flags.canAccessVault) throw new AppError('FORBIDDEN');
  return action === 'manage' ? requireIn([access], [companyId], 'manage') : access;
}

/**
 * A folder as `companyId` sees it. Another company's folder is 404 unless it is one of the service
 * folders a provider's deliveries are filed in and `companyId` is that service's client.
 */
export async function folderFor(repo: VaultRepository, companyId: string, folderId: string): Promise<FolderAccess> {
  const folder = await repo.folder(folderId);
  if (folder?.companyId === companyId) return { folder, own: true, readOnly: folder.kind !== 'USER' };
  if (folder && folder.sharedWithCompanyId === companyId) return { folder, own: false, readOnly: true };
  throw new AppError('NOT_FOUND');
}

/**
 * Ancestors from the top the viewer may see down to `folder`. A shared view stops at the first
 * folder shared with the viewer; the owner's folders above it cannot be opened, so their names lead
 * that crumb's name instead (the client reads "Contratos › {servicio}", the folder's real path).
 */
export async function breadcrumbsOf(repo: VaultRepository, companyId: string, folder: VaultFolderRow) {
  const trail: { id: string; name: string }[] = [{ id: folder.id, name: folder.name }];
  const hidden: string[] = [];
  let current = folder;
  // A folder tree is a few levels deep; the bound only guards against a corrupted cycle.
  for (let depth = 0; current.parentId && depth < 32; depth++) {
    const parent = await repo.folder(current.parentId);
    if (!parent) break;
    if (parent.companyId !== companyId && parent.sharedWithCompanyId !== companyId) hidden.unshift(parent.name);
    else if (hidden.length) break;
    else trail.unshift({ id: parent.id, name: parent.name });
    current = parent;
  }
  const top = trail[0];
  if (top && hidden.length) top.name = [...hidden, top.name].join(' › ');
  return trail;
}
