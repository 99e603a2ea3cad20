import ExcelJS from 'exceljs';
import { PAY_FREQUENCIES, PAYROLL_LIST_COLUMNS, PAYROLL_LIST_SHEET, type PayrollColumnKind } from '../../shared/domain/payroll-list-template';

type TemplateColumn = { header: string; kind: PayrollColumnKind; width: number };

/** Rows that carry the data validation (a whole-column rule is not portable across spreadsheet apps). */
export const PAYROLL_TEMPLATE_ROWS = 1000;

const invalid = (prompt: string) => ({ showErrorMessage: true, errorStyle: 'stop' as const, errorTitle: 'Dato inválido', error: prompt, showInputMessage: true, prompt });

/** The cell rule of each kind of column: cheap checks a spreadsheet can make by itself. */
function validationOf(kind: PayrollColumnKind, minDays: number): ExcelJS.DataValidation | null {
  switch (kind) {
    case 'curp':
      return { type: 'textLength', operator: 'equal', formulae: [18], allowBlank: true, ...invalid('La CURP tiene 18 caracteres.') };
    case 'rfc':
      return { type: 'textLength', operator: 'between', formulae: [12, 13], allowBlank: true, ...invalid('El RFC tiene 12 (persona moral) o 13 (persona física) caracteres.') };
    case 'nss':
      return { type: 'textLength', operator: 'equal', formulae: [11], allowBlank: true, ...invalid('El NSS tiene 11 dígitos.') };
    case 'date':
      return { type: 'date', operator: 'greaterThan', formulae: [new Date(Date.UTC(1950, 0, 1))], allowBlank: true, ...invalid('Escriba una fecha (dd/mm/aaaa).') };
    case 'days':
      return { type: 'whole', operator: 'between', formulae: [minDays, 31], allowBlank: true, ...invalid(`Días: un número entero de ${String(minDays)} a 31.`) };
    case 'money':
      return { type: 'decimal', operator: 'greaterThanOrEqual', formulae: [0], allowBlank: true, ...invalid('Escriba un importe en pesos, sin signos.') };
    case 'percent':
      return { type: 'decimal', operator: 'between', formulae: [0, 100], allowBlank: true, ...invalid('Un porcentaje de 0 a 100.') };
    case 'frequency':
      return { type: 'list', formulae: [`"${PAY_FREQUENCIES.join(',')}"`], allowBlank: true, ...invalid('Elija una periodicidad de la lista.') };
    case 'text':
      return null;
  }
}

const FORMATS: Partial<Record<PayrollColumnKind, string>> = { date: 'dd/mm/yyyy', money: '#,##0.00', percent: '0.00', days: '0' };

/**
 * A blank upload template: a frozen, bold header row, text-formatted identity columns (so CURP/NSS
 * keep leading zeros) and per-column data validation on the first rows. `minDays` is the lowest
 * day count a row may carry (1 paid day on the payroll list, 0 contributed days in the SUA).
 */
export async function buildColumnsTemplate(sheetName: string, columns: readonly TemplateColumn[], minDays: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Avala';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width, style: { numFmt: FORMATS[c.kind] ?? '@' } }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } };
  header.alignment = { vertical: 'middle', wrapText: true };
  header.height = 32;
  columns.forEach((column, index) => {
    const rule = validationOf(column.kind, minDays);
    if (!rule) return;
    // One rule per cell in the model; exceljs squeezes alike neighbours into one range (sqref) on write.
    for (let row = 2; row <= PAYROLL_TEMPLATE_ROWS + 1; row += 1) sheet.getCell(row, index + 1).dataValidation = rule;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The blank "Lista de nómina pagada" workbook (GET /templates/payroll-list). */
export const buildPayrollListTemplate = (): Promise<Buffer> => buildColumnsTemplate(PAYROLL_LIST_SHEET, PAYROLL_LIST_COLUMNS, 1);
