import { z } from '../domain/zod-locale';
import { MENSAJES_DATOS_GENERADOR as M } from '../labels/messages';
import { envelope } from './envelope';
import { email, rfc, text } from './fields';

/*
 * The provider's "Datos de generador" (spec 3 §2.9, §3 "Additional provider info", §5 "Provider data
 * form"; spec 1 §7 additional/generadoresInfo). Only the extras a client of the generators line asks
 * for live here: the company's own base data (name, RFC, address, legal representatives' names and
 * CURP, REPSE activities) stays in `companies` and its form. A representative is one of the company's
 * (by CURP) with its phone, RFC and e-mail; a predominant social object is one of its REPSE activities.
 */

/** How many contact slots the form shows: the first one open, the other two in an accordion. */
export const GENERATOR_CONTACT_SLOTS = 3;
export const SUPPLIER_NUMBER_MAX = 40;

const required = (max?: number) => text(M.campoRequerido, max);
const optional = (max = 100) => z.string().trim().max(max).default('');
/** Digits only (an optional leading +), 10 to 15 of them: a Mexican number has 10. */
const PHONE = /^\+?\d{10,15}$/;
const phone = required(20).regex(PHONE, M.telefonoInvalido);

/**
 * One contact slot. A slot left entirely empty is simply not used; one with anything written needs
 * name, apellido paterno, phone and a valid e-mail (apellido materno is optional).
 */
export const ZGeneratorContactSlot = z
  .strictObject({
    name: optional(),
    lastName: optional(),
    motherLastName: optional(),
    phone: optional(20),
    email: optional(254),
  })
  .superRefine((contact, ctx) => {
    if (isBlankContact(contact)) return;
    for (const key of ['name', 'lastName', 'phone', 'email'] as const) {
      if (!contact[key]) ctx.addIssue({ code: 'custom', path: [key], message: M.campoRequerido });
    }
    if (contact.phone && !PHONE.test(contact.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: M.telefonoInvalido });
    if (contact.email && !z.email().safeParse(contact.email).success) ctx.addIssue({ code: 'custom', path: ['email'], message: M.correoInvalido });
  });
export type TGeneratorContact = z.output<typeof ZGeneratorContactSlot>;

/** Whether nothing was written in a contact slot (the server drops such slots before storing). */
export function isBlankContact(contact: { name?: string; lastName?: string; motherLastName?: string; phone?: string; email?: string }): boolean {
  return [contact.name, contact.lastName, contact.motherLastName, contact.phone, contact.email].every((value) => !value?.trim());
}

/** A legal representative of the company (chosen by CURP) with the extras a client needs. */
export const ZGeneratorRepresentativeForm = z.strictObject({
  curp: required(18),
  phone,
  rfc: rfc({ required: M.campoRequerido, invalid: M.formatoInvalido }),
  email: email({ required: M.campoRequerido, invalid: M.correoInvalido }),
});

/** One predominant social object: the name of one of the company's REPSE activities. */
export const ZSocialObjectForm = z.strictObject({ name: required() });

/** Adds `message` at `[index, key]` of every row whose `key` repeats an earlier row's (case-blind). */
function noRepeats<T>(key: keyof T & string, message: string) {
  return (rows: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const value = String(row[key]).trim().toLocaleUpperCase('es-MX');
      if (value && seen.has(value)) ctx.addIssue({ code: 'custom', path: [index, key], message });
      seen.add(value);
    });
  };
}

/**
 * The form of /data/generators and the body of PATCH /additional/generadoresInfo (with `id`): the
 * same schema validates both sides (zodResolver in the browser).
 */
export const ZProviderGeneratorInfoForm = z.strictObject({
  assignSupplierNum: required(SUPPLIER_NUMBER_MAX),
  comercialName: required(200),
  contactList: z
    .array(ZGeneratorContactSlot)
    .max(GENERATOR_CONTACT_SLOTS)
    .refine((slots) => slots.some((slot) => !isBlankContact(slot)), M.alMenosUnContacto),
  legalRepresentativesList: z.array(ZGeneratorRepresentativeForm).min(1, M.alMenosUnRepresentante).max(20).superRefine(noRepeats('curp', M.representanteRepetido)),
  socialObjectPredominantList: z.array(ZSocialObjectForm).min(1, M.alMenosUnObjetoSocial).max(50).superRefine(noRepeats('name', M.objetoSocialRepetido)),
});
export type TProviderGeneratorInfoForm = z.output<typeof ZProviderGeneratorInfoForm>;
export type TProviderGeneratorInfoFormInput = z.input<typeof ZProviderGeneratorInfoForm>;

export const ZUpdateProviderGeneratorInfoRequest = ZProviderGeneratorInfoForm.extend({ id: z.uuid() });
export type TUpdateProviderGeneratorInfoRequest = z.output<typeof ZUpdateProviderGeneratorInfoRequest>;

export const ZGeneratorInfoProviderParams = z.object({ id: z.uuid() });
export const ZGeneratorInfoQuery = z.object({ idCompany: z.uuid().optional() });
export const ZGeneratorInfoInitParams = z.object({ clientId: z.uuid(), providerId: z.uuid() });

/** A representative as read: the company's name fields for its CURP ('' if the company no longer lists it). */
export const ZGeneratorRepresentative = z.object({
  curp: z.string(),
  name: z.string(),
  lastName: z.string(),
  motherLastName: z.string(),
  phone: z.string(),
  rfc: z.string(),
  email: z.string(),
});
export type TGeneratorRepresentative = z.infer<typeof ZGeneratorRepresentative>;

/** One (client, provider) record. `completed`: the provider saved it at least once. */
export const ZProviderGeneratorInfo = z.object({
  id: z.uuid(),
  idCompany: z.uuid(),
  clientName: z.string(),
  idProvider: z.uuid(),
  providerName: z.string(),
  assignSupplierNum: z.string(),
  comercialName: z.string(),
  contactList: z.array(z.object({ name: z.string(), lastName: z.string(), motherLastName: z.string(), phone: z.string(), email: z.string() })),
  legalRepresentativesList: z.array(ZGeneratorRepresentative),
  socialObjectPredominantList: z.array(z.object({ name: z.string() })),
  completed: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Whether the caller may PATCH it (the provider's Administrador or Colaborador). */
  canEdit: z.boolean(),
});
export type TProviderGeneratorInfo = z.infer<typeof ZProviderGeneratorInfo>;

/** What the form offers: the provider company's legal representatives and REPSE activities. */
export const ZGeneratorInfoOptions = z.object({
  legalRepresentatives: z.array(z.object({ curp: z.string(), name: z.string(), lastName: z.string(), motherLastName: z.string() })),
  socialObjects: z.array(z.string()),
});
export type TGeneratorInfoOptions = z.infer<typeof ZGeneratorInfoOptions>;

/**
 * GET /additional/generadoresInfo/idProvider/{id}: the provider's records (all its clients, or one
 * with `idCompany`) with the form's options; a linked client gets only its own pair and no options.
 */
export const ZProviderGeneratorInfoList = z.object({
  idProvider: z.uuid(),
  providerName: z.string(),
  options: ZGeneratorInfoOptions.nullable(),
  items: z.array(ZProviderGeneratorInfo),
});
export type TProviderGeneratorInfoList = z.infer<typeof ZProviderGeneratorInfoList>;

export const ZProviderGeneratorInfoListResponse = envelope(ZProviderGeneratorInfoList);
export const ZProviderGeneratorInfoResponse = envelope(ZProviderGeneratorInfo);
