import { COMPANY_TYPES } from '../domain/enums';
import { z } from '../domain/zod-locale';
import { EMPRESAS_TEXTOS as E, MENSAJES_SEGURIDAD as M } from '../labels/management-security';
import { MENSAJES_EMPRESA } from '../labels/messages';
import { envelope } from './envelope';
import { isoDate, optionalText, rfc, text } from './fields';
import { ZCompanyTags, ZTagFilter } from './tags.contract';

/** Safe bounds of each policy the Políticas panel offers (shared by the form and the server). */
export const POLICY_BOUNDS = {
  passwordMinLength: { min: 8, max: 64 },
  passwordMaxLength: { min: 8, max: 128 },
  sessionHours: { min: 1, max: 24 },
  otpLength: { min: 4, max: 8 },
  otpMinutes: { min: 1, max: 30 },
  passwordExpiryDays: { min: 0, max: 365 },
  passwordHistory: { min: 0, max: 24 },
  lockoutAttempts: { min: 3, max: 10 },
  lockoutMinutes: { min: 5, max: 1440 },
} as const;

const bounded = (key: keyof typeof POLICY_BOUNDS) => {
  const { min, max } = POLICY_BOUNDS[key];
  const message = M.fueraDeRango(min, max);
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

export const ZSecurityPolicies = z
  .strictObject({
    passwordMinLength: bounded('passwordMinLength'),
    passwordMaxLength: bounded('passwordMaxLength'),
    requireUppercase: z.boolean(),
    requireLowercase: z.boolean(),
    requireNumber: z.boolean(),
    requireSpecial: z.boolean(),
    sessionHours: bounded('sessionHours'),
    otpLength: bounded('otpLength'),
    otpMinutes: bounded('otpMinutes'),
    passwordExpiryDays: bounded('passwordExpiryDays'),
    passwordHistory: bounded('passwordHistory'),
    lockoutAttempts: bounded('lockoutAttempts'),
    lockoutMinutes: bounded('lockoutMinutes'),
  })
  .refine((p) => p.passwordMinLength <= p.passwordMaxLength, { path: ['passwordMinLength'], message: M.minimoMayorMaximo });
export type TSecurityPolicies = z.infer<typeof ZSecurityPolicies>;
export const ZSecurityPoliciesResponse = envelope(ZSecurityPolicies);

export const ZTwoStep = z.strictObject({ enabled: z.boolean() });
export type TTwoStep = z.infer<typeof ZTwoStep>;
export const ZTwoStepResponse = envelope(ZTwoStep);

export const ZCompanyParams = z.object({ companyId: z.uuid() });

/** The exceptions table shows 6 users per page (spec 3 §9). */
export const OTP_EXCEPTIONS_PAGE_SIZE = 6;
export const ZOtpExceptionsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type TOtpExceptionsQuery = z.infer<typeof ZOtpExceptionsQuery>;
export const ZOtpExceptionUser = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  userType: z.enum(['Interno', 'Externo']),
  appliesOtp: z.boolean(),
});
export type TOtpExceptionUser = z.infer<typeof ZOtpExceptionUser>;
export const ZOtpExceptionsResponse = envelope(z.object({ items: z.array(ZOtpExceptionUser), total: z.number().int(), page: z.number().int(), size: z.number().int() }));
export const ZOtpExceptionParams = z.object({ companyId: z.uuid(), userId: z.uuid() });
export const ZOtpExceptionUpdate = z.strictObject({ appliesOtp: z.boolean() });
export const ZOtpExceptionUpdateResponse = envelope(ZOtpExceptionUser);

/** Bitácora filters; `cursor` is the id of the last row shown (keyset, newest first). */
export const AUDIT_PAGE_SIZE = 50;
export const ZAuditLogQuery = z.object({
  from: isoDate().optional(),
  to: isoDate().optional(),
  action: z.string().trim().max(80).optional(),
  userId: z.uuid().optional(),
  cursor: z.coerce.number().int().positive().optional(),
});
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;
export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  entity: z.string().nullable(),
  ip: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditLogResponse = envelope(z.object({ items: z.array(ZAuditEntry), nextCursor: z.number().int().nullable() }));

/** Company of the administrator's group (Empresas tab). The RFC check digit is a warning only (DOMAIN-MX). */
export const ZGroupCompanyForm = z.strictObject({
  name: text(MENSAJES_EMPRESA.campoRequerido, 100),
  rfc: rfc({ required: MENSAJES_EMPRESA.campoRequerido, invalid: MENSAJES_EMPRESA.formatoInvalido }),
  type: z.enum(COMPANY_TYPES, { error: MENSAJES_EMPRESA.campoRequerido }),
  taxResidence: z.strictObject({
    street: optionalText(),
    outdoorNum: optionalText(),
    interiorNumber: optionalText(),
    colonia: optionalText(),
    cp: optionalText(10),
    city: optionalText(),
    country: optionalText().transform((v) => v || 'México'),
  }),
  /** Absent: unchanged on Editar, none on Nueva Empresa. */
  tags: ZCompanyTags.optional(),
  /** Absent: unchanged on Editar, enabled on Nueva Empresa. */
  enabled: z.boolean().optional(),
});
export type TGroupCompanyForm = z.infer<typeof ZGroupCompanyForm>;
export type TGroupCompanyFormInput = z.input<typeof ZGroupCompanyForm>;
export const ZGroupCompany = z.object({
  id: z.uuid(),
  name: z.string(),
  rfc: z.string(),
  type: z.enum(COMPANY_TYPES),
  taxResidence: z.object({ street: z.string(), outdoorNum: z.string(), interiorNumber: z.string(), colonia: z.string(), cp: z.string(), city: z.string(), country: z.string() }),
  archived: z.boolean(),
  enabled: z.boolean(),
  tags: z.array(z.string()),
});
export type TGroupCompany = z.infer<typeof ZGroupCompany>;
export const ZGroupCompaniesQuery = z.object({ search: z.string().trim().max(100).optional(), sort: z.enum(['asc', 'desc']).default('asc'), tag: ZTagFilter });
export const ZGroupCompaniesResponse = envelope(z.object({ groupId: z.uuid().nullable(), groupName: z.string().nullable(), items: z.array(ZGroupCompany) }));
export const ZGroupCompanyResponse = envelope(ZGroupCompany);
export const ZGroupCompanyParams = z.object({ companyId: z.uuid(), id: z.uuid() });

export const COMPANY_TYPE_LABELS = { moral: E.moral, fisica: E.fisica } as const;
