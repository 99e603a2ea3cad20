import { once } from 'node:events';
import { threadId } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CATALOGO as M } from '../../../src/shared/labels/messages';
import { WORKBOOK_BUDGET } from '../../../src/server/xlsx/workbook-limits';
import type { WorkbookJobResult } from '../../../src/server/xlsx/workbook-parse-job';
import { workbookParsePool } from '../../../src/server/xlsx/workbook-parse-pool';
import { smallCatalogue } from '../../fixtures/catalogue-workbooks';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { workbookBomb } from '../../fixtures/workbook-bombs';

/** Issue 8, item 3: a workbook that unpacks to a huge sheet must neither stall the server nor be read past the cell budget. */
describe('libros bomba de catálogo', { timeout: 120_000 }, () => {
  let t: TestApp;
  let clientId: string;
  let admin: string;
  let bomb: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { invitedAs: 'client' })).id;
    admin = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId, role: 'Administrador' })).email)).accessToken;
    // 20,000 rows × 6 numbers = 120,000 filled cells: over the budget, yet well inside the zip limits.
    bomb = await workbookBomb({ rows: 20_000, columns: 6 });
  });
  afterEach(() => {
    workbookParsePool.beforeSettle = undefined;
  });
  afterAll(async () => {
    await workbookParsePool.close();
    await t.close();
  });

  const auth = () => ({ authorization: `Bearer ${admin}` });
  const upload = (bytes: Buffer) =>
    t.app.inject({ method: 'POST', url: '/api/v1/util/uploadToSession', headers: auth(), payload: { name: 'Bomba.xlsx', extension: 'xlsx', content: bytes.toString('base64') } });
  const create = (fileId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/catalogueGenerador/${fileId}`,
      headers: auth(),
      payload: { idCompany: clientId, fileName: 'Bomba', comment: '', startDate: '2026-01-01', endDate: '2026-12-31' },
    });
  async function uploaded(bytes: Buffer) {
    const response = await upload(bytes);
    expect(response.statusCode).toBe(200);
    return json(response).respuesta as string;
  }

  it('rechaza un libro con más de 100,000 celdas con datos con un mensaje claro y no lo registra', async () => {
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const response = await create(await uploaded(bomb));
    expect(response.statusCode).toBe(400);
    expect(json(response).mensaje).toBe(M.demasiadasCeldas('100,000'));
    expect(json(response).mensaje).toContain('100,000 celdas con datos');
    const list = json(await t.app.inject({ method: 'GET', url: `/api/v1/catalogueGenerador/idCompany/${clientId}/all`, headers: auth() }));
    expect(list.respuesta).toEqual([]);
  });

  it('acepta un libro justo en el presupuesto de celdas', async () => {
    const fits = await workbookBomb({ rows: WORKBOOK_BUDGET.maxFilledCells / 5, columns: 5 });
    const response = await create(await uploaded(fits));
    expect(response.statusCode).toBe(200);
    expect(json(response).respuesta.sheetList).toEqual(['Catalogo PE Materiales']);
  });

  it('responde /api/health mientras el libro se lee en otro hilo, antes de que termine la carga', async () => {
    const fileId = await uploaded(bomb);
    // The parse's answer is held until health has answered, so the order below is fixed, not timed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    workbookParsePool.beforeSettle = () => held;
    const parsed = once(workbookParsePool.events, 'end') as Promise<[WorkbookJobResult]>;
    let settled = false;
    const creating = create(fileId).then((response) => {
      settled = true;
      return response;
    });

    const [result] = await parsed;
    expect(result.threadId).not.toBe(threadId);
    expect(result).toMatchObject({ ok: false, problem: 'too-many-cells' });

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(json(health).status).toBe('ok');
    expect(settled).toBe(false);

    release();
    const response = await creating;
    expect(response.statusCode).toBe(400);
    expect(json(response).mensaje).toBe(M.demasiadasCeldas('100,000'));
  });

  // Issue 20 §17: 15,000 cells of 1,000 characters pass the cell budget and the XML size, and
  // storing their 15 MB of text held the main thread; the text has its own budget now.
  const LONG_TEXT = 'Cable monomodo 12 hilos de fibra óptica, instalación aérea. '.repeat(17).slice(0, 1_000);
  const catalogues = async () => (json(await t.app.inject({ method: 'GET', url: `/api/v1/catalogueGenerador/idCompany/${clientId}/all`, headers: auth() })).respuesta as unknown[]).length;

  it('rechaza un libro de 15,000 celdas de 1,000 caracteres (15 MB de XML) por su texto, con un mensaje claro, y no lo registra', async () => {
    const before = await catalogues();
    const heavy = await workbookBomb({ rows: 3_000, columns: 5, text: LONG_TEXT });
    const response = await create(await uploaded(heavy));
    expect(response.statusCode).toBe(400);
    expect(json(response).mensaje).toBe(M.demasiadoTexto('4,000,000'));
    expect(json(response).mensaje).toContain('máximo de caracteres de texto en sus celdas (4,000,000)');
    expect(await catalogues()).toBe(before);
  });

  it('acepta un libro bajo el presupuesto de texto (3,500 celdas de 1,000 caracteres)', async () => {
    expect(WORKBOOK_BUDGET.maxTextChars).toBe(4_000_000);
    const response = await create(await uploaded(await workbookBomb({ rows: 700, columns: 5, text: LONG_TEXT })));
    expect(response.statusCode).toBe(200);
  });

  it('sigue registrando un catálogo normal después de rechazar una bomba', async () => {
    const response = await create(await uploaded(await smallCatalogue()));
    expect(response.statusCode).toBe(200);
    expect(json(response).respuesta.sheetList).toEqual(['Catalogo PE Materiales', 'Destajo CHC']);
  });
});
