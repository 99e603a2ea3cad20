import { z } from './zod-locale';
import { MEMBER_ROLES, PRODUCTS, REALM_ROLES, SERVICE_TYPES } from './enums';
import { ZCompany, ZCompanyMembership } from './company';

/** The signed-in user with the main company (spec 1 §3, user info + full user). */
export const ZUserMe = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  completeName: z.string(),
  color: z.string(),
  curp: z.string(),
  rfc: z.string(),
  roles: z.array(z.enum(REALM_ROLES)),
  roleNames: z.array(z.enum(MEMBER_ROLES)),
  isAdmin: z.boolean(),
  /** Holds the reviewer role in the main company (may validate, upload and delete documents). */
  reviewer: z.boolean(),
  invited: z.boolean(),
  isProvider: z.boolean(),
  blocked: z.boolean(),
  updatedPassword: z.boolean(),
  /**
   * With updatedPassword false: the password expired (PASSWORD_EXPIRATION_DAYS) on an account
   * activated before, so /update_account asks only for a new one; false on a first activation.
   */
  passwordExpired: z.boolean(),
  additionalProductList: z.array(z.enum(PRODUCTS)),
  companies: z.array(ZCompanyMembership),
  mainCompany: ZCompany.nullable(),
  /**
   * The line the main company works in (serviceTypeOf), so any entry point (a bookmark, a new tab)
   * lands on the right home; null without a main company. An explicit choice on /service-selection wins.
   */
  serviceType: z.enum(SERVICE_TYPES).nullable(),
  /** A platform-level role (not a company role): 'operator' imports the SAT lists (issue 23). */
  platformRole: z.enum(['operator']).nullable().optional(),
});
export type TUserMe = z.infer<typeof ZUserMe>;

/** The 16-colour primary palette a user's avatar colour is drawn from. */
export const AVATAR_COLORS = [
  '#1E88E5', '#43A047', '#E53935', '#8E24AA', '#FB8C00', '#00897B', '#3949AB', '#D81B60',
  '#6D4C41', '#546E7A', '#7CB342', '#C0CA33', '#00ACC1', '#5E35B1', '#F4511E', '#039BE5',
] as const;
