import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { riskFilings } from '../../../src/server/modules/risk-board/risk-board-filings';
import { createRiskBoardService, type FilingsReader } from '../../../src/server/modules/risk-board/risk-board.service';
import { ZRiskFilter, ZRiskQuery } from '../../../src/shared/contracts/risk-board.contract';
import { complianceDocuments, filingAcknowledgements, payrollCfdis, riskMarks, services, payrollListRows, payrollPeriods, payrollWorkerLists, serviceContracts } from '../../../src/server/db/schema';
import type { TRiskPage, TRiskRow } from '../../../src/shared/contracts/risk-board.contract';
import { REPSE_REGISTRATION_REQUIREMENT } from '../../../src/shared/domain/compliance';
import { buildComplianceDocument, buildDocumentSet, buildService, linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { rfcOf, sat69bFile } from '../../fixtures/sat-files';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { bearer, listBody, operatorWorld } from '../sat-lists/sat-lists-setup';

/** Today for the board: 20 June 2026 in Mexico City; the period is June, the window July 2025–June 2026. */
const NOW = new Date('2026-06-20T18:00:00Z');
const MONTHS = [1, 2, 3, 4, 5, 6] as const;
/** Sessions are opened on real time (tokens are checked against it); the board then reads on NOW. */
let board = false;
const clock = () => (board ? NOW : new Date());

describe('tablero de riesgos: el nivel de cada proveedor del cliente (issue 24)', () => {
  let t: TestApp;
  let clientId: string;
  let token: string;
  let readerId: string;
  let pymeToken: string;
  let pymeId: string;
  let strangerToken: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ clock });
    const operator = await operatorWorld(t);
    const client = await buildCompany(t.db, { name: 'Corporativo Cliente SA de CV' });
    clientId = client.id;
    const reader = await buildUser(t.db, { companyId: client.id, role: 'Lector' });
    readerId = reader.id;
    token = (await signIn(t.app, reader.email)).accessToken;
    const { set, requirementIds } = await buildDocumentSet(t.db);
    const acta = requirementIds['Acta constitutiva'] ?? '';
    const monthly = [requirementIds['Opinión de cumplimiento SAT 32-D'] ?? '', requirementIds['CFDI de nómina'] ?? ''];
    const repseSet = await buildDocumentSet(t.db, { stages: [{ name: 'Expediente REPSE', groups: [{ name: 'REPSE', requirements: [{ name: REPSE_REGISTRATION_REQUIREMENT, delivery: { kind: 'ONCE', day: 30 } }] }] }] });
    const repse = repseSet.requirementIds[REPSE_REGISTRATION_REQUIREMENT] ?? '';

    /** A provider with one service since January: every delivery accepted, REPSE current, a valid contract, unless told otherwise. */
    async function provider(key: string, name: string, options: { rfc?: string; repse?: boolean; skip?: (req: number, month: number) => boolean; inReview?: (req: number, month: number) => boolean; rejectMarch?: boolean; contractEnds?: string; service?: string; status?: 'PENDING'; filed?: boolean; payroll?: boolean } = {}) {
      const company = await buildCompany(t.db, { name, ...(options.rfc ? { rfc: options.rfc } : {}) });
      ids[key] = company.id;
      await linkCompanies(t.db, client.id, company.id, options.status ?? 'ACCEPTED');
      if (options.status === 'PENDING') return;
      if (options.repse !== false) await buildComplianceDocument(t.db, { companyId: company.id, requirementId: repse, year: 2026, month: 1, status: 'ACCEPTED', expiresOn: '2028-12-31' });
      const service = await buildService(t.db, { clientId: client.id, providerId: company.id, setId: set.id, startDate: '2026-01-01', name: options.service ?? 'Limpieza de oficinas' });
      const acta0 = await buildComplianceDocument(t.db, { companyId: company.id, serviceId: service.id, requirementId: acta, year: 2026, month: 1, status: 'ACCEPTED' });
      for (const [i, requirementId] of monthly.entries())
        for (const month of MONTHS) {
          if (options.skip?.(i, month)) continue;
          const rejected = options.rejectMarch && i === 0 && month === 3;
          const status = rejected ? 'REJECTED' : options.inReview?.(i, month) ? 'REVIEW' : 'ACCEPTED';
          await buildComplianceDocument(t.db, { companyId: company.id, serviceId: service.id, requirementId, year: 2026, month, status });
        }
      await t.db.insert(serviceContracts).values({ serviceId: service.id, fileId: acta0.fileId, name: 'contrato.pdf', beginDate: '2026-01-01', expirationDate: options.contractEnds ?? '2027-12-31', status: 'ACCEPTED' });
      if (options.payroll) await payrollMonth(service.id, acta0.fileId);
      // January–April 2026 (due 17 May): filed unless told otherwise; SISUB only when `filed` is false.
      for (const kind of options.filed === false ? (['SISUB'] as const) : (['ICSOE', 'SISUB'] as const))
        await t.db.insert(filingAcknowledgements).values({ providerId: company.id, year: 2026, period: 1, kind, fileId: acta0.fileId });
    }

    /**
     * June's paid-payroll list names three workers: one paid in June (same CURP), one paid in June
     * under another CURP but the same NSS (matched), one paid only in May: one worker without CFDI.
     */
    async function payrollMonth(serviceId: string, fileId: string) {
      const [list] = await t.db.insert(payrollWorkerLists).values({ serviceId, kind: 'LISTA', year: 2026, month: 6, fileId, rowCount: 3 }).returning();
      const workers = [
        { name: 'Ana Pérez', curp: 'PEAA900101MDFRNN01', rfc: 'PEAA900101AB1', nss: '12345678901' },
        { name: 'José Núñez', curp: 'NUJJ900101HDFXSS02', rfc: 'NUJJ900101AB2', nss: '12345678902' },
        { name: 'Luis Ortiz', curp: 'OILL900101HDFRSS03', rfc: 'OILL900101AB3', nss: '12345678903' },
      ];
      await t.db.insert(payrollListRows).values(workers.map((w, i) => ({ ...w, listId: list?.id ?? '', serviceId, year: 2026, month: 6, rowNumber: i + 1, dailySalary: '400.00', days: 30 })));
      for (const [month, paid] of [
        [6, [workers[0], { ...workers[1], curp: 'NUJJ900101HDFXSS99' }]],
        [5, [workers[2]]],
      ] as const) {
        const day = `2026-0${String(month)}-30`;
        const [period] = await t.db.insert(payrollPeriods).values({ serviceId, startDate: `2026-0${String(month)}-01`, endDate: day, periodicity: '04', name: `Mes ${String(month)}` }).returning();
        for (const [i, w] of paid.entries())
          await t.db.insert(payrollCfdis).values({ serviceId, periodId: period?.id ?? '', fileId, uuid: `uuid-${String(month)}-${String(i)}-${serviceId}`, issuerRfc: 'AAA010101AAA', employeeRfc: w?.rfc ?? '', fullName: w?.name ?? '', curp: w?.curp ?? '', nss: w?.nss ?? '', periodicity: '04', detail: {} });
      }
    }

    await provider('bajo', 'Ángeles Limpieza SA de CV');
    await provider('medio', 'Bodegas del Bajío SA de CV', { rejectMarch: true, service: 'Vigilancia' });
    await provider('contrato', 'Comedores Núñez SA de CV', { contractEnds: '2026-05-31' });
    // June, the month in progress: one of the two deliveries accepted (50 %), but both are due on 17 July.
    await provider('junio', 'Domínguez Servicios SA de CV', { skip: (i, month) => i === 1 && month === 6 });
    // June: nothing delivered yet; May's two deliveries (due 17 June) still in review: none accepted of what is due.
    await provider('critico', 'Especialistas Zúñiga SA de CV', { skip: (_, month) => month === 6, inReview: (_, month) => month === 5 });
    await provider('sinRepse', 'Fumigaciones Peña SA de CV', { repse: false });
    await provider('definitivo', 'Grupo Ordóñez SA de CV', { rfc: rfcOf(0) });
    await provider('presunto', 'Herrería Ibáñez SA de CV', { rfc: rfcOf(1) });
    await provider('invitado', 'Inmobiliaria Treviño SA de CV', { status: 'PENDING' });
    await provider('declaraciones', 'Jardinería Muñoz SA de CV', { filed: false });
    await provider('sinCfdi', 'Kiosco Gómez SA de CV', { payroll: true });

    const pyme = await buildCompany(t.db, { status: 'PYME' });
    pymeId = pyme.id;
    pymeToken = (await signIn(t.app, (await buildUser(t.db, { companyId: pyme.id })).email)).accessToken;
    strangerToken = (await signIn(t.app, (await buildUser(t.db, { companyId: (await buildCompany(t.db)).id })).email)).accessToken;

    const body = listBody({ name: '69b.csv', bytes: sat69bFile({ rows: 12 }).bytes });
    const imported = await t.app.inject({ method: 'POST', url: '/api/v1/sat/lists/69b/import', headers: { ...bearer(operator.operator), ...body.headers }, payload: body.payload });
    if (imported.statusCode !== 200) throw new Error(`69-B import answered ${String(imported.statusCode)}`);
    board = true;
  }, 120_000);
  afterAll(() => t.close());

  const get = (query: Record<string, string | number> = {}, as = token, company = clientId) =>
    t.app.inject({ url: `/api/v1/riesgos/${company}?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))).toString()}`, headers: bearer(as) });
  const page = async (query: Record<string, string | number> = {}): Promise<TRiskPage> => {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    return json(response).respuesta;
  };
  const rowOf = (p: TRiskPage, key: string) => p.items.find((r) => r.providerId === ids[key]) as TRiskRow;

  it('sin sesión 401; sin canAccessRiesgos 403 con el sobre; la empresa de otro 404', async () => {
    expect((await t.app.inject({ url: `/api/v1/riesgos/${clientId}` })).statusCode).toBe(401);
    const forbidden = await get({}, pymeToken, pymeId);
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden)).toMatchObject({ codigo: 403, respuesta: null, mensaje: 'Su usuario no tiene acceso al tablero de riesgos.' });
    expect((await get({}, strangerToken)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/riesgos/${clientId}/reporte-diario`, headers: bearer(strangerToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/riesgos/${pymeId}/reporte-diario`, headers: bearer(pymeToken) })).statusCode).toBe(403);
    expect((await get({ period: '2026-13' })).statusCode).toBe(400);
  });

  it('un proveedor de cada nivel, con sus motivos', async () => {
    const p = await page({ limit: 200 });
    expect(p.providers).toBe(11);
    expect(p.period).toBe('2026-06');
    expect(p.months).toHaveLength(12);
    expect(p.months[0]).toBe('2025-07');
    expect(rowOf(p, 'bajo')).toMatchObject({ level: 'BAJO', reasons: [], acceptedShare: 1, expected: 2, overdue: 0, rejected: 0, repse: 'CURRENT', contract: 'VIGENTE', sat: 'NINGUNA', filings: 'PRESENTADO', payrollDifferences: null });
    expect(rowOf(p, 'bajo').trend).toEqual([null, null, null, null, null, null, 1, 1, 1, 1, 1, 1]);
    expect(rowOf(p, 'medio')).toMatchObject({ level: 'MEDIO', reasons: ['DOCUMENTOS_VENCIDOS', 'DOCUMENTOS_RECHAZADOS'], overdue: 1, rejected: 1 });
    expect(rowOf(p, 'medio').trend.slice(6)).toEqual([1, 1, 0.5, 1, 1, 1]);
    expect(rowOf(p, 'contrato')).toMatchObject({ level: 'MEDIO', reasons: ['CONTRATO_VENCIDO'], contract: 'VENCIDO' });
    // The month in progress shows its share; nothing of it is due yet, so it does not raise the level.
    expect(rowOf(p, 'junio')).toMatchObject({ level: 'BAJO', reasons: [], acceptedShare: 0.5, expected: 2, due: 0, overdue: 0 });
    // May's deliveries in review are not overdue; June's are not due: BAJO in June (ALTO in May, below).
    expect(rowOf(p, 'critico')).toMatchObject({ level: 'BAJO', reasons: [], acceptedShare: 0, overdue: 0 });
    expect(rowOf(p, 'sinRepse')).toMatchObject({ level: 'ALTO', reasons: ['REPSE_SIN_CARGAR'], repse: 'NOT_LOADED' });
    expect(rowOf(p, 'definitivo')).toMatchObject({ level: 'ALTO', reasons: ['SAT_DEFINITIVO'], sat: 'DEFINITIVO' });
    expect(rowOf(p, 'presunto')).toMatchObject({ level: 'MEDIO', reasons: ['SAT_PRESUNTO'], sat: 'PRESUNTO' });
    // An invited provider has no services nor REPSE yet: listed, ALTO for its missing REPSE.
    expect(rowOf(p, 'invitado')).toMatchObject({ linkStatus: 'PENDING', level: 'ALTO', acceptedShare: null, expected: 0, contract: 'SIN_CONTRATO', filings: 'SIN_DATO' });
    // ICSOE of January–April not filed by 17 May: Vencido.
    expect(rowOf(p, 'declaraciones')).toMatchObject({ level: 'MEDIO', reasons: ['DECLARACIONES_VENCIDAS'], filings: 'VENCIDO' });
    // June's paid-payroll list has a worker no June CFDI pays (paid in May only): MEDIO.
    expect(rowOf(p, 'sinCfdi')).toMatchObject({ level: 'MEDIO', reasons: ['TRABAJADORES_SIN_CFDI'], workersWithoutCfdi: 1, payrollDifferences: 0 });
    expect(rowOf(p, 'bajo').workersWithoutCfdi).toBeNull();
    expect(p.counts).toEqual({ ALTO: 3, MEDIO: 5, BAJO: 3 });
    expect(p.total).toBe(11);
  });

  it('un mes ya vencido se juzga por lo aceptado de lo que debía entregar: mayo, con sus entregas en revisión, es ALTO', async () => {
    const p = await page({ period: '2026-05', limit: 200 });
    expect(rowOf(p, 'critico')).toMatchObject({ level: 'ALTO', reasons: ['CUMPLIMIENTO_CRITICO'], acceptedShare: 0, expected: 2, due: 2, overdue: 0 });
    expect(rowOf(p, 'junio')).toMatchObject({ level: 'BAJO', reasons: [], acceptedShare: 1 });
    expect(rowOf(p, 'bajo')).toMatchObject({ level: 'BAJO', acceptedShare: 1 });
  });

  it('en un mes vencido solo a medias, lo aceptado antes de tiempo no tapa lo que ya debía: ALTO', async () => {
    // A service from 25 May whose set asks two monthly deliveries, due on the 17th and the 25th of the
    // next month, and an acta due 30 days after the start (24 June). On 20 June only May's first
    // delivery is due, and it is in review; the other two, accepted early, are not due yet.
    const client = await buildCompany(t.db, { name: 'Cliente Parcial SA de CV' });
    const reader = await buildUser(t.db, { companyId: client.id, role: 'Lector' });
    board = false;
    const readerToken = (await signIn(t.app, reader.email)).accessToken;
    board = true;
    const provider = await buildCompany(t.db, { name: 'Proveedor Parcial SA de CV' });
    await linkCompanies(t.db, client.id, provider.id, 'ACCEPTED');
    const { set, requirementIds } = await buildDocumentSet(t.db, {
      stages: [
        {
          name: 'Mensual',
          groups: [
            {
              name: 'Documentos',
              requirements: [
                { name: 'Acta constitutiva', delivery: { kind: 'ONCE', day: 30 } },
                { name: 'Opinión de cumplimiento SAT 32-D', delivery: { kind: 'MONTHLY', day: 17 } },
                { name: 'CFDI de nómina', delivery: { kind: 'MONTHLY', day: 25 } },
              ],
            },
          ],
        },
      ],
    });
    const service = await buildService(t.db, { clientId: client.id, providerId: provider.id, setId: set.id, startDate: '2026-05-25' });
    const document = (name: string, status: 'ACCEPTED' | 'REVIEW') =>
      buildComplianceDocument(t.db, { companyId: provider.id, serviceId: service.id, requirementId: requirementIds[name] ?? '', year: 2026, month: 5, status });
    await document('Acta constitutiva', 'ACCEPTED');
    await document('Opinión de cumplimiento SAT 32-D', 'REVIEW');
    await document('CFDI de nómina', 'ACCEPTED');
    const response = await get({ period: '2026-05' }, readerToken, client.id);
    expect(response.statusCode).toBe(200);
    const [row] = (json(response).respuesta as TRiskPage).items;
    expect(row).toMatchObject({ providerId: provider.id, acceptedShare: 2 / 3, expected: 3, due: 1, overdue: 0 });
    expect(row?.reasons).toContain('CUMPLIMIENTO_CRITICO');
    // The last four-month period due (January–April) ended before the service began: it owes no ICSOE/SISUB for it.
    expect(row).toMatchObject({ filings: 'SIN_DATO' });
    expect(row?.reasons).not.toContain('DECLARACIONES_VENCIDAS');
  });

  it('un mes anterior se lee con su propia ventana: en marzo el rechazado aún no vencía', async () => {
    const p = await page({ period: '2026-03', limit: 200 });
    expect(p.months.at(-1)).toBe('2026-03');
    expect(rowOf(p, 'medio')).toMatchObject({ acceptedShare: 0.5, rejected: 1 });
    expect(rowOf(p, 'critico')).toMatchObject({ acceptedShare: 1 });
  });

  it('ordena por nivel (Alto primero), por nombre y por cumplimiento, y pagina', async () => {
    const byLevel = await page({ limit: 200 });
    expect(byLevel.items.map((r) => r.level)).toEqual(['ALTO', 'ALTO', 'ALTO', 'MEDIO', 'MEDIO', 'MEDIO', 'MEDIO', 'MEDIO', 'BAJO', 'BAJO', 'BAJO']);
    // Within a level, the lowest share first (nothing expected last), then the name.
    expect(byLevel.items.slice(0, 3).map((r) => r.providerId)).toEqual([ids.sinRepse, ids.definitivo, ids.invitado]);
    expect(byLevel.items.slice(8).map((r) => r.providerId)).toEqual([ids.critico, ids.junio, ids.bajo]);
    const desc = await page({ sort: 'nivel', dir: 'desc', limit: 1 });
    expect(desc.items.map((r) => r.providerId)).toEqual([ids.critico]);
    const names = await page({ sort: 'nombre', limit: 3 });
    expect(names.items.map((r) => r.name)).toEqual(['Ángeles Limpieza SA de CV', 'Bodegas del Bajío SA de CV', 'Comedores Núñez SA de CV']);
    const next = await page({ sort: 'nombre', offset: 3, limit: 3 });
    expect(next.items.map((r) => r.name)).toEqual(['Domínguez Servicios SA de CV', 'Especialistas Zúñiga SA de CV', 'Fumigaciones Peña SA de CV']);
    const share = await page({ sort: 'cumplimiento', dir: 'asc', limit: 200 });
    expect(share.items[0]?.providerId).toBe(ids.critico);
    // Nothing expected goes last.
    expect(share.items.at(-1)?.providerId).toBe(ids.invitado);
  });

  it('filtra por nivel, búsqueda sin acentos y servicio; los conteos ignoran el nivel', async () => {
    const alto = await page({ nivel: 'ALTO' });
    expect(alto.total).toBe(3);
    expect(alto.counts).toEqual({ ALTO: 3, MEDIO: 5, BAJO: 3 });
    const search = await page({ q: 'nunez' });
    expect(search.items.map((r) => r.providerId)).toEqual([ids.contrato]);
    expect(search.counts).toEqual({ ALTO: 0, MEDIO: 1, BAJO: 0 });
    expect(search.providers).toBe(11);
    // The whole board's texts are scanned as one: a word of every row, the first row's and the last row's, an RFC after the name.
    expect((await page({ q: 'SA DE CV' })).total).toBe(11);
    expect((await page({ q: 'angeles' })).items.map((r) => r.providerId)).toEqual([ids.bajo]);
    expect((await page({ q: 'kiosco gomez' })).items.map((r) => r.providerId)).toEqual([ids.sinCfdi]);
    expect((await page({ q: `de cv ${rfcOf(0)}` })).items.map((r) => r.providerId)).toEqual([ids.definitivo]);
    expect((await page({ q: 'sin coincidencia' })).total).toBe(0);
    const service = await page({ service: 'vigilancia' });
    expect(service.items.map((r) => r.providerId)).toEqual([ids.medio]);
    expect(service.services).toEqual(['Limpieza de oficinas', 'Vigilancia']);
  });

  it('Descargar Reporte Diario: ReporteDiario-{dd-mm-aaaa}.xlsx con cada proveedor', async () => {
    const response = await t.app.inject({ url: `/api/v1/riesgos/${clientId}/reporte-diario`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('ReporteDiario-20-06-2026.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Reporte Diario');
    expect(sheet).toBeDefined();
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]?.slice(0, 4)).toEqual(['Nivel', 'Proveedor', 'RFC', 'Cumplimiento del mes']);
    const providers = rows.slice(1, 12);
    expect(providers.map((r) => r[0])).toEqual(['Alto', 'Alto', 'Alto', 'Medio', 'Medio', 'Medio', 'Medio', 'Medio', 'Bajo', 'Bajo', 'Bajo']);
    const medio = providers.find((r) => r[1] === 'Bodegas del Bajío SA de CV');
    expect(medio).toMatchObject({ 0: 'Medio', 3: 1, 5: 1, 6: 1, 13: 'Documentos vencidos; Documentos rechazados' });
    expect(providers.find((r) => r[1] === 'Grupo Ordóñez SA de CV')?.[7]).toBe('Definitivo (69-B)');
    expect(String(rows.at(-1)?.[0])).toBe('Generado el 20/06/2026; periodo 2026-06.');
  });

  it('fuera de las pruebas el tablero se conserva: lo que cambia se recalcula por proveedor; un día nuevo lo renueva en segundo plano', async () => {
    let today = NOW;
    const service = createRiskBoardService({ db: t.db, now: () => today, keep: true });
    const actor = { userId: readerId, sessionId: 'prueba', requestedCompanyId: undefined };
    const query = ZRiskQuery.parse({ limit: 200 });
    const first = await service.page(actor, clientId, query);
    expect(rowOf(first, 'bajo')).toMatchObject({ level: 'BAJO', rejected: 0 });
    // A provider invited and a document rejected show on the next request (risk_marks, written by triggers).
    const late = await buildCompany(t.db, { name: 'Zapatería Tardía SA de CV' });
    await linkCompanies(t.db, clientId, late.id);
    const [june] = await t.db
      .select({ id: complianceDocuments.id })
      .from(complianceDocuments)
      .innerJoin(services, eq(services.id, complianceDocuments.serviceId))
      .where(and(eq(services.providerCompanyId, ids.bajo ?? ''), eq(complianceDocuments.year, 2026), eq(complianceDocuments.month, 6)))
      .limit(1);
    await t.db.update(complianceDocuments).set({ status: 'REJECTED' }).where(eq(complianceDocuments.id, june?.id ?? ''));
    const patched = await service.page(actor, clientId, query);
    expect(patched.total).toBe(first.total + 1);
    expect(rowOf(patched, 'bajo')).toMatchObject({ level: 'MEDIO', rejected: 1, acceptedShare: 0.5 });
    expect(rowOf(patched, 'medio')).toEqual(rowOf(first, 'medio'));
    // The invited provider took its place in name order (a patch inserts, it does not sort again).
    const names = (await service.page(actor, clientId, ZRiskQuery.parse({ sort: 'nombre', limit: 200 }))).items.map((r) => r.name);
    expect(names).toEqual(names.toSorted(new Intl.Collator('es-MX', { sensitivity: 'base' }).compare));
    expect(names.at(-1)).toBe('Zapatería Tardía SA de CV');
    const byLevel = (await service.page(actor, clientId, ZRiskQuery.parse({ limit: 200 }))).items;
    expect(byLevel.map((r) => r.level)).toEqual(['ALTO', 'ALTO', 'ALTO', 'ALTO', 'MEDIO', 'MEDIO', 'MEDIO', 'MEDIO', 'MEDIO', 'MEDIO', 'BAJO', 'BAJO']);
    // The daily report of a kept board is written once: the same bytes again, a valid xlsx.
    const download = async () => {
      const report = await service.dailyReport(actor, clientId, ZRiskFilter.parse({}));
      if (!('bytes' in report)) throw new Error('a kept board answers the bytes');
      return report.bytes;
    };
    const report = await download();
    expect(report.subarray(0, 2).toString()).toBe('PK');
    expect((await download()).equals(report)).toBe(true);
    // Without a mark the same day keeps the board; the next day answers it once more, then recomputes it whole.
    const later = await buildCompany(t.db, { name: 'Zurcidos Últimos SA de CV' });
    await linkCompanies(t.db, clientId, later.id);
    await t.db.delete(riskMarks);
    expect((await service.page(actor, clientId, query)).total).toBe(patched.total);
    today = new Date(NOW.getTime() + 24 * 3_600_000);
    expect((await service.page(actor, clientId, query)).total).toBe(patched.total);
    await vi.waitFor(async () => expect((await service.page(actor, clientId, query)).total).toBe(patched.total + 1));
    await t.db.update(complianceDocuments).set({ status: 'ACCEPTED' }).where(eq(complianceDocuments.id, june?.id ?? ''));
  });

  it('un tablero que tarda en calcularse por primera vez responde «calculando» sin esperar; el reporte sí espera', async () => {
    // The computation is held at its filings step until the test lets it go.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const filings = riskFilings(t.db);
    const slow: FilingsReader = async (...args) => {
      await held;
      return filings(...args);
    };
    const service = createRiskBoardService({ db: t.db, now: () => NOW, keep: true, firstWaitMs: 0, filings: slow });
    const actor = { userId: readerId, sessionId: 'prueba', requestedCompanyId: undefined };
    const query = ZRiskQuery.parse({ limit: 200 });
    const first = await service.page(actor, clientId, query);
    expect(first).toMatchObject({ computing: true, items: [], total: 0, counts: { ALTO: 0, MEDIO: 0, BAJO: 0 }, services: [], period: '2026-06' });
    expect(first.providers).toBeGreaterThan(0);
    const report = service.dailyReport(actor, clientId, ZRiskFilter.parse({}));
    expect((await service.page(actor, clientId, query)).computing).toBe(true);
    release();
    const bytes = await report;
    expect('bytes' in bytes && bytes.bytes.subarray(0, 2).toString()).toBe('PK');
    const ready = await service.page(actor, clientId, query);
    expect(ready.computing).toBe(false);
    expect(ready.total).toBe(first.providers);
    expect(ready.items).toHaveLength(ready.total);
  });

  it('si el primer cálculo falla después de responder «calculando», la siguiente página lo dice y la otra lo intenta de nuevo', async () => {
    // Made before the computation starts: on PostgreSQL the test may let it fail before it reaches its filings step.
    let fail = () => {};
    const failure = new Promise<never>((_resolve, reject) => {
      fail = () => reject(new Error('conexión perdida'));
    });
    failure.catch(() => undefined);
    let attempts = 0;
    const filings = riskFilings(t.db);
    const failing: FilingsReader = async (...args) => {
      attempts += 1;
      if (attempts === 1) await failure;
      return filings(...args);
    };
    const service = createRiskBoardService({ db: t.db, now: () => NOW, keep: true, firstWaitMs: 0, filings: failing });
    const actor = { userId: readerId, sessionId: 'prueba', requestedCompanyId: undefined };
    const query = ZRiskQuery.parse({ limit: 200 });
    expect((await service.page(actor, clientId, query)).computing).toBe(true);
    fail();
    await expect.poll(() => service.page(actor, clientId, query).then(() => 'sin error', (error: Error) => error.message), { timeout: 10_000 }).toBe('conexión perdida');
    expect(attempts).toBe(1);
    await vi.waitFor(async () => expect((await service.page(actor, clientId, query)).computing).toBe(false), { timeout: 10_000 });
    expect(attempts).toBe(2);
  });

  it('una empresa sin proveedores: providers 0 (No se ha configurado el tablero de riesgos)', async () => {
    board = false;
    const lonely = await buildCompany(t.db);
    const lonelyToken = (await signIn(t.app, (await buildUser(t.db, { companyId: lonely.id })).email)).accessToken;
    board = true;
    const response = await get({}, lonelyToken, lonely.id);
    expect(response.statusCode).toBe(200);
    expect(json(response).respuesta).toMatchObject({ providers: 0, total: 0, items: [], counts: { ALTO: 0, MEDIO: 0, BAJO: 0 } });
  });
});
