import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documentSets, files, requirements } from '../../../src/server/db/schema';
import { WORKBOOK_KIND } from '../../../src/server/modules/document-sets/document-sets.service';
import { DOCUMENT_SET_COLUMNS, DOCUMENT_SET_SHEET } from '../../../src/shared/domain/document-set-workbook';
import { IMPORTACION_SETS as X, MENSAJES_SETS as M } from '../../../src/shared/labels/document-sets';
import { MENSAJES_CATALOGO } from '../../../src/shared/labels/messages';
import { macroEnabled } from '../../fixtures/catalogue-workbooks';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { multipartBody } from '../files/multipart-body';

const HEADER = DOCUMENT_SET_COLUMNS.map((c) => c.header);
type Cell = string | number | null;

async function workbook(rows: Cell[][], header: Cell[] = HEADER): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(DOCUMENT_SET_SHEET);
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const GOOD: Cell[][] = [
  ['Expediente', 'Documentos de alta', 'Constitutivos', 'Acta constitutiva', 'PDF', 'Una sola vez', 10, 'Con sus reformas'],
  ['Expediente', '', 'Constitutivos', 'Registro REPSE', 'pdf', 'una sola vez', '15', ''],
  ['Cumplimiento', '', '', 'CFDI de nómina', 'XML', 'Mensual', 17, ''],
  ['cumplimiento', '', 'IMSS', 'Opinión IMSS', 'PDF', 'Bimestral', 5, ''],
  ['Reporteo', 'Informes cuatrimestrales', '', '', '', '', '', ''],
];

