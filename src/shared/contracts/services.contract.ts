import { SERVICE_STATUSES } from '../domain/compliance';
import { SERVICE_VIEWER_STATES } from '../domain/service-rules';
import { z } from '../domain/zod-locale';
import { MENSAJES_SERVICIOS as M } from '../labels/services';
import { envelope } from './envelope';
import { ZBlacklistDetail } from './sat-standing.contract';
import { isoDate, text } from './fields';

/** Services and service types (document sets) — spec 2 §7 "Services and service types". */

export const SERVICE_NAME_MAX = 200;

/** End date required, both valid, end not before start (spec 2 §5); the message sits on `endDate`. */
function endNotBeforeStart(value: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (value.endDate < value.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.finMenorInicio });
}

const formShape = {
  name: text(M.campoRequerido, SERVICE_NAME_MAX),
  startDate: isoDate(M.fechaInvalida, M.campoRequerido),
  endDate: isoDate(M.fechaInvalida, M.campoRequerido),
};

/** PUT /services/{id}: the document set is read-only once created. */
export const ZUpdateServiceRequest = z.object(formShape).strict().superRefine(endNotBeforeStart);
export type TUpdateServiceRequest = z.infer<typeof ZUpdateServiceRequest>;

/**
 * POST /services. `companyId` is the actor's company; `counterpartSide` is what the other company is
 * to it. `setId` (the spec's serviceTypeId, accepted under either name) defaults to the platform's
 * default set; only CORPORATIVO offers a choice in the form.
 */
export const ZCreateServiceRequest = z
  .object({
    ...formShape,
    companyId: z.uuid(),
    counterpartId: z.uuid(),
    counterpartSide: z.enum(['provider', 'client']),
    setId: z.uuid().optional(),
    serviceTypeId: z.uuid().optional(),
  })
  .strict()
  .superRefine(endNotBeforeStart);
export type TCreateServiceRequest = z.infer<typeof ZCreateServiceRequest>;

/** The form the dialog edits: both operations share its fields and rules. */
export const ZServiceForm = z.object({ ...formShape, setId: z.uuid().optional() }).superRefine(endNotBeforeStart);
export type TServiceForm = z.infer<typeof ZServiceForm>;

export const ZServiceIdParams = z.object({ id: z.uuid() });
export const ZServiceTypeParams = z.object({ companyId: z.uuid() });
export const ZServicesLiteParams = z.object({ companyId: z.uuid(), side: z.enum(['providers', 'clients']), collaboratorId: z.uuid() });
export type TServicesLiteParams = z.infer<typeof ZServicesLiteParams>;
export const ZAuthorizeQuery = z.object({ accept: z.stringbool() });

export const ZServiceType = z.object({ id: z.uuid(), name: z.string(), generators: z.boolean(), platform: z.boolean() });
export type TServiceType = z.infer<typeof ZServiceType>;
export const ZServiceTypesResponse = envelope(z.array(ZServiceType));

export const ZServiceLite = z.object({
  id: z.uuid(),
  name: z.string(),
  setId: z.uuid(),
  setName: z.string(),
  /** A service of the generators line (its set's flag): it opens on /stages/generators/{id}. */
  generators: z.boolean(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  status: z.enum(SERVICE_STATUSES),
  viewerState: z.enum(SERVICE_VIEWER_STATES),
  /** The viewer's side proposed it: only that side edits or deletes it. */
  createdByViewer: z.boolean(),
  clientId: z.uuid(),
  clientName: z.string(),
  providerId: z.uuid(),
  providerName: z.string(),
});
export type TServiceLite = z.infer<typeof ZServiceLite>;

export const ZServicesLite = z.object({ current: z.array(ZServiceLite), archived: z.array(ZServiceLite) });
export type TServicesLite = z.infer<typeof ZServicesLite>;
export const ZServicesLiteResponse = envelope(ZServicesLite);

export const ZServicePermissions = z.object({ canUpload: z.boolean(), canValidate: z.boolean(), canDeleteDocuments: z.boolean() });
export type TServicePermissions = z.infer<typeof ZServicePermissions>;

export const ZServiceStage = z.object({ id: z.uuid(), name: z.string(), description: z.string(), position: z.number().int() });

export const ZServiceDetail = ZServiceLite.extend({
  viewerSide: z.enum(['client', 'provider']),
  /** The viewer's company on this service. */
  viewerCompanyId: z.uuid(),
  counterpartId: z.uuid(),
  counterpartName: z.string(),
  /** The counterpart's SAT blacklist label and its hover (issue 23), as on its card. */
  counterpartBlacklist: z.boolean().nullable(),
  counterpartBlacklistDetail: ZBlacklistDetail,
  stages: z.array(ZServiceStage),
  permissions: ZServicePermissions,
  /** The provider's objeto social preponderante for this service (PUT …/osp/add); null until chosen. */
  objetoSocialPreponderante: z.string().nullable(),
  /** The viewer may choose it: the provider's Administradores and Colaboradores (those who deliver its contract). */
  canSetOsp: z.boolean(),
  /** What it may be chosen from (the provider's REPSE activities): only sent to whoever may choose it. */
  ospOptions: z.array(z.string()),
});
export type TServiceDetail = z.infer<typeof ZServiceDetail>;
export const ZServiceDetailResponse = envelope(ZServiceDetail);
export const ZServiceLiteResponse = envelope(ZServiceLite);
export const ZServiceDeletedResponse = envelope(z.object({ id: z.uuid() }));

export const SOCIAL_OBJECT_MAX = 300;

/** PUT /services/{id}/osp/add: one of the provider's REPSE activities (companies.repses). */
export const ZSocialObjectRequest = z.object({ objetoSocialPreponderante: text(M.campoRequerido, SOCIAL_OBJECT_MAX) }).strict();
export type TSocialObjectRequest = z.infer<typeof ZSocialObjectRequest>;
