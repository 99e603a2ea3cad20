import { MEMBER_ROLES } from '../domain/enums';
import { z } from '../domain/zod-locale';
import { MENSAJES_ROLES as M } from '../labels/management';
import { PERMISSION_KEYS } from '../permissions/permission-groups';
import type { PermissionKey } from '../permissions/permission-flags';
import { envelope } from './envelope';
import { text } from './fields';

/** The role colour palette of spec 3 §9: 18 colours. */
export const ROLE_COLORS = [
  '#E53935', '#D81B60', '#8E24AA', '#5E35B1', '#3949AB', '#1E88E5',
  '#039BE5', '#00ACC1', '#00897B', '#43A047', '#7CB342', '#C0CA33',
  '#FDD835', '#FFB300', '#FB8C00', '#F4511E', '#6D4C41', '#546E7A',
] as const;

export const ROLE_NAME_MAX = 60;

const ZPermissionKey = z.enum(PERMISSION_KEYS as [PermissionKey, ...PermissionKey[]]);

/** POST /companies/{id}/roles and PUT /companies/{id}/roles/{roleId}. */
export const ZRoleRequest = z
  .object({
    name: text(M.nombreRequerido, ROLE_NAME_MAX),
    color: z.enum(ROLE_COLORS, { error: M.colorInvalido }),
    grants: z.array(ZPermissionKey).max(PERMISSION_KEYS.length).transform((keys) => [...new Set(keys)]),
  })
  .strict();
export type TRoleRequest = z.input<typeof ZRoleRequest>;

/**
 * A role as the Roles tab lists it. The built-ins (Administrador, Colaborador, Lector) are not rows:
 * their id is their name and their flags are exactly the plan rules (computePermissions).
 */
export const ZRole = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  grants: z.array(ZPermissionKey),
  builtin: z.boolean(),
  usersCount: z.number().int(),
});
export type TRole = z.infer<typeof ZRole>;

export const ZRolesQuery = z.object({ search: z.string().trim().max(100).optional(), sort: z.enum(['asc', 'desc']).default('asc') });
export const ZRoleParams = z.object({ companyId: z.uuid(), roleId: z.uuid() });
export const ZRolesResponse = envelope(z.array(ZRole));
export const ZRoleResponse = envelope(ZRole);
export const ZRoleDeletedResponse = envelope(z.object({ id: z.uuid() }));

/** The built-in names: reserved, so a custom role never impersonates one. */
export const BUILTIN_ROLE_NAMES = MEMBER_ROLES;
