import { foldText } from '../../shared/text/fold';
import ExcelJS from 'exceljs';
import { REGION_MANAGER_COLUMNS, type TRegionManager } from '../../shared/contracts/generators.contract';
import { workbookParsePool } from './workbook-parse-pool';

const KEYS: (keyof TRegionManager)[] = ['name', 'position', 'email', 'region', 'phone', 'managerName', 'emailManager'];
const normalize = (value: string) => foldText(value.trim());

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value && value.result !== undefined) return String(value.result).trim();
    if ('richText' in value) return value.richText.map((r) => r.text).join('').trim();
  }
  return String(value).trim();
}

/**
 * The region managers of a workbook, read in a parse worker with the same zip checks and cell
 * budget as catalogues (workbook-parse-pool.ts); a rejected workbook is an AppError in Spanish.
 */
export function parseRegionManagers(bytes: Buffer): Promise<TRegionManager[]> {
  return workbookParsePool.parse('region-managers', bytes);
}

/** The header row is found by content, columns by name. In-thread: only the parse worker calls it. */
export async function readRegionManagers(bytes: Buffer): Promise<TRegionManager[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const wanted = REGION_MANAGER_COLUMNS.map(normalize);
  let headerRow = 0;
  const columns = new Map<number, keyof TRegionManager>();
  sheet.eachRow((row, number) => {
    if (headerRow) return;
    row.eachCell((cell, col) => {
      const index = wanted.indexOf(normalize(cellText(cell.value)));
      const key = KEYS[index];
      if (key) columns.set(col, key);
    });
    if (columns.size >= 3) headerRow = number;
    else columns.clear();
  });
  if (!headerRow) return [];
  const managers: TRegionManager[] = [];
  sheet.eachRow((row, number) => {
    if (number <= headerRow) return;
    const manager = Object.fromEntries(KEYS.map((k) => [k, ''])) as TRegionManager;
    for (const [col, key] of columns) manager[key] = cellText(row.getCell(col).value);
    if (manager.name && manager.email) managers.push(manager);
  });
  return managers;
}

export async function buildRegionManagersWorkbook(managers: TRegionManager[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Gerentes regionales');
  sheet.addRow(['Directorio de responsables por región']);
  sheet.addRow([...REGION_MANAGER_COLUMNS]);
  for (const m of managers) sheet.addRow(KEYS.map((k) => m[k]));
  sheet.columns.forEach((column) => (column.width = 28));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
