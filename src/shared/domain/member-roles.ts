import { MEMBER_ROLES, type MemberRole } from './enums';

/**
 * The built-in roles nest: a Lector reads, a Colaborador also writes, an Administrador also
 * administers (compute-permissions: every rule a lower role passes, a higher one passes too). So
 * the union of several built-in roles is the highest of them, which is what the guard applies.
 */
const RANK = { Lector: 0, Colaborador: 1, Administrador: 2 } as const satisfies Record<MemberRole, number>;

/** The highest of the chosen built-in roles (Lector for an empty list, the least it can mean). */
export function highestRole(roles: readonly MemberRole[]): MemberRole {
  return roles.reduce<MemberRole>((best, role) => (RANK[role] > RANK[best] ? role : best), 'Lector');
}

/** The chosen roles in the fixed order of the form (Administrador, Colaborador, Lector). */
export function orderedRoles(roles: readonly MemberRole[]): MemberRole[] {
  return MEMBER_ROLES.filter((role) => roles.includes(role));
}

/** A membership's built-in roles: those chosen in the user form, or its single role when made elsewhere. */
export function roleListOf(membership: { role: MemberRole; roleList: readonly MemberRole[] }): MemberRole[] {
  return membership.roleList.length ? orderedRoles(membership.roleList) : [membership.role];
}
