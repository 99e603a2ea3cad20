import { CONTRACT_CURRENCIES, CONTRACT_STATUSES } from '../domain/contracts';
import { z } from '../domain/zod-locale';
import { MENSAJES_CONTRATO as M } from '../labels/contracts';
import { envelope } from './envelope';
import { isoDate, text } from './fields';

/** A service's contract and annexes (spec 2 §7: /services/{id}/contracts/*, /services/{id}/appendixs/*). */

export const ANNEX_NAME_MAX = 200;

/** 'Modficar datos del contrato': start, expiration (not before start), currency, amount (> 0). */
export const ZContractData = z
  .object({
    beginDate: isoDate(M.fechaInvalida, M.campoRequerido),
    expirationDate: isoDate(M.fechaInvalida, M.campoRequerido),
    currency: z.enum(CONTRACT_CURRENCIES, { error: M.campoRequerido }),
    amount: z.number({ error: M.numeroPositivo }).positive(M.numeroPositivo).max(9_999_999_999_999, M.numeroPositivo).multipleOf(0.01, M.numeroPositivo),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.expirationDate < value.beginDate) ctx.addIssue({ code: 'custom', path: ['expirationDate'], message: M.vencimientoMenorInicio });
  });
export type TContractData = z.infer<typeof ZContractData>;

/** The annex dialog's text field (the PDF travels as the multipart `file` part). */
export const ZAnnexFields = z.object({ name: text(M.campoRequerido, ANNEX_NAME_MAX) });

/** PUT …/contracts/validate and PUT …/appendixs/{annexId}: the other side's decision. */
export const ZContractValidation = z.object({
  validationStatus: z.object({ status: z.enum(['ACCEPTED', 'REJECTED']), comments: z.string().trim().max(1000).optional() }),
});
export type TContractValidation = z.infer<typeof ZContractValidation>;

const ZValidationStatus = z.object({ status: z.enum(CONTRACT_STATUSES), comments: z.string(), date: z.string().nullable() });

export const ZContractAnnex = z.object({ uid: z.uuid(), name: z.string(), fileId: z.uuid(), createdAt: z.string(), validationStatus: ZValidationStatus });
export type TContractAnnex = z.infer<typeof ZContractAnnex>;

export const ZServiceContract = z.object({
  id: z.uuid(),
  fileId: z.uuid(),
  name: z.string(),
  beginDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  currency: z.enum(CONTRACT_CURRENCIES),
  amount: z.number().nullable(),
  validationStatus: ZValidationStatus,
  /** The vault folder it is filed in (owner: the provider). */
  folderId: z.uuid().nullable(),
  providerCompanyId: z.uuid(),
  appendixs: z.array(ZContractAnnex),
  updatedAt: z.string(),
});
export type TServiceContract = z.infer<typeof ZServiceContract>;

/** GET …/contracts: the contract (null before the first upload) and what the viewer may do with it. */
export const ZServiceContractView = z.object({
  contract: ZServiceContract.nullable(),
  canUpload: z.boolean(),
  canValidate: z.boolean(),
});
export type TServiceContractView = z.infer<typeof ZServiceContractView>;

export const ZServiceContractViewResponse = envelope(ZServiceContractView);
export const ZServiceContractResponse = envelope(ZServiceContract);
export const ZContractAnnexResponse = envelope(ZContractAnnex);

export const ZContractServiceParams = z.object({ id: z.uuid() });
export const ZContractAnnexParams = z.object({ id: z.uuid(), annexId: z.uuid() });
export const ZContractFileParams = z.object({ id: z.uuid(), fileId: z.uuid() });
export const ZContractFileQuery = z.object({ download: z.enum(['0', '1']).optional() });
