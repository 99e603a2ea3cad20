import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';
import { bearer, startServiceWorld, type ServiceWorld } from '../compliance-documents/compliance-documents-setup';
import { folderView, history } from '../vault/vault-setup';
import { LIST_HEADER, listRow, sendList, SUA_HEADER, suaRow, validWorker, wrongDigit, xlsxOf } from './payroll-lists-setup';

const headersOf = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const values = workbook.worksheets[0]?.getRow(1).values;
  return Array.isArray(values) ? values.slice(1) : [];
};

describe('lista de nómina pagada y datos del SUA de un servicio (issue 22)', () => {
  let t: TestApp;
  let w: ServiceWorld;
  const workers = Array.from({ length: 6 }, (_, i) => validWorker(i + 1));
  const worker = (i: number) => workers[i] ?? validWorker(i + 1);
  const get = (token: string | undefined, path: string) => t.app.inject({ url: `/api/v1/services/${w.service.id}${path}`, headers: token ? bearer(token) : {} });
  const october = { year: '2026', month: '10' };

  beforeAll(async () => {
    ({ t, w } = await startServiceWorld());
  }, 120_000);
  afterAll(() => t.close());

  it('las plantillas son XLSX reales con sus columnas', async () => {
    const list = await t.app.inject({ url: '/api/v1/templates/payroll-list', headers: bearer(w.tokens.provider) });
    expect(list.statusCode).toBe(200);
    expect((await headersOf(list.rawPayload)).slice(0, 6)).toEqual([...LIST_HEADER]);
    const sua = await get(w.tokens.client, '/sua/template');
    expect(sua.statusCode).toBe(200);
    expect(sua.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(await headersOf(sua.rawPayload)).toEqual([...SUA_HEADER, 'Ausentismos', 'Incapacidades']);
  });

  it('responde 401 sin sesión, 403 a quien no entrega y 404 a otra empresa o a un servicio que no existe', async () => {
    const file = { name: 'lista.xlsx', bytes: await xlsxOf(LIST_HEADER, [listRow(worker(0))]) };
    expect((await sendList(t, undefined, w.service.id, 'payroll-lists', october, file)).statusCode).toBe(401);
    expect((await get(undefined, '/payroll-lists')).statusCode).toBe(401);
    expect((await get(undefined, '/sua/template')).statusCode).toBe(401);
    expect((await sendList(t, w.tokens.client, w.service.id, 'payroll-lists', october, file)).statusCode).toBe(403);
    expect((await sendList(t, w.tokens.reader, w.service.id, 'sua', october, file)).statusCode).toBe(403);
    expect((await sendList(t, w.tokens.stranger, w.service.id, 'payroll-lists', october, file)).statusCode).toBe(404);
    expect((await get(w.tokens.stranger, '/payroll-lists')).statusCode).toBe(404);
    expect((await get(w.tokens.stranger, '/payroll-lists/2026/10')).statusCode).toBe(404);
    expect((await get(w.tokens.stranger, '/sua/2026/10')).statusCode).toBe(404);
    expect((await get(w.tokens.stranger, '/sua/template')).statusCode).toBe(404);
    expect((await sendList(t, w.tokens.provider, '00000000-0000-4000-8000-000000000000', 'payroll-lists', october, file)).statusCode).toBe(404);
    expect((await get(w.tokens.provider, '/payroll-lists/2026/13')).statusCode).toBe(400);
  });

  it('una lista con errores responde 400 con exactamente las filas 3, 5 y 6 y no guarda nada', async () => {
    const rows = [listRow(worker(0)), { ...listRow(worker(1)) }, listRow(worker(2)), listRow(worker(3)), listRow(worker(4)), listRow(worker(5))];
    rows[1] = listRow({ ...worker(1), curp: wrongDigit(worker(1).curp) });
    rows[3] = listRow({ ...worker(3), nss: wrongDigit(worker(3).nss) });
    rows[4] = listRow({ ...worker(4), name: '' });
    const res = await sendList(t, w.tokens.provider, w.service.id, 'payroll-lists', october, { name: 'lista.xlsx', bytes: await xlsxOf(LIST_HEADER, rows) });
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.mensaje).toBe('El archivo no se guardó: tiene 3 errores. Corríjalos y vuelva a subirlo.');
    expect(Object.keys(body.respuesta.campos)).toEqual(['fila.3.CURP', 'fila.5.NSS', 'fila.6.Nombre']);
    expect(body.respuesta.campos['fila.3.CURP']).toBe(`Fila 3: la CURP ${wrongDigit(worker(1).curp)} no tiene un dígito verificador válido.`);
    expect(body.respuesta.campos['fila.5.NSS']).toBe(`Fila 5: el NSS ${wrongDigit(worker(3).nss)} no tiene un dígito verificador válido.`);
    expect(json(await get(w.tokens.provider, '/payroll-lists')).respuesta).toMatchObject({ payrollLists: [], sua: [] });
    expect(json(await get(w.tokens.provider, '/payroll-lists/2026/10')).respuesta).toEqual({ total: 0, rows: [] });
  });

  it('un mes fuera de la vigencia del servicio se rechaza', async () => {
    const file = { name: 'lista.xlsx', bytes: await xlsxOf(LIST_HEADER, [listRow(worker(0))]) };
    const before = await sendList(t, w.tokens.provider, w.service.id, 'payroll-lists', { year: '2025', month: '12' }, file);
    expect(before.statusCode).toBe(400);
    expect(json(before).mensaje).toContain('dentro de la vigencia del servicio');
    expect((await sendList(t, w.tokens.provider, w.service.id, 'sua', { year: '2030', month: '1' }, file)).statusCode).toBe(400);
    expect(json(await get(w.tokens.provider, '/payroll-lists')).respuesta.payrollLists).toEqual([]);
  });

  it('una lista válida se guarda, se lee por ambas partes y queda archivada de solo lectura en la bóveda; otra del mismo mes la reemplaza', async () => {
    const first = await sendList(t, w.tokens.provider, w.service.id, 'payroll-lists', october, { name: 'lista.xlsx', bytes: await xlsxOf(LIST_HEADER, workers.map((x) => listRow(x))) });
    expect(first.statusCode).toBe(200);
    const result = json(first).respuesta;
    expect(result).toMatchObject({ kind: 'LISTA', year: 2026, month: 10, rows: 6, warnings: [] });
    expect(json(first).mensaje).toBe('Lista de nómina guardada: 6 trabajadores.');

    const rows = json(await get(w.tokens.client, '/payroll-lists/2026/10')).respuesta;
    expect(rows.total).toBe(6);
    expect(rows.rows[0]).toEqual({ rowNumber: 2, name: worker(0).name, curp: worker(0).curp, rfc: worker(0).rfc, nss: worker(0).nss, dailySalary: '363.26', days: 30 });
    const months = json(await get(w.tokens.reader, '/payroll-lists')).respuesta;
    expect(months.payrollLists).toEqual([{ year: 2026, month: 10, rows: 6, uploadedAt: expect.any(String), fileId: expect.any(String) }]);
    expect(months.span.first).toEqual({ year: 2026, month: 1 });

    const folder = json(await folderView(t, w.tokens.provider, w.provider.id, result.folderId)).respuesta;
    expect(folder.breadcrumbs.map((b: { name: string }) => b.name)).toEqual([w.service.name, 'Lista de nómina pagada', '2026-10']);
    expect(folder.documents).toHaveLength(1);
    expect(folder.documents[0]).toMatchObject({ fileId: months.payrollLists[0].fileId, source: 'PAYROLL', readOnly: true });
    expect(json(await folderView(t, w.tokens.client, w.client.id, result.folderId)).respuesta.documents).toHaveLength(1);
    expect(json(await history(t, w.tokens.provider, months.payrollLists[0].fileId)).respuesta.map((e: { action: string }) => e.action)).toEqual(['CREATE']);

    // The second list of October: a Latin-1 CSV with two workers (semicolons, as Excel in Spanish saves it).
    const csv = Buffer.from(`Nombre;CURP;RFC;NSS;Salario diario;Días pagados\r\nJOSÉ PEÑA;${worker(0).curp};${worker(0).rfc};${worker(0).nss};400;15\r\nMARÍA;${worker(1).curp};${worker(1).rfc};${worker(1).nss};$1,200.50;31\r\n`, 'latin1');
    const second = await sendList(t, w.tokens.provider, w.service.id, 'payroll-lists', october, { name: 'lista.csv', bytes: csv });
    expect(second.statusCode).toBe(200);
    const replaced = json(await get(w.tokens.provider, '/payroll-lists/2026/10')).respuesta;
    expect(replaced.total).toBe(2);
    expect(replaced.rows.map((r: { name: string; dailySalary: string }) => [r.name, r.dailySalary])).toEqual([
      ['JOSÉ PEÑA', '400.00'],
      ['MARÍA', '1200.50'],
    ]);
    const after = json(await get(w.tokens.provider, '/payroll-lists')).respuesta.payrollLists;
    expect(after).toHaveLength(1);
    expect(after[0].rows).toBe(2);
    const docs = json(await folderView(t, w.tokens.provider, w.provider.id, result.folderId)).respuesta.documents;
    expect(docs.map((d: { fileId: string }) => d.fileId)).toEqual([after[0].fileId]);
    expect(json(await history(t, w.tokens.provider, months.payrollLists[0].fileId)).respuesta.map((e: { action: string }) => e.action)).toEqual(['CREATE', 'DELETE']);
  });

  it('el SUA con la plantilla se guarda; con errores por fila se rechaza sin guardar', async () => {
    const bad = [suaRow(worker(0)), suaRow(worker(0)), suaRow(worker(1), 32), suaRow(worker(2), 30, 0)];
    const refused = await sendList(t, w.tokens.provider, w.service.id, 'sua', { year: '2026', month: '9' }, { name: 'sua.xlsx', bytes: await xlsxOf(SUA_HEADER, bad) });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(json(refused).respuesta.campos)).toEqual(['fila.3.NSS', 'fila.4.Días cotizados', 'fila.5.SBC']);
    expect(json(refused).respuesta.campos['fila.3.NSS']).toBe(`Fila 3: el NSS ${worker(0).nss} ya aparece en la fila 2.`);
    expect(json(await get(w.tokens.provider, '/sua/2026/9')).respuesta.total).toBe(0);

    const good = await sendList(t, w.tokens.provider, w.service.id, 'sua', { year: '2026', month: '9' }, { name: 'sua.xlsx', bytes: await xlsxOf(SUA_HEADER, [suaRow(worker(0), 0), suaRow(worker(1))]) });
    expect(good.statusCode).toBe(200);
    expect(json(good).mensaje).toBe('Datos del SUA guardados: 2 trabajadores.');
    const folder = json(await folderView(t, w.tokens.client, w.client.id, json(good).respuesta.folderId)).respuesta;
    expect(folder.breadcrumbs.map((b: { name: string }) => b.name)).toEqual([w.service.name, 'SUA', '2026-09']);
    const rows = json(await get(w.tokens.client, '/sua/2026/9?limit=1')).respuesta;
    expect(rows.total).toBe(2);
    expect(rows.rows).toEqual([{ rowNumber: 2, nss: worker(0).nss, curp: worker(0).curp, name: worker(0).name, days: 0, sbc: '380.50', absences: 0, incapacities: 0 }]);
    expect(json(await get(w.tokens.provider, '/payroll-lists')).respuesta.sua).toEqual([{ year: 2026, month: 9, rows: 2, uploadedAt: expect.any(String), fileId: expect.any(String) }]);
  });

  it('una lista de 3,000 trabajadores se guarda y se lee en una página; la paginación sigue el orden de la hoja', async () => {
    const bytes = await xlsxOf(LIST_HEADER, Array.from({ length: 3000 }, (_, i) => listRow(validWorker(i + 100))));
    const res = await sendList(t, w.tokens.provider, w.service.id, 'payroll-lists', { year: '2026', month: '8' }, { name: 'grande.xlsx', bytes });
    expect(res.statusCode).toBe(200);
    expect(json(res).mensaje).toBe('Lista de nómina guardada: 3,000 trabajadores.');
    const all = json(await get(w.tokens.client, '/payroll-lists/2026/8?limit=5000')).respuesta;
    expect(all.total).toBe(3000);
    expect(all.rows).toHaveLength(3000);
    const page = json(await get(w.tokens.client, '/payroll-lists/2026/8?offset=2998&limit=10')).respuesta;
    expect(page.rows.map((r: { rowNumber: number }) => r.rowNumber)).toEqual([3000, 3001]);
  }, 60_000);

  it('un archivo que no es xlsx ni CSV, o sin las columnas, se rechaza', async () => {
    const pdf = await sendList(t, w.tokens.provider, w.service.id, 'payroll-lists', october, { name: 'lista.xlsx', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') });
    expect(pdf.statusCode).toBe(400);
    const noColumns = await sendList(t, w.tokens.provider, w.service.id, 'sua', october, { name: 'sua.csv', bytes: Buffer.from('NSS,Nombre\n12345678901,X\n') });
    expect(noColumns.statusCode).toBe(400);
    expect(json(noColumns).mensaje).toBe('No se encontraron las columnas CURP, Días cotizados, SBC en la primera fila. Use la plantilla.');
    const none = await sendList(t, w.tokens.provider, w.service.id, 'sua', october);
    expect(none.statusCode).toBe(400);
  });
});
