import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import type { TDevMail } from '../../src/shared/contracts/dev-mailbox.contract';
import { jpegHeader } from '../fixtures/jpeg';
import { pngImage } from '../fixtures/png';
import { DESKTOP, launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { waitForDevMail } from './support/mail';
import { type RunningServer, startServer } from './support/server';

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel(/correo/i).fill(email);
  await page.getByLabel(/^contraseña/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** A generator ready to sign, filled through the API as the field supervisor would from the wizard. */
async function readyGenerator(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'campo@proveedor.demo', password: DEMO_PASSWORD }) });
  const token = ((await login.json()) as { respuesta: { accessToken: string } }).respuesta.accessToken;
  const call = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const json = (await response.json()) as { codigo: number; respuesta: any; mensaje: string };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.mensaje}`);
    return json.respuesta;
  };
  const providerId = (await call('GET', '/users/me')).mainCompany.id as string;
  const clients = (await call('GET', `/companies/${providerId}/clients?search=corporativo`)).items as { id: string }[];
  const id = randomUUID();
  const { generatedCode } = await call('POST', `/generador/init/idCompany/${clients[0]?.id}/idProvider/${providerId}`, { id });
  await call('PATCH', `/generador/general/id/${id}`, {
    general: {
      clientName: 'Corporativo Demo SA de CV', csp: 'CSP-501', serviceOfferedIdList: ['Instalación de fibra óptica'], startDate: '2026-11-02', endDate: '2026-11-13',
      idSupplier: 'PROV-77', idSap: 'SAP-1001', city: 'Guadalajara', state: 'Jalisco', address: 'Av. Vallarta 1200', area: 'Operaciones', assignment: 'PIM', businessUnit: 'Empresarial',
    },
    supervisor: {
      name: 'Luis Alberto', lastName: 'García', motherLastName: 'Pérez', phone: '3312345678', email: 'campo@proveedor.demo', listRegions: 'Occidente',
      listResponsible: 'Ana Ruiz Castañeda', phoneResponsible: '3331234567', emailResponsible: 'ana.ruiz@corporativo.demo', emailManager: 'hector.salinas@corporativo.demo',
    },
  });
  await call('PATCH', `/generador/geolocation/id/${id}`, { date: '2026-11-03', address: 'Av. Vallarta 1200', code: 'GDL-7', name: 'Sitio Vallarta', coordinates: { lat: 20.6736, lng: -103.3927, accuracy: 9 }, folioTracker: 'FT-2026-77' });
  await call('POST', `/generador/id/${id}/providerLogo`, { name: 'logo.png', extension: 'png', content: pngImage(120, 60).toString('base64') });
  for (let i = 0; i < 5; i++) {
    await call('POST', `/generador/photographic/id/${id}/photos`, { id: randomUUID(), list: i < 2 ? 'beforeList' : 'endList', ns: `NS-${i}`, activities: `Empalme ${i}`, content: jpegHeader(800, 600, `${id}-${i}`).toString('base64') });
  }
  await call('POST', `/generador/generadorPdfAndProcess/${id}`);
  return generatedCode as string;
}

async function waitForSigningCode(baseUrl: string, to: string, after: Set<string>): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const body = (await (await fetch(`${baseUrl}/api/v1/dev/mailbox?page=0&size=50`)).json()) as { respuesta: { items: TDevMail[] } };
    const mail = body.respuesta.items.find((m) => m.to === to && m.subject.startsWith('Código de firma') && !after.has(m.id));
    const code = mail?.text.match(/es (\d{6})\./)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error('No llegó el código de firma');
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('[GENERADORES]: la oficina consulta, filtra, exporta, revisa y firma generadores', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await server?.stop();
  });

  it('[GENERADORES]: el administrador del cliente filtra la lista, descarga el reporte, ve un PDF y aprueba', async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl, acceptDownloads: true });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, 'admin@corporativo.demo');
    await page.waitForURL(/\/dashboard\/home/);
    await page.getByRole('button', { name: 'Omitir' }).click();

    // The REPSE home of a client with generator providers leads to their generators.
    await page.getByRole('region', { name: 'Generadores' }).getByText('4 proveedores de generadores vinculados a su empresa.').waitFor();
    await page.getByRole('link', { name: 'Consultar generadores' }).click();
    await page.waitForURL(/\/dashboard\/generadores\?tab=generadores/);

    // Proveedores: only generator providers, with the chip counts.
    await page.getByRole('tab', { name: 'Proveedores' }).click();
    await page.getByRole('radio', { name: 'Todos (4)' }).waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: 'Personas Físicas (1)' }).waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: 'Personas Morales (3)' }).waitFor({ state: 'attached' });
    await page.getByRole('article', { name: 'Redes y Fibra del Bajío SA de CV' }).waitFor();
    await page.getByLabel('Buscar por nombre o RFC').fill('TAN160927');
    await page.getByRole('article', { name: 'Torres y Antenas del Norte SA de CV' }).waitFor();
    await page.getByRole('article', { name: 'Redes y Fibra del Bajío SA de CV' }).waitFor({ state: 'detached' });
    // The "Generador" modal: the provider's generators with the client's comment and the outcome.
    await page.getByRole('button', { name: 'Generadores de Torres y Antenas del Norte SA de CV' }).click();
    const history = page.getByRole('dialog', { name: 'Generador' });
    await history.getByText('Faltan fotografías del cierre de la obra civil.').waitFor();
    await history.getByText('Rechazado').waitFor();
    await screenshot(page, 'generadores-01a-historial');
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });
    await page.getByLabel('Buscar por nombre o RFC').fill('no existe');
    await page.getByText('No se encontraron proveedores/clientes').waitFor();
    await screenshot(page, 'generadores-01-proveedores');

    // Generadores: 5 visible (the draft is still its provider's; the archived one hidden), 5 per page.
    await page.getByRole('tab', { name: 'Generadores' }).click();
    await page.waitForURL(/tab=generadores/);
    const table = page.getByRole('table', { name: 'Generadores' });
    await page.getByText('1–5 de 5').waitFor();
    expect(await table.getByRole('row').count()).toBe(2 + 5);
    await page.getByRole('checkbox', { name: 'Mostrar archivados' }).waitFor();
    await screenshot(page, 'generadores-02-lista');

    await page.getByLabel('Filtrar Ciudad').fill('zapo');
    await page.getByText('1–1 de 1').waitFor();
    const row = table.getByRole('row').filter({ hasText: 'Zapopan' });
    await row.getByText('Bajo Revisión').waitFor();
    await row.getByText('$184,523.50').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Generar Reporte' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Reporte_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Reporte');
    expect(sheet).toBeDefined();
    const rows = (sheet?.getSheetValues() ?? []).slice(1).map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Proveedor', 'ID del Generador', 'Inicio', 'Fin', 'Importe total', 'Ciudad', 'Estatus', 'Estado de Pago']);
    expect(rows.slice(1)).toEqual([['Campo Demo SA de CV', expect.stringMatching(/^GEN-2026-/), '06-10-2026', '24-10-2026', 184523.5, 'Zapopan', 'Bajo Revisión', 'No aplica']]);

    await row.getByRole('button', { name: /^Acciones de GEN-/ }).click();
    const pdfResponse = page.waitForResponse((r) => r.url().includes('/api/v1/generador/generadorPdf/') && r.status() === 200);
    await page.getByRole('menuitem', { name: 'Ver Generador' }).click();
    const viewer = page.getByRole('dialog', { name: /^Generador GEN-/ });
    await viewer.locator('iframe').waitFor();
    expect(await viewer.locator('iframe').getAttribute('src')).toMatch(/^blob:/);
    // The service worker hands the bytes to the page, so the check is on the answer's headers.
    const pdf = await pdfResponse;
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(Number(pdf.headers()['content-length'] ?? '2000')).toBeGreaterThan(1000);
    await screenshot(page, 'generadores-03-pdf');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // Información: the bidding document's data (GET /generadorBidding/biddingId/{id}).
    await row.getByRole('button', { name: /^Acciones de GEN-/ }).click();
    await page.getByRole('menuitem', { name: 'Información' }).click();
    const info = page.getByRole('dialog', { name: /^Información del generador GEN-/ });
    await info.getByText('Campo Demo SA de CV').first().waitFor();
    await info.getByText('Zapopan').first().waitFor();
    await page.keyboard.press('Escape');
    await info.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: /^Acciones de GEN-/ }).click();
    await page.getByRole('menuitem', { name: 'Aprobar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
    await page.getByText('Generador aprobado').waitFor();
    await row.getByText('Aprobado').waitFor();
    await screenshot(page, 'generadores-04-aprobado');

    await page.getByLabel('Filtrar Ciudad').fill('');
    await page.getByLabel('Filtrar Estatus', { exact: true }).fill('rechaz');
    await page.getByText('1–1 de 1').waitFor();
    await table.getByRole('row').filter({ hasText: 'Monterrey' }).waitFor();
    await page.getByLabel('Filtrar Estatus', { exact: true }).fill('');
    await page.getByRole('checkbox', { name: 'Mostrar archivados' }).check();
    await page.getByText('1–5 de 6').waitFor();
  });

  it('[GENERADORES]: el supervisor de campo ve sus generadores en su inicio y llega a la lista en el teléfono', async () => {
    const context = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, 'campo@proveedor.demo');
    await page.waitForURL(/\/dashboard\/home/);
    await page.getByRole('button', { name: 'Omitir' }).click();
    const mine = page.getByRole('region', { name: 'Mis generadores' });
    await mine.getByText('3', { exact: true }).waitFor();
    await mine.getByRole('link', { name: 'Nuevo generador' }).waitFor();
    await page.getByRole('region', { name: 'Mis Proveedores' }).waitFor();
    await screenshot(page, 'generadores-00-inicio-campo');

    await mine.getByRole('link', { name: 'Consultar' }).click();
    await page.waitForURL(/\/dashboard\/generadores\?tab=generadores/);
    await page.getByRole('article', { name: /^GEN-2026-/ }).first().waitFor();
    expect(await page.getByRole('article', { name: /^GEN-2026-/ }).count()).toBe(3);
    await screenshot(page, 'generadores-00-lista-telefono');
  });

  it('[GENERADORES]: el validador del cliente firma desde el enlace del correo con su nombre, su trazo y el código', async () => {
    const code = await readyGenerator(server.baseUrl);
    const mail = await waitForDevMail(server.baseUrl, 'admin@corporativo.demo', `Firma del generador ${code}`);
    const link = mail.text.match(/Revisar y firmar: (\S+)/)?.[1];
    expect(link).toMatch(/\/firma\//);

    const context = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(link ?? '');
    await page.getByRole('heading', { name: 'Firma del generador' }).waitFor();
    await page.getByText(code).first().waitFor();
    await page.getByText('Validador del cliente').first().waitFor();
    await page.locator('iframe[title="Documento a firmar"]').waitFor();

    await page.getByRole('button', { name: 'Firmar' }).waitFor();
    expect(await page.getByRole('button', { name: 'Firmar' }).isDisabled()).toBe(true);
    await page.getByLabel('Nombre completo').fill('Mariana López Hernández');
    const canvas = page.getByLabel('Área para dibujar la firma con el dedo, el lápiz o el ratón');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('sin lienzo');
    await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 20 + i * 22, box.y + box.height * (0.7 - 0.4 * Math.sin(i / 2)));
    await page.mouse.up();

    const seen = new Set<string>();
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByText('Enviamos un código de verificación a su correo electrónico.').waitFor();
    const otp = await waitForSigningCode(server.baseUrl, 'admin@corporativo.demo', seen);
    await page.getByLabel('Código de verificación').fill(otp);
    await screenshot(page, 'generadores-05-firma');
    await page.getByRole('button', { name: 'Firmar' }).click();
    await page.getByText('¡Gracias! Su firma quedó registrada.').waitFor();
    await screenshot(page, 'generadores-06-firmado');
  });
});
