import { ZUserMe } from '../domain/user';
import { MEMBER_ROLES } from '../domain/enums';
import { z } from '../domain/zod-locale';
import { MENSAJES_USUARIOS as M } from '../labels/management';
import { envelope } from './envelope';
import { email, text } from './fields';

export const ZUserMeResponse = envelope(ZUserMe);

/** Rows per page of the administration tables (spec 3 §9: 6 per page). */
export const ADMIN_PAGE_SIZE = 6;

export const ZCompanyParams = z.object({ companyId: z.uuid() });
export const ZCompanyUserParams = z.object({ companyId: z.uuid(), userId: z.uuid() });

export const ZCompanyUsersQuery = z.object({
  search: z.string().trim().max(100).optional(),
  sort: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TCompanyUsersQuery = z.input<typeof ZCompanyUsersQuery>;

/** Longest name or last name the form takes. */
export const USER_NAME_MAX = 120;

/** Keeps the first of each repeated value (a list sent twice the same id means it once). */
const distinct = <T>(values: T[]) => [...new Set(values)];

/**
 * The user form's lists (spec 3 §5). `companies`: the companies the user belongs to among those the
 * administrator administers. `kivitRolList`: the built-in roles; they nest (Lector ⊂ Colaborador ⊂
 * Administrador), so what the member may do is the highest one. `roles`: custom roles, each of one
 * of the chosen companies; each applies in its own company and their grants add up there.
 */
const membershipFields = {
  companies: z
    .array(z.uuid({ error: M.seleccionaEmpresa }), { error: M.seleccionaEmpresa })
    .min(1, M.seleccionaEmpresa)
    .max(100)
    .transform(distinct),
  kivitRolList: z
    .array(z.enum(MEMBER_ROLES, { error: M.seleccionaRol }), { error: M.seleccionaRol })
    .min(1, M.seleccionaRol)
    .transform(distinct),
  roles: z.array(z.uuid({ error: M.rolNoEncontrado })).max(100).default([]).transform(distinct),
};

const nameFields = {
  name: text(M.campoRequerido, USER_NAME_MAX),
  lastName: text(M.campoRequerido, USER_NAME_MAX),
};

/** Nuevo Usuario: the account, and one membership per chosen company with the chosen roles. */
export const ZCreateCompanyUserRequest = z
  .object({ ...nameFields, email: email({ required: M.campoRequerido, invalid: M.correoInvalido }), ...membershipFields })
  .strict();
export type TCreateCompanyUserRequest = z.input<typeof ZCreateCompanyUserRequest>;

/**
 * Editar: name, companies, roles and active; the e-mail is locked on edit (spec 3 §5). Companies the
 * administrator does not administer are neither shown nor touched.
 */
export const ZUpdateCompanyUserRequest = z.object({ ...nameFields, ...membershipFields, active: z.boolean() }).strict();
export type TUpdateCompanyUserRequest = z.input<typeof ZUpdateCompanyUserRequest>;

export const ZUserCustomRole = z.object({ id: z.uuid(), name: z.string(), color: z.string(), companyId: z.uuid() });
export type TUserCustomRole = z.infer<typeof ZUserCustomRole>;

export const ZCompanyUser = z.object({
  id: z.uuid(),
  /** The form's Nombre (the complete name for users created before the form had Apellido). */
  name: z.string(),
  lastName: z.string(),
  /** Name + last name: the Usuario column. */
  completeName: z.string(),
  email: z.string(),
  color: z.string(),
  /** The highest built-in role in the company of the list (what the guard applies there). */
  role: z.enum(MEMBER_ROLES),
  /** The built-in roles chosen for the company of the list. */
  kivitRolList: z.array(z.enum(MEMBER_ROLES)),
  /** Custom roles of the user in the companies the administrator administers, each with its company. */
  customRoles: z.array(ZUserCustomRole),
  /** The user's companies among those the administrator administers. */
  companies: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** False when blocked: no sign-in, no session. */
  active: z.boolean(),
  /** False until the invitation link set a password. */
  activated: z.boolean(),
});
export type TCompanyUser = z.infer<typeof ZCompanyUser>;

export const ZCompanyUsersPage = z.object({ items: z.array(ZCompanyUser), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type TCompanyUsersPage = z.infer<typeof ZCompanyUsersPage>;
export const ZCompanyUsersResponse = envelope(ZCompanyUsersPage);
export const ZCompanyUserResponse = envelope(ZCompanyUser);
export const ZCompanyUserDeletedResponse = envelope(z.object({ id: z.uuid() }));

/** GET /companies/owner: the companies the signed-in user administers (own or through its group). */
export const ZOwnedCompany = z.object({ id: z.uuid(), name: z.string(), rfc: z.string(), via: z.enum(['member', 'group']) });
export type TOwnedCompany = z.infer<typeof ZOwnedCompany>;
export const ZOwnedCompaniesResponse = envelope(z.array(ZOwnedCompany));
