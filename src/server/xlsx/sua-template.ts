import { SUA_COLUMNS, SUA_SHEET } from '../../shared/domain/payroll-list-template';
import { buildColumnsTemplate } from './payroll-list-template';

/** The blank SUA worker-data workbook: NSS, CURP, Nombre, Días cotizados (0–31), SBC, and the two optional columns. */
export const buildSuaTemplate = (): Promise<Buffer> => buildColumnsTemplate(SUA_SHEET, SUA_COLUMNS, 0);
