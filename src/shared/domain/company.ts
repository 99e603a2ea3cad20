import { z } from './zod-locale';
import { ZBlacklistDetail } from '../contracts/sat-standing.contract';
import { COMPANY_TYPES, INVITED_AS, MEMBER_ROLES, PLANS, PRODUCTS } from './enums';

export const ZTaxResidence = z.object({
  street: z.string(),
  outdoorNum: z.string(),
  interiorNumber: z.string(),
  colonia: z.string(),
  cp: z.string(),
  city: z.string(),
  country: z.string(),
});
export type TTaxResidence = z.infer<typeof ZTaxResidence>;

export const ZLegalRepresentative = z.object({
  name: z.string(),
  apaterno: z.string(),
  amaterno: z.string(),
  curp: z.string(),
});
export type TLegalRepresentative = z.infer<typeof ZLegalRepresentative>;

export const ZRepseActivity = z.object({ name: z.string() });

/** A company as the API returns it (spec 1 §3). `status` is the plan. */
export const ZCompany = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(COMPANY_TYPES),
  rfc: z.string(),
  taxResidence: ZTaxResidence,
  sector: z.string(),
  employeesSize: z.number().int(),
  web: z.string(),
  servicesOffered: z.array(z.string()),
  legalRepresentatives: z.array(ZLegalRepresentative),
  repses: z.array(ZRepseActivity),
  status: z.enum(PLANS),
  invitedAs: z.enum(INVITED_AS),
  invited: z.boolean(),
  updatedData: z.boolean(),
  profilePictureId: z.string().nullable(),
  group: z.boolean(),
  parentGroupId: z.uuid().nullable(),
  generadores: z.boolean(),
  archived: z.boolean(),
  email: z.string(),
  /** Spec 2 §4 from the current SAT lists (issue 23): true PERTENECE, false NO PERTENECE, null BAJO REVISIÓN. */
  blackList: z.boolean().nullable(),
  blackListDetail: ZBlacklistDetail,
  additionalProducts: z.array(z.enum(PRODUCTS)),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TCompany = z.infer<typeof ZCompany>;

export const ZCompanyMembership = z.object({
  companyId: z.uuid(),
  name: z.string(),
  rfc: z.string(),
  role: z.enum(MEMBER_ROLES),
  /** Grants of the member's custom role (plan ∩ grants); null or absent: the built-in role alone. */
  grants: z.array(z.string()).nullable().optional(),
});
export type TCompanyMembership = z.infer<typeof ZCompanyMembership>;

/** servicesOffered travels joined by a vertical bar in the original API (spec 1 §9). */
export const SERVICES_SEPARATOR = '|';
