import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_FREQUENCIES, PAYROLL_LIST_COLUMNS, PAYROLL_LIST_SHEET } from '../../../src/shared/domain/payroll-list-template';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('plantilla de la lista de nómina pagada', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await buildCompany(t.db, { status: 'PREMIUM' });
    token = (await signIn(t.app, (await buildUser(t.db, { companyId: company.id })).email)).accessToken;
  });
  afterAll(() => t.close());

  it('pide sesión', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/templates/payroll-list' })).statusCode).toBe(401);
  });

  it('descarga un XLSX con los encabezados, la fila fija y la validación de datos', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/templates/payroll-list', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(String(response.headers['content-disposition'])).toContain('attachment');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(PAYROLL_LIST_SHEET);
    expect(sheet).toBeDefined();
    if (!sheet) return;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(PAYROLL_LIST_COLUMNS.map((c) => c.header));
    expect(headers.slice(0, 4)).toEqual(['Nombre', 'CURP', 'RFC', 'NSS']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('B2').dataValidation).toMatchObject({ type: 'textLength', operator: 'equal', formulae: [18] });
    expect(sheet.getCell('D500').dataValidation).toMatchObject({ type: 'textLength', formulae: [11] });
    const frequency = PAYROLL_LIST_COLUMNS.findIndex((c) => c.kind === 'frequency') + 1;
    expect(sheet.getCell(2, frequency).dataValidation).toMatchObject({ type: 'list', formulae: [`"${PAY_FREQUENCIES.join(',')}"`] });
    // No data: a blank template, the header row only.
    expect(sheet.actualRowCount).toBe(1);
  });
});
