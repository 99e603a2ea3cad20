import { z } from '../domain/zod-locale';
import { MENSAJES_CONSULTA_SAT } from '../labels/sat-lists';
import { envelope } from './envelope';

/** SAT RFC lookups (issue 23, spec 2 §2, §7): GET /general/analisis69/rfc/{rfc}, …/pdf and …/history. */

/** Spec 2 §5: three or four letters (Ñ and & included), six digits, a three-character homoclave. */
export const SAT_RFC_PATTERN = /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/;

/** The RFC as typed: trimmed, upper-cased, then checked against the §5 format ('Formato invalido'). */
export const ZLookupRfc = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => SAT_RFC_PATTERN.test(value), { message: MENSAJES_CONSULTA_SAT.formatoInvalido });

/** The SAT detail record of spec 2 §3: every value a string, '---' when the list has nothing, dates dd/mm/aaaa. */
export const SAT_DETAIL_FIELDS = [
  'nombreContribuyente',
  'rfc',
  'situacionContribuyente',
  'nofPresuncionSAT',
  'satPresuntos',
  'dofPresuntos',
  'satDesvirtuados',
  'nofGlobalDesvirtuaronSAT',
  'dofdesvirtuados',
  'nofGlobalDefinitivosSAT',
  'satDefinitivos',
  'dofDefinitivos',
  'nofSentenciaFavorableSAT',
  'satSentenciaFavorable',
  'dofSentenciaFavorable',
] as const;
export type SatDetailField = (typeof SAT_DETAIL_FIELDS)[number];

export const ZSatDetailRecord = z.object(Object.fromEntries(SAT_DETAIL_FIELDS.map((field) => [field, z.string()])) as Record<SatDetailField, z.ZodString>);
export type TSatDetailRecord = z.infer<typeof ZSatDetailRecord>;

/** A list consulted and its publication date (dd/mm/aaaa, '---' when SAT's file did not say). */
export const ZConsultedList = z.object({ list: z.string(), label: z.string(), publishedAt: z.string() });
export type TConsultedList = z.infer<typeof ZConsultedList>;
/** GET /general/analisis69/lists: what a lookup reads now. */
export const ZConsultedListsResponse = envelope(z.array(ZConsultedList));

/** `respuesta` is the spec's list of records ([] when on no list); `consulta` says what was read and when. */
export const ZSatLookupInfo = z.object({ rfc: z.string(), listasConsultadas: z.array(ZConsultedList), consultadoEl: z.string() });
export type TSatLookupInfo = z.infer<typeof ZSatLookupInfo>;
export const ZSatLookupResponse = envelope(z.array(ZSatDetailRecord)).extend({ consulta: ZSatLookupInfo });
export type TSatLookupResponse = z.infer<typeof ZSatLookupResponse>;

export const ZSatLookupHistoryItem = z.object({ id: z.uuid(), rfc: z.string(), found: z.boolean(), userName: z.string(), createdAt: z.string() });
export type TSatLookupHistoryItem = z.infer<typeof ZSatLookupHistoryItem>;
export const ZSatLookupHistoryQuery = z.object({ page: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(20) });
export const ZSatLookupHistory = z.object({ items: z.array(ZSatLookupHistoryItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type TSatLookupHistory = z.infer<typeof ZSatLookupHistory>;
export const ZSatLookupHistoryResponse = envelope(ZSatLookupHistory);

export const satLookupPdfName = (rfc: string, isoDate: string) => `consulta-${rfc}-${isoDate}.pdf`;
