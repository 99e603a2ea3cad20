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

const roleFields = {
  role: z.enum(MEMBER_ROLES, { error: M.campoRequerido }),
  /** A custom role of the same company, or null for the built-in role alone. */
  roleId: z.uuid().nullable().default(null),
};

/** Nuevo Usuario: the company is the one in the path (chosen among the administrator's companies). */
export const ZCreateCompanyUserRequest = z
  .object({ name: text(M.campoRequerido, 120), email: email({ required: M.campoRequerido, invalid: M.correoInvalido }), ...roleFields })
  .strict();
export type TCreateCompanyUserRequest = z.input<typeof ZCreateCompanyUserRequest>;

/** Editar: roles and active; the e-mail is locked on edit (spec 3 §5). */
export const ZUpdateCompanyUserRequest = z.object({ ...roleFields, active: z.boolean() }).strict();
export type TUpdateCompanyUserRequest = z.input<typeof ZUpdateCompanyUserRequest>;

export const ZCompanyUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  color: z.string(),
  role: z.enum(MEMBER_ROLES),
  customRole: z.object({ id: z.uuid(), name: z.string(), color: z.string() }).nullable(),
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
