import ExcelJS from 'exceljs';
import { curpCheckDigit } from '../../../src/shared/mx/curp';
import { nssCheckDigit } from '../../../src/shared/mx/nss';
import { rfcCheckDigit } from '../../../src/shared/mx/rfc';
import type { TestApp } from '../../fixtures/test-app';
import { bearer, multipart } from '../compliance-documents/compliance-documents-setup';

export interface TestWorker {
  name: string;
  curp: string;
  rfc: string;
  nss: string;
}

/** Worker i (unique up to 8,736) with a CURP, RFC and NSS whose check digits are right (built, not hard-coded). */
export function validWorker(i: number): TestWorker {
  const date = `80${String((i % 12) + 1).padStart(2, '0')}${String((Math.floor(i / 12) % 28) + 1).padStart(2, '0')}`;
  const curp17 = `PEGA${date}HDFRRN${String.fromCharCode(65 + (Math.floor(i / 336) % 26))}`;
  const rfc12 = `PEGA${date}A${String(i % 10)}`;
  const nss10 = `12088${String(i).padStart(5, '0')}`;
  return { name: `TRABAJADOR ${String(i)} PRUEBA`, curp: curp17 + curpCheckDigit(`${curp17}0`), rfc: rfc12 + rfcCheckDigit(`${rfc12}0`), nss: nss10 + nssCheckDigit(nss10) };
}

/** Another digit than the right one: a check digit that fails. */
export const wrongDigit = (value: string) => value.slice(0, -1) + String((Number(value.at(-1)) + 1) % 10);

export async function xlsxOf(header: readonly string[], rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Hoja1');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const LIST_HEADER = ['Nombre', 'CURP', 'RFC', 'NSS', 'Salario diario', 'Días pagados'] as const;
export const SUA_HEADER = ['NSS', 'CURP', 'Nombre', 'Días cotizados', 'SBC'] as const;

export const listRow = (w: TestWorker, salary: string | number = '363.26', days: string | number = 30) => [w.name, w.curp, w.rfc, w.nss, salary, days];
export const suaRow = (w: TestWorker, days: string | number = 30, sbc: string | number = '380.50') => [w.nss, w.curp, w.name, days, sbc];

export function sendList(t: TestApp, token: string | undefined, serviceId: string, path: 'payroll-lists' | 'sua', fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const body = multipart(fields, file);
  return t.app.inject({ method: 'POST', url: `/api/v1/services/${serviceId}/${path}`, headers: { ...(token ? bearer(token) : {}), ...body.headers }, payload: body.payload });
}
