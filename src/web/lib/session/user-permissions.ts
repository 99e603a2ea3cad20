import type { TUserMe } from '../../../shared/domain/user';
import { computePermissions, menuEntries, type PermissionSubject, type TPermissionFlags } from '../../../shared/permissions';

/** Plan × role × invitation of the user in the main company, as the permission rules read it. */
export function permissionSubjectOf(user: TUserMe): PermissionSubject {
  const company = user.mainCompany;
  const membership = company ? user.companies.find((c) => c.companyId === company.id) : undefined;
  return {
    plan: company?.status ?? 'FREE',
    role: membership?.role ?? user.roleNames[0] ?? null,
    reviewer: user.reviewer,
    invitedAs: company?.invitedAs ?? 'client',
    invited: company?.invited ?? user.invited,
    grants: membership?.grants ?? null,
  };
}

export function permissionsOf(user: TUserMe): TPermissionFlags {
  return computePermissions(permissionSubjectOf(user));
}

export function menuEntriesOf(user: TUserMe) {
  const subject = permissionSubjectOf(user);
  return menuEntries(computePermissions(subject), subject);
}
