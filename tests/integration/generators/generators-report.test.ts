import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLinks, generators } from '../../../src/server/db/schema';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('reporte Excel de generadores', () => {
  let t: TestApp;
  let token: string;
  let clientId: string;
  let providerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { invitedAs: 'client' })).id;
    providerId = (await buildCompany(t.db, { name: '=HYPERLINK("http://malo")', generadores: true })).id;
    await t.db.insert(companyLinks).values({ clientId, providerId, status: 'ACCEPTED' });
    token = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId, role: 'Administrador' })).email)).accessToken;
  });
  afterAll(() => t.close());

  async function generator(values: Partial<typeof generators.$inferInsert>) {
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/generador/init/idCompany/${clientId}/idProvider/${providerId}`, payload: { id: randomUUID() }, headers: { authorization: `Bearer ${token}` } });
    const { id } = json(response).respuesta;
    await t.db.update(generators).set(values).where(eq(generators.id, id));
    return id as string;
  }

  it('hoja "Reporte", columnas de 25, estatus mapeados, importes numéricos y celdas que no son fórmulas', async () => {
    await generator({ status: 'APPROVED', totalCents: 1234567, city: 'Zapopan', startDate: '2026-11-01', endDate: '2026-11-30', statusPago: 'PAID' });
    await generator({ status: 'REJECTED', totalCents: 5000, city: '+Tlaquepaque' });
    await generator({ status: 'DISABLED' });

    const response = await t.app.inject({ method: 'GET', url: `/api/v1/generador/idCompany/${providerId}/report`, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Reporte_\d{4}-\d{2}-\d{2}\.xlsx"$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Reporte');
    if (!sheet) throw new Error('falta la hoja Reporte');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['Proveedor', 'ID del Generador', 'Inicio', 'Fin', 'Importe total', 'Ciudad', 'Estatus', 'Estado de Pago']);
    expect(sheet.columns.map((c) => c.width)).toEqual(Array(8).fill(25));
    const rows = sheet.getSheetValues().slice(2).map((r) => (r as unknown[]).slice(1));
    expect(rows).toHaveLength(2);
    const approved = rows.find((r) => r[6] === 'Aprobado');
    expect(approved).toEqual(['\'=HYPERLINK("http://malo")', expect.stringMatching(/^GEN-/), '01-11-2026', '30-11-2026', 12345.67, 'Zapopan', 'Aprobado', 'Pagado']);
    const rejected = rows.find((r) => r[6] === 'Rechazado');
    expect(rejected?.[5]).toBe("'+Tlaquepaque");
    expect(rejected?.[7]).toBe('No aplica');
    for (const row of sheet.getRows(2, 2) ?? []) row.eachCell((cell) => expect(cell.formula).toBeUndefined());
  });
});
