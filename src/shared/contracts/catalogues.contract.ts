import { ACCEPTED_CATALOGUE_EXTENSIONS, CATALOGUE_LIMITS as L, MOVEMENT_ROWS } from '../domain/catalogue';
import { z } from '../domain/zod-locale';
import { MENSAJES_CATALOGO as M } from '../labels/messages';
import { envelope } from './envelope';
import { isoDate, money, optionalText } from './fields';

/** POST /util/uploadToSession: the workbook as base64 JSON (the API has no multipart parser). */
export const ZCatalogueUpload = z.strictObject({
  name: z.string().trim().min(1, M.archivoRequerido).max(200),
  extension: z.enum(ACCEPTED_CATALOGUE_EXTENSIONS, { error: M.tipoNoSoportado }),
  content: z.base64({ error: M.tipoNoSoportado }).min(4, M.archivoRequerido).max(Math.ceil((L.maxFileBytes * 4) / 3) + 4, M.archivoMuyGrande),
});
export type TCatalogueUpload = z.infer<typeof ZCatalogueUpload>;
export const ZUploadToSessionResponse = envelope(z.uuid());

const requiredDate = (message: string) => isoDate(message);

/** POST /catalogueGenerador/{fileId} (spec 3 §7). Dates are sent yyyy-MM-dd. */
export const ZCatalogueCreate = z
  .strictObject({
    idCompany: z.uuid(),
    fileName: optionalText(200),
    startDate: requiredDate(M.fechaInicialRequerida),
    endDate: requiredDate(M.fechaFinalRequerida),
    comment: optionalText(500),
  })
  .refine((c) => c.endDate >= c.startDate, { path: ['endDate'], error: M.fechaFinalMenor });
export type TCatalogueCreate = z.input<typeof ZCatalogueCreate>;

/** A parsed row: its 1-based row number in the sheet and the text of each cell by column index ('' when empty). */
export const ZCatalogueRow = z.object({ index: z.number().int(), cellAxList: z.array(z.string()) });
export type TCatalogueRow = z.infer<typeof ZCatalogueRow>;
export const ZCatalogueSheet = z.object({ name: z.string(), rowAxList: z.array(ZCatalogueRow) });
export type TCatalogueSheet = z.infer<typeof ZCatalogueSheet>;
export const ZWorkbookAx = z.object({ sheetAxList: z.array(ZCatalogueSheet) });
export type TWorkbookAx = z.infer<typeof ZWorkbookAx>;

/** Catalogue file (spec 3 §3), without its parsed workbook. */
export const ZCatalogue = z.object({
  id: z.uuid(),
  idFile: z.uuid(),
  idCompany: z.uuid(),
  fileName: z.string(),
  status: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  comment: z.string(),
  sheetList: z.array(z.string()),
  createdDate: z.iso.datetime(),
  lastModifiedDate: z.iso.datetime(),
});
export type TCatalogue = z.infer<typeof ZCatalogue>;

/** A catalogue with its sheets: what the calculator prices from. */
export const ZCatalogueWithWorkbook = ZCatalogue.extend({ workbookAx: ZWorkbookAx });
export type TCatalogueWithWorkbook = z.infer<typeof ZCatalogueWithWorkbook>;

export const ZCatalogueIdParams = z.object({ id: z.uuid() });
export const ZCatalogueFileParams = z.object({ fileId: z.uuid() });

export const ZCatalogueResponse = envelope(ZCatalogue);
export const ZCatalogueListResponse = envelope(z.array(ZCatalogue));
/** respuesta[0] is the active catalogue (spec 3 §7); empty when none is active. */
export const ZActiveCatalogueResponse = envelope(z.array(ZCatalogueWithWorkbook));
export const ZFileToJsonResponse = envelope(z.object({ id: z.uuid(), fileName: z.string(), workbookAx: ZWorkbookAx }));
export const ZExternalTreeCatalogueResponse = envelope(
  z.array(z.object({ id: z.uuid(), fileName: z.string(), status: z.boolean(), sheets: z.array(z.object({ name: z.string(), label: z.string(), kind: z.string() })) })),
);

const amount = money(M.montoInvalido);

export const ZSummaryRow = z.strictObject({
  nsc_sku: z.string().max(200),
  description: z.string().max(L.maxCellChars),
  /** The row number in its sheet. */
  idRow: z.string().regex(/^\d{1,7}$/),
  qty: z.string().regex(/^[1-9]\d{0,6}$/, M.cantidadInvalida),
  total: amount,
});
export type TSummaryRow = z.infer<typeof ZSummaryRow>;

export const ZSummarySheet = z.strictObject({
  sheetName: z.string().min(1).max(200),
  totalSheet: amount,
  summaryListData: z.array(ZSummaryRow).max(L.maxRowsPerSheet),
});
export type TSummarySheet = z.infer<typeof ZSummarySheet>;

/**
 * The summary payload of spec 3 §3, all amounts as decimal text ("1234.50"). Besides the spec's
 * totalAllSheet and summaryList it carries the Movimientos table (movementsList, as the general
 * form's servicesList does), the totals per group, and which catalogue priced it, so the server
 * can check every line against that catalogue.
 */
export const ZGeneratorSummary = z.strictObject({
  idCatalogue: z.uuid().nullable().default(null),
  totalAllSheet: amount,
  totalMaterials: amount,
  totalServices: amount,
  totalMovements: amount,
  summaryList: z.array(ZSummarySheet).max(L.maxSheets),
  movementsList: z.array(z.strictObject({ name: z.enum(MOVEMENT_ROWS), amount })).max(MOVEMENT_ROWS.length),
});
export type TGeneratorSummary = z.infer<typeof ZGeneratorSummary>;
export type TGeneratorSummaryInput = z.input<typeof ZGeneratorSummary>;