describe('[ADMINISTRACIÓN] Nuevo set de documentos desde Excel', () => {
  let t: TestApp;
  let companyId: string;
  let adminToken: string;
  let readerToken: string;
  let outsiderToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await buildCompany(t.db, { name: 'Sets Excel SA de CV', status: 'CORPORATIVO', invitedAs: 'client' })).id;
    adminToken = (await signIn(t.app, (await buildUser(t.db, { companyId })).email)).accessToken;
    readerToken = (await signIn(t.app, (await buildUser(t.db, { companyId, role: 'Lector' })).email)).accessToken;
    outsiderToken = (await signIn(t.app, (await buildUser(t.db, { companyId: (await buildCompany(t.db)).id })).email)).accessToken;
  });
  afterAll(() => t.close());

  const upload = (name: string, file: { name: string; bytes: Uint8Array } | undefined, token: string | null = adminToken) => {
    const body = multipartBody({ name }, file);
    return t.app.inject({ method: 'POST', url: `/api/v1/companies/${companyId}/document-sets/import`, payload: body.payload, headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  };
  const setsNamed = async (name: string) => (await t.db.select({ n: count() }).from(documentSets).where(and(eq(documentSets.ownerCompanyId, companyId), eq(documentSets.name, name))))[0]?.n ?? 0;
  const workbookFiles = async () => (await t.db.select({ n: count() }).from(files).where(and(eq(files.companyId, companyId), eq(files.kind, WORKBOOK_KIND))))[0]?.n ?? 0;

  it('un archivo correcto crea el set con sus etapas, grupos y requisitos, y deja su línea en la Bitácora', async () => {
    const filesBefore = await workbookFiles();
    const response = await upload('Limpieza desde Excel', { name: 'set.xlsx', bytes: await workbook(GOOD) });
    expect(response.statusCode).toBe(200);
    const tree = json(response).respuesta;
    expect(tree).toMatchObject({ name: 'Limpieza desde Excel', platform: false, stagesCount: 3 });
    expect(tree.stages.map((s: { name: string; description: string }) => [s.name, s.description])).toEqual([
      ['Expediente', 'Documentos de alta'],
      ['Cumplimiento', ''],
      ['Reporteo', 'Informes cuatrimestrales'],
    ]);
    expect(tree.stages[0].groups).toEqual([
      expect.objectContaining({
        name: 'Constitutivos',
        requirements: [
          expect.objectContaining({ name: 'Acta constitutiva', format: 'PDF', delivery: { kind: 'ONCE', day: 10 }, helpText: 'Con sus reformas' }),
          expect.objectContaining({ name: 'Registro REPSE', format: 'PDF', delivery: { kind: 'ONCE', day: 15 } }),
        ],
      }),
    ]);
    expect(tree.stages[1].groups.map((g: { name: string; requirements: { name: string; delivery: object }[] }) => [g.name, g.requirements.map((r) => [r.name, r.delivery])])).toEqual([
      ['General', [['CFDI de nómina', { kind: 'MONTHLY', day: 17 }]]],
      ['IMSS', [['Opinión IMSS', { kind: 'BIMONTHLY', day: 5 }]]],
    ]);
    expect(tree.stages[2].groups).toEqual([]);
    const [line] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'document_set.created'), eq(auditLog.entityId, tree.id)));
    expect(line).toMatchObject({ companyId, details: expect.objectContaining({ name: 'Limpieza desde Excel', source: 'xlsx', stages: 3, requirements: 4 }) });
    expect(await workbookFiles()).toBe(filesBefore + 1);
  });

  it('filas con errores: responde cada fila en español y no crea nada', async () => {
    const before = (await t.db.select({ n: count() }).from(requirements))[0]?.n;
    const filesBefore = await workbookFiles();
    const bad = await workbook([
      ['Expediente', '', '', 'Acta constitutiva', 'PDF', 'Una sola vez', 10, ''],
      ['', '', '', 'Sin etapa', 'PDF', 'Mensual', 3, ''],
      ['Cumplimiento', '', 'IMSS', '', 'DOCX', 'Semanal', 31, ''],
      ['Expediente', '', '', 'acta constitutiva', 'PDF', 'Mensual', 2, ''],
    ]);
    const response = await upload('Set con errores', { name: 'errores.xlsx', bytes: bad });
    expect(response.statusCode).toBe(400);
    const body = json(response);
    expect(body.mensaje).toBe(`${X.conErrores(3)} ${X.fila(3, [X.falta('Etapa')])}`);
    const rows = Object.entries(body.respuesta.campos as Record<string, string>).filter(([key]) => key.startsWith('filas.')).map(([, message]) => message);
    expect(rows).toEqual([
      X.fila(3, [X.falta('Etapa')]),
      X.fila(4, [X.falta('Requisito'), X.formato('DOCX'), X.periodicidad('Semanal', ['Una sola vez', 'Mensual', 'Bimestral', 'Cuatrimestral', 'Anual']), X.dia('31')]),
      X.fila(5, [X.repetido('acta constitutiva', 'General', 2)]),
    ]);
    expect(rows[0]).toBe('Fila 3: falta la etapa');
    expect(body.respuesta.campos.file).toBe(X.conErrores(3));
    expect(await setsNamed('Set con errores')).toBe(0);
    expect((await t.db.select({ n: count() }).from(requirements))[0]?.n).toBe(before);
    expect(await workbookFiles()).toBe(filesBefore);
  });

  it("sin etapas responde 'Debe haber al menos una etapa' (solo encabezado), y un encabezado ajeno lo dice", async () => {
    const filesBefore = await workbookFiles();
    const empty = await upload('Set vacío', { name: 'vacio.xlsx', bytes: await workbook([]) });
    expect([empty.statusCode, json(empty).mensaje, json(empty).respuesta.campos]).toEqual([400, M.etapaRequerida, { file: M.etapaRequerida }]);
    expect(M.etapaRequerida).toBe('Debe haber al menos una etapa');
    const foreign = await upload('Set ajeno', { name: 'otro.xlsx', bytes: await workbook([['a', 'b']], ['Nombre', 'Precio']) });
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).respuesta.campos['filas.000']).toBe(X.encabezado(1));
    expect(await setsNamed('Set vacío')).toBe(0);
    expect(await workbookFiles()).toBe(filesBefore);
  });

  it('el flujo de archivos rechaza un libro con macros, uno de más de 2 MB y lo que no es Excel', async () => {
    const filesBefore = await workbookFiles();
    const macros = await upload('Con macros', { name: 'macros.xlsx', bytes: macroEnabled(await workbook(GOOD)) });
    expect([macros.statusCode, json(macros).respuesta.campos]).toEqual([400, { file: MENSAJES_CATALOGO.archivoConMacros }]);
    const big = await workbook([...GOOD, ['Anexos', 'x'.repeat(400), '', '', '', '', '', '']]);
    const oversized = await upload('Muy grande', { name: 'grande.xlsx', bytes: Buffer.concat([big, Buffer.alloc(2 * 1024 * 1024)]) });
    expect([oversized.statusCode, json(oversized).mensaje]).toEqual([400, X.archivoMuyGrande]);
    const pdf = await upload('Un PDF', { name: 'set.xlsx', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') });
    expect([pdf.statusCode, json(pdf).respuesta.campos]).toEqual([400, { file: X.archivoInvalido }]);
    expect(await setsNamed('Con macros')).toBe(0);
    expect(await workbookFiles()).toBe(filesBefore);
  });

  it('responde 401 sin sesión, 403 a un Lector, 404 a otra empresa y 400 sin archivo o sin nombre; la plantilla trae el encabezado y sus validaciones', async () => {
    const file = { name: 'set.xlsx', bytes: await workbook(GOOD) };
    expect((await upload('X', file, null)).statusCode).toBe(401);
    expect((await upload('X', file, readerToken)).statusCode).toBe(403);
    expect((await upload('X', file, outsiderToken)).statusCode).toBe(404);
    const noFile = await upload('Sin archivo', undefined);
    expect([noFile.statusCode, json(noFile).respuesta.campos]).toEqual([400, { file: X.archivoRequerido }]);
    const noName = await upload('  ', file);
    expect([noName.statusCode, json(noName).respuesta.campos]).toEqual([400, { name: M.nombreRequerido }]);
    expect((await upload('Nombre repetido', file)).statusCode).toBe(200);
    const taken = await upload('nombre REPETIDO', file);
    expect([taken.statusCode, json(taken).mensaje]).toEqual([409, M.nombreDuplicado]);

    const template = (token: string | null) => t.app.inject({ method: 'GET', url: `/api/v1/companies/${companyId}/document-sets/import/template`, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await template(null)).statusCode).toBe(401);
    expect((await template(readerToken)).statusCode).toBe(403);
    const answer = await template(adminToken);
    expect(answer.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet(DOCUMENT_SET_SHEET);
    if (!sheet) throw new Error('la plantilla no trae la hoja del set');
    expect((sheet.getRow(1).values as Cell[]).slice(1)).toEqual(HEADER);
    expect(sheet.getCell('E2').dataValidation).toMatchObject({ type: 'list', formulae: ['"PDF,XML"'] });
    expect(sheet.getCell('G2').dataValidation).toMatchObject({ type: 'whole', formulae: [1, 28] });
    // The blank template itself is "no stage".
    const blank = await upload('Plantilla vacía', { name: 'plantilla.xlsx', bytes: answer.rawPayload });
    expect(json(blank).mensaje).toBe(M.etapaRequerida);
  });
});
