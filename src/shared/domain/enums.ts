export const PLANS = ['FREE', 'PYME', 'PREMIUM', 'CORPORATIVO', 'TEMP'] as const;
export type Plan = (typeof PLANS)[number];

export const INVITED_AS = ['client', 'provider'] as const;
export type InvitedAs = (typeof INVITED_AS)[number];

export const COMPANY_TYPES = ['moral', 'fisica'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/**
 * Role a user holds inside one company (the spec's role-name list). The reviewer role is not one
 * of these: it is granted on top of a role (spec 1 §1), see `reviewer` on the membership.
 */
export const MEMBER_ROLES = ['Administrador', 'Colaborador', 'Lector'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Token realm roles; Admin takes precedence over Reader. */
export const REALM_ROLES = ['Admin', 'Reader'] as const;
export type RealmRole = (typeof REALM_ROLES)[number];

export const PRODUCTS = ['REPSE', 'GENERADORES', 'LISTAS_NEGRAS_SAT'] as const;
export type Product = (typeof PRODUCTS)[number];

export const SERVICE_TYPES = ['repse', 'generators'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
