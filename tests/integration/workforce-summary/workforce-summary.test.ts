import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPayrollCfdiXml, SAMPLE_QUINCENA, type SamplePayrollCfdi } from '../../../src/server/seed/payroll-cfdi-sample';
import { json } from '../../fixtures/http';
import { reconciledFortnight, workforceMember } from '../../fixtures/payroll-workforce';
import type { TestApp } from '../../fixtures/test-app';
import { bearer, startServiceWorld, type ServiceWorld } from '../compliance-documents/compliance-documents-setup';
import { LIST_HEADER, listRow, sendList, SUA_HEADER, suaRow, xlsxOf } from '../payroll-lists/payroll-lists-setup';
import { filesBody } from './workforce-summary-setup';

type Cell = { value: string | null; ok: boolean };
type Row = { name: string; reasons: string[]; curpSua: Cell; nssSua: Cell; curpCfdi: Cell; curpPayroll: Cell; cfdiCount: number };

describe('trabajadores puestos a disposición: lista de nómina, SUA y CFDI por trabajador (issue 22)', () => {
  let t: TestApp;
  let w: ServiceWorld;
  const m = [0, 1, 2, 3, 4].map((i) => workforceMember(i).employee);
  const member = (i: number) => {
    const e = m[i];
    if (!e) throw new Error(`no member ${String(i)}`);
    return e;
  };
  const fortnight = { startDate: '2026-11-01', endDate: '2026-11-15' };
  const get = (token: string | undefined, path: string) => t.app.inject({ url: `/api/v1${path}`, headers: token ? bearer(token) : {} });
  const monthPath = () => `/assortCfdiSua/serviceId/${w.service.id}/month/11/year/2026`;

  const cfdi = (i: number, over: Partial<SamplePayrollCfdi> = {}) => {
    const s: SamplePayrollCfdi = {
      uuid: randomUUID(),
      issuerRfc: w.provider.rfc,
      issuerName: w.provider.name,
      clientRfc: w.client.rfc,
      ...reconciledFortnight(workforceMember(i), fortnight),
      ...over,
    };
    return { name: `nomina-${String(i)}.xml`, bytes: Buffer.from(buildPayrollCfdiXml(s)) };
  };
  const uploadCfdis = async (files: { name: string; bytes: Buffer }[]) => {
    const body = filesBody(files);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/services/${w.service.id}/periods`, headers: { ...bearer(w.tokens.provider), ...body.headers }, payload: body.payload });
    const statuses = res.statusCode === 200 ? (json(res).respuesta as { status: string }[]).map((r) => r.status) : [];
    if (statuses.length !== files.length || statuses.some((s) => s !== 'SUBIDO')) throw new Error(`CFDI upload: ${res.body}`);
  };

  beforeAll(async () => {
    ({ t, w } = await startServiceWorld());
    const november = { year: '2026', month: '11' };
    // The list names 0–4; the SUA misses 2 and has 1 under another CURP (same NSS); 3 has no CFDI.
    const list = await sendList(t, w.tokens.provider, w.service.id, 'payroll-lists', november, { name: 'lista.xlsx', bytes: await xlsxOf(LIST_HEADER, [0, 1, 2, 3, 4].map((i) => listRow(member(i)))) });
    if (list.statusCode !== 200) throw new Error(`payroll list: ${list.body}`);
    const otherCurp = workforceMember(50).employee.curp;
    const suaRows = [suaRow(member(0)), suaRow({ ...member(1), curp: otherCurp }), suaRow(member(3)), suaRow(member(4))];
    const sua = await sendList(t, w.tokens.provider, w.service.id, 'sua', november, { name: 'sua.xlsx', bytes: await xlsxOf(SUA_HEADER, suaRows) });
    if (sua.statusCode !== 200) throw new Error(`SUA: ${sua.body}`);
    await uploadCfdis([cfdi(0), cfdi(1), cfdi(2), cfdi(4)]);
    // A payroll of a year after the current one: stored, never listed.
    await uploadCfdis([cfdi(0, { ...SAMPLE_QUINCENA, startDate: '2099-01-01', endDate: '2099-01-15' })]);
  }, 120_000);
  afterAll(() => t.close());

  it('responde 401 sin sesión, 404 a otra empresa o a un servicio que no existe y 400 a un mes inválido; ambas partes (y el Lector) leen', async () => {
    const id = w.service.id;
    const paths = [monthPath(), `${monthPath()}/xlsx`, `/assortCfdiSua/serviceId/${id}`, `/assortByService/serviceId/${id}`, `/services/buildServiceAsTree/${id}`];
    const codes = [];
    for (const path of paths) codes.push([path, (await get(undefined, path)).statusCode, (await get(w.tokens.stranger, path)).statusCode, (await get(w.tokens.reader, path)).statusCode, (await get(w.tokens.provider, path)).statusCode]);
    expect(codes).toEqual(paths.map((path) => [path, 401, 404, 200, 200]));
    expect((await get(w.tokens.client, `/assortCfdiSua/serviceId/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(w.tokens.client, `/assortCfdiSua/serviceId/${id}/month/13/year/2026`)).statusCode).toBe(400);
    expect((await get(w.tokens.client, `/assortCfdiSua/serviceId/${id}/month/0/year/2026`)).statusCode).toBe(400);
  });

  it('el mes pone arriba a quien falta en el SUA y a quien no tiene CFDI, con su motivo; empareja por CURP y a uno solo por NSS', async () => {
    const res = await get(w.tokens.client, monthPath());
    expect(res.statusCode).toBe(200);
    const [period, ...rest] = json(res).respuesta.periodList;
    expect(rest).toEqual([]);
    expect(period).toMatchObject({ year: 2026, month: 11, yearMonth: '2026-11', monthString: 'Noviembre', status: 'error', hasDataPayRoll: true, hasDataSua: true, hasDataCfdi: true, workers: 5, standingOut: 2 });
    expect(period.resumenRequirementList).toEqual([
      { requirementName: 'Lista de nómina', status: 'ok' },
      { requirementName: 'SUA', status: 'ok' },
      { requirementName: 'CFDI de nómina', status: 'ok' },
    ]);
    const rows = period.assortDataRowList as Row[];
    expect(rows.map((r) => [r.name, r.reasons])).toEqual([
      [member(2).name, ['SIN_SUA']],
      [member(3).name, ['SIN_CFDI']],
      [member(4).name, []],
      [member(0).name, []],
      [member(1).name, []],
    ]);
    const byName = (i: number) => rows.find((r) => r.name === member(i).name) as Row;
    expect(byName(0)).toMatchObject({ curpPayroll: { value: member(0).curp, ok: true }, curpSua: { value: member(0).curp, ok: true }, curpCfdi: { value: member(0).curp, ok: true }, cfdiCount: 1 });
    expect(byName(1)).toMatchObject({ curpSua: { value: workforceMember(50).employee.curp, ok: false }, nssSua: { value: member(1).nss, ok: true }, curpCfdi: { value: member(1).curp, ok: true } });
    expect(byName(2)).toMatchObject({ curpSua: { value: null, ok: false }, curpCfdi: { value: member(2).curp, ok: true } });
    expect(byName(3)).toMatchObject({ curpCfdi: { value: null, ok: false }, cfdiCount: 0 });
  });

  it('sin mes: los meses con datos, sin filas, y nunca los de un año posterior al actual', async () => {
    const res = await get(w.tokens.client, `/assortCfdiSua/serviceId/${w.service.id}`);
    const list = json(res).respuesta.periodList as { yearMonth: string; status: string; assortDataRowList: unknown[]; hasDataCfdi: boolean }[];
    expect(list.map((p) => p.yearMonth)).toEqual(['2026-11']);
    expect(list[0]).toMatchObject({ status: 'error', hasDataCfdi: true, assortDataRowList: [] });
    const future = json(await get(w.tokens.client, `/assortCfdiSua/serviceId/${w.service.id}/month/1/year/2099`)).respuesta.periodList;
    expect(future).toEqual([]);
  });

  it('EMPLEADOS: cada trabajador con sus meses; se busca por nombre sin acentos, por CURP y por NSS; se pagina en el servidor', async () => {
    const all = json(await get(w.tokens.client, `/assortByService/serviceId/${w.service.id}?limit=2`)).respuesta;
    expect(all.total).toBe(5);
    expect(all.rows).toHaveLength(2);
    const next = json(await get(w.tokens.client, `/assortByService/serviceId/${w.service.id}?limit=2&offset=4`)).respuesta;
    expect(next.rows).toHaveLength(1);
    const search = async (q: string) => json(await get(w.tokens.client, `/assortByService/serviceId/${w.service.id}?q=${encodeURIComponent(q)}`)).respuesta.rows as { name: string; yearMonths: string[]; curp: string }[];
    const nunez = await search('nunez');
    expect(nunez.map((r) => r.name)).toEqual([member(0).name]);
    expect(nunez[0]?.yearMonths).toEqual(['2026-11']);
    expect((await search('Núñez')).map((r) => r.name)).toEqual([member(0).name]);
    expect((await search(member(3).curp.toLowerCase())).map((r) => r.name)).toEqual([member(3).name]);
    expect((await search(member(4).nss)).map((r) => r.name)).toEqual([member(4).name]);
    expect(await search('nadie así')).toEqual([]);
    // EMPLEADOS also says who stood out in a month, and why.
    expect((await search(member(2).curp))[0]).toMatchObject({ gaps: [{ yearMonth: '2026-11', reason: 'SIN_SUA' }] });
    expect((await search(member(3).curp))[0]).toMatchObject({ gaps: [{ yearMonth: '2026-11', reason: 'SIN_CFDI' }] });
    expect((await search(member(0).curp))[0]).toMatchObject({ gaps: [] });
  });

  it('buildServiceAsTree: las etapas con stageName y su resumenPeriodList', async () => {
    const tree = json(await get(w.tokens.client, `/services/buildServiceAsTree/${w.service.id}`)).respuesta as { stageName: string; resumenPeriodList: { yearMonth: string; resumenRequirementList: { requirementName: string; status: string }[] }[] }[];
    expect(tree.map((s) => s.stageName)).toContain('Reporteo');
    const withPeriods = tree.find((s) => s.resumenPeriodList.length > 0);
    expect(withPeriods?.resumenPeriodList[0]).toMatchObject({ yearMonth: expect.stringMatching(/^\d{4}-\d{2}$/), resumenRequirementList: expect.arrayContaining([expect.objectContaining({ requirementName: expect.any(String), status: expect.any(String) })]) });
  });

  it('Descargar: el mes en xlsx con los grupos de columnas y las filas en el orden de la pantalla', async () => {
    const res = await get(w.tokens.client, `${monthPath()}/xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toContain('Noviembre 2026.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = sheet?.getRow(1).values;
    const header = Array.isArray(values) ? values.slice(1) : [];
    expect(header.slice(0, 9)).toEqual(['LISTA DE NÓMINA · Nombre', 'LISTA DE NÓMINA · CURP', 'LISTA DE NÓMINA · RFC', 'LISTA DE NÓMINA · NSS', 'SUA · CURP', 'SUA · NSS', 'CFDI DE NÓMINA · CURP', 'CFDI DE NÓMINA · RFC', 'CFDI DE NÓMINA · NSS']);
    expect(sheet?.getRow(2).getCell(1).value).toBe(member(2).name);
    expect(sheet?.getRow(2).getCell(10).value).toBe('Con CFDI pero no en el SUA');
    expect(sheet?.rowCount).toBe(6);
  });
});
