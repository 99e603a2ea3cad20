import { REPSE_STATUSES } from '../domain/compliance';
import { COMPANY_TYPES } from '../domain/enums';
import { z } from '../domain/zod-locale';
import { MENSAJES_CONTRAPARTES as M } from '../labels/counterparts';
import { envelope } from './envelope';
import { ZBlacklistDetail } from './sat-standing.contract';

/**
 * Counterparts (spec 2 §2–§5): the card data of the providers/clients lists, the add dialog's
 * company picker, collaboration invitations (invite, answer, cancel) and the new-contact init.
 */
export const ZCounterpartCardFields = z.object({
  /** The counterpart's first Administrador. */
  contact: z.object({ name: z.string(), email: z.string() }).nullable(),
  repse: z.object({ status: z.enum(REPSE_STATUSES), targetDate: z.string().nullable() }),
  /** Spec 2 §4 from the current SAT lists: true PERTENECE (69-B Definitivo), false NO PERTENECE, null BAJO REVISIÓN (no 69-B list imported yet). */
  blacklist: z.boolean().nullable(),
  /** Where it appears and which 69-B list was read, for the label's hover. */
  blacklistDetail: ZBlacklistDetail,
  /** `mine`: my company sent it, so only the other side may answer it. */
  invitation: z.object({ pending: z.boolean(), mine: z.boolean() }),
  updatedData: z.boolean(),
  hasServices: z.boolean(),
  /** The caller's own number for this counterpart (card "Editar"); null when not set. */
  reference: z.string().nullable(),
  /** false: the caller deactivated it (INACTIVO badge, no new services, no due reminders). */
  active: z.boolean(),
});

export const PICKER_PAGE_SIZE = 100;

export const ZCandidatesQuery = z.object({
  side: z.enum(['providers', 'clients']),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(PICKER_PAGE_SIZE).default(PICKER_PAGE_SIZE),
  generadores: z.stringbool().optional(),
});
export type TCandidatesQuery = z.infer<typeof ZCandidatesQuery>;

export const ZCandidate = z.object({ id: z.uuid(), name: z.string(), rfc: z.string(), type: z.enum(COMPANY_TYPES), generadores: z.boolean() });
export type TCandidate = z.infer<typeof ZCandidate>;
export const ZCandidatesResponse = envelope(z.object({ items: z.array(ZCandidate), hasMore: z.boolean() }));

/** `side` is what the guest becomes for the inviting company. */
export const ZInviteRequest = z.object({ guestId: z.uuid(), side: z.enum(['provider', 'client']) });
export type TInviteRequest = z.infer<typeof ZInviteRequest>;

export const ZAnswerQuery = z.object({ invitationResponse: z.stringbool() });
export const ZAnswerRequest = z.object({ hostId: z.uuid({ error: M.invitacionInvalida }) });
export type TAnswerRequest = z.infer<typeof ZAnswerRequest>;

export const ZCancelRequest = z.object({ guestId: z.uuid({ error: M.invitacionInvalida }) });
export type TCancelRequest = z.infer<typeof ZCancelRequest>;

export const ZCollaborationParams = z.object({ companyId: z.uuid() });
export const ZRemoveProviderParams = z.object({ id: z.uuid(), providerId: z.uuid() });
export const ZRemoveClientParams = z.object({ id: z.uuid(), clientId: z.uuid() });

export const ZLinkStateResponse = envelope(z.object({ status: z.enum(['PENDING', 'ACCEPTED', 'REJECTED', 'REMOVED']) }));

const required = (max = 200) => z.string({ error: M.campoRequerido }).trim().min(1, M.campoRequerido).max(max);
const phone = z.string().trim().max(20).regex(/^\d*$/, M.telefonoNumerico);

/**
 * The new-contact form and POST /companies/init body (spec 2 §3, §5). `mainCompanyId` is the
 * inviting company (the spec's idProvider); `side` what the new company becomes for it.
 * `generadores` switches on the generator-mode requirements.
 */
export const ZCompanyInitRequest = z
  .object({
    mainCompanyId: z.uuid(),
    side: z.enum(['provider', 'client']),
    generadores: z.boolean().default(false),
    name: required(),
    email: z.string({ error: M.campoRequerido }).trim().min(1, M.campoRequerido).pipe(z.email(M.formatoInvalido)),
    phone: phone.default(''),
    externalId: z.string().trim().max(100).default(''),
    externalSapId: z.string().trim().max(100).default(''),
    externalTreeCatalogue: z.array(z.string().trim().max(200)).max(50).default([]),
  })
  .superRefine((value, ctx) => {
    if (!value.generadores) return;
    for (const key of ['phone', 'externalId', 'externalSapId'] as const) {
      if (!value[key]) ctx.addIssue({ code: 'custom', path: [key], message: M.campoRequerido });
    }
    if (value.externalTreeCatalogue.length < 1 || value.externalTreeCatalogue.some((c) => c.length < 2)) {
      ctx.addIssue({ code: 'custom', path: ['externalTreeCatalogue'], message: M.seleccioneServicio });
    }
  });
export type TCompanyInitRequest = z.input<typeof ZCompanyInitRequest>;
export type TCompanyInitParsed = z.output<typeof ZCompanyInitRequest>;

export const ZCompanyInitResponse = envelope(z.object({ id: z.uuid(), userId: z.uuid() }));
