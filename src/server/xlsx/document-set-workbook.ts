import ExcelJS from 'exceljs';
import { DELIVERY_CHOICES, DOCUMENT_SET_COLUMNS, DOCUMENT_SET_SHEET, type WorkbookRow } from '../../shared/domain/document-set-workbook';
import { AppError } from '../lib/app-error';
import { workbookParsePool } from './workbook-parse-pool';

/** Rows that carry the data validation (a whole-column rule is not portable across spreadsheet apps). */
const TEMPLATE_ROWS = 500;

const invalid = (prompt: string) => ({ showErrorMessage: true, errorStyle: 'stop' as const, errorTitle: 'Dato inválido', error: prompt, showInputMessage: true, prompt });

const RULES: Partial<Record<(typeof DOCUMENT_SET_COLUMNS)[number]['key'], ExcelJS.DataValidation>> = {
  stage: { type: 'textLength', operator: 'between', formulae: [1, 160], allowBlank: true, ...invalid('El nombre de la etapa (hasta 160 caracteres). Repítalo en cada requisito de la etapa.') },
  requirement: { type: 'textLength', operator: 'between', formulae: [1, 200], allowBlank: true, ...invalid('El nombre del requisito (hasta 200 caracteres).') },
  format: { type: 'list', formulae: ['"PDF,XML"'], allowBlank: true, ...invalid('Elija PDF o XML.') },
  delivery: { type: 'list', formulae: [`"${DELIVERY_CHOICES.join(',')}"`], allowBlank: true, ...invalid('Elija una periodicidad de la lista.') },
  day: { type: 'whole', operator: 'between', formulae: [1, 28], allowBlank: true, ...invalid('Una sola vez: días tras el inicio del servicio; periódicos: día del mes siguiente al cierre (1 a 28).') },
};

const INSTRUCTIONS = [
  ['Cómo llenar la hoja «Set de documentos»'],
  ['Una fila por requisito, en el orden en que se entregan. No cambie ni mueva el encabezado.'],
  ['Etapa: obligatoria. Las filas con la misma etapa forman una sola (Expediente, Cumplimiento…). Una fila con solo la etapa crea la etapa sin requisitos.'],
  ['Descripción de la etapa: opcional; escríbala en una de sus filas.'],
  ['Grupo: opcional; agrupa requisitos dentro de la etapa. Vacío: «General».'],
  ['Requisito: el documento que se pide (por ejemplo «Opinión de cumplimiento SAT 32-D»).'],
  ['Formato: PDF o XML.'],
  [`Periodicidad: ${DELIVERY_CHOICES.join(', ')}.`],
  ['Día: de 1 a 28. «Una sola vez»: días después del inicio del servicio; las demás: día del mes siguiente al cierre del periodo.'],
  ['Ayuda: opcional; el texto que verá quien entrega el documento.'],
  ['Se revisa fila por fila: si alguna tiene errores no se crea nada y se le indica cuál corregir (por ejemplo «Fila 7: falta el requisito»).'],
];

/** The blank workbook of GET …/document-sets/import/template: the header, validation per column and a sheet of instructions. */
export async function buildDocumentSetTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Avala';
  const sheet = workbook.addWorksheet(DOCUMENT_SET_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = DOCUMENT_SET_COLUMNS.map((c) => ({ header: c.header, width: c.width, style: { numFmt: c.key === 'day' ? '0' : '@' } }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } };
  header.alignment = { vertical: 'middle', wrapText: true };
  header.height = 32;
  DOCUMENT_SET_COLUMNS.forEach((column, index) => {
    const rule = RULES[column.key];
    if (!rule) return;
    for (let row = 2; row <= TEMPLATE_ROWS + 1; row += 1) sheet.getCell(row, index + 1).dataValidation = rule;
  });
  const help = workbook.addWorksheet('Instrucciones');
  help.columns = [{ width: 120 }];
  help.addRows(INSTRUCTIONS);
  help.getRow(1).font = { bold: true, size: 13 };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The rows of a set workbook, read in the parse worker (the same pool, budgets and zip checks as
 * the catalogues): the sheet named `sheetName`, or the first visible one. A workbook the reader
 * refuses answers its Spanish message under the `file` field.
 */
export async function readWorkbookRows(bytes: Buffer, sheetName: string): Promise<WorkbookRow[]> {
  let workbook;
  try {
    workbook = await workbookParsePool.parse('catalogue', bytes);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') throw new AppError('VALIDATION', { message: error.message, fields: { file: error.message } });
    throw error;
  }
  const sheet = workbook.sheetAxList.find((s) => s.name === sheetName) ?? workbook.sheetAxList[0];
  return (sheet?.rowAxList ?? []).map((row) => ({ index: row.index, cells: row.cellAxList }));
}
