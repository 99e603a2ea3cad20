import { FILING_KINDS, FILING_STATUSES } from '../domain/filing-periods';
import { z } from '../domain/zod-locale';
import { envelope } from './envelope';

/**
 * The four-monthly ICSOE and SISUB filings (issue 24), under /api/v1/filings:
 * GET /{providerId}/periods, GET /{providerId}/{year}/{period}/sisub (zip) and …/sisub/{1|2|3}
 * (one CSV), GET …/icsoe (xlsx), POST …/{kind}/acknowledgement (multipart `file`), and
 * GET /client/{clientId}/providers?year&period.
 */

export const ZFilingKind = z.enum(FILING_KINDS);
export const ZFilingStatus = z.enum(FILING_STATUSES);
const ZYear = z.coerce.number().int().min(2000).max(9999);
const ZPeriodNumber = z.coerce.number().int().min(1).max(3);

export const ZFilingProviderParams = z.object({ providerId: z.uuid() });
export const ZFilingPeriodParams = z.object({ providerId: z.uuid(), year: ZYear, period: ZPeriodNumber });
export type TFilingPeriodParams = z.infer<typeof ZFilingPeriodParams>;
export const ZSisubFileParams = ZFilingPeriodParams.extend({ file: z.coerce.number().int().min(1).max(3) });
export const ZFilingAckParams = ZFilingPeriodParams.extend({ kind: ZFilingKind });
export const ZFilingClientParams = z.object({ clientId: z.uuid() });
export const ZFilingClientQuery = z.object({ year: ZYear.optional(), period: ZPeriodNumber.optional() });

export const ZFilingAcknowledgement = z.object({ fileId: z.uuid(), fileName: z.string(), uploadedAt: z.string() });
export type TFilingAcknowledgement = z.infer<typeof ZFilingAcknowledgement>;

export const ZFilingKindState = z.object({ status: ZFilingStatus, acknowledgement: ZFilingAcknowledgement.nullable() });
export type TFilingKindState = z.infer<typeof ZFilingKindState>;

export const ZFilingPeriodRow = z.object({
  year: z.number().int(),
  period: z.number().int().min(1).max(3),
  /** First and last day of the period and its due date (ISO). */
  first: z.string(),
  last: z.string(),
  due: z.string(),
  /** The period still running (its files cannot be complete yet). */
  current: z.boolean(),
  /** An accepted service of the provider (with any client) runs in the period; without one there is nothing to file for it. */
  enServicio: z.boolean(),
  ICSOE: ZFilingKindState,
  SISUB: ZFilingKindState,
});
export type TFilingPeriodRow = z.infer<typeof ZFilingPeriodRow>;

export const ZProviderFilings = z.object({
  providerId: z.uuid(),
  name: z.string(),
  rfc: z.string(),
  /** The viewer may upload acknowledgements (the provider's Administrador or Colaborador). */
  canUpload: z.boolean(),
  /** The current period first, then the four before it. */
  periods: z.array(ZFilingPeriodRow),
});
export type TProviderFilings = z.infer<typeof ZProviderFilings>;
export const ZProviderFilingsResponse = envelope(ZProviderFilings);

export const ZFilingAckResult = z.object({ kind: ZFilingKind, year: z.number().int(), period: z.number().int(), status: ZFilingStatus, acknowledgement: ZFilingAcknowledgement });
export type TFilingAckResult = z.infer<typeof ZFilingAckResult>;
export const ZFilingAckResponse = envelope(ZFilingAckResult);

/** `enServicio`: an accepted service with this client runs in the period; without one there is nothing to file for it. */
export const ZClientProviderFiling = z.object({ providerId: z.uuid(), name: z.string(), rfc: z.string(), enServicio: z.boolean(), ICSOE: ZFilingStatus, SISUB: ZFilingStatus });
export const ZClientProviderFilings = z.object({
  year: z.number().int(),
  period: z.number().int(),
  due: z.string(),
  providers: z.array(ZClientProviderFiling),
});
export type TClientProviderFilings = z.infer<typeof ZClientProviderFilings>;
export const ZClientProviderFilingsResponse = envelope(ZClientProviderFilings);

/** File names the downloads carry (the server's Content-Disposition and the browser's fallback). */
export const SISUB_FILE_NAMES = {
  1: '1_SISUB_Ley_29_bis_Sujeto obligado.csv',
  2: '2_SISUB_Ley_29_bis_Contratos.csv',
  3: '3_SISUB_Ley_29_bis_DetalleTrab.csv',
} as const satisfies Record<1 | 2 | 3, string>;
export const sisubZipName = (rfc: string, year: number, period: number) => `SISUB-${rfc}-${String(year)}-${String(period)}.zip`;
export const icsoeXlsxName = (rfc: string, year: number, period: number) => `ICSOE-${rfc}-${String(year)}-${String(period)}.xlsx`;
