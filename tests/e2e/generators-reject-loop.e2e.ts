import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGenerator } from '../../src/shared/contracts/generators.contract';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { readPdf } from '../fixtures/pdf-text';
import { DESKTOP, launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { clickExplained } from './support/click-explained';
import { type RunningServer, startServer } from './support/server';
import { signFromMailedLinks, type Signer } from './support/sign-by-link';
import { signIn } from './support/sign-in';
import { field, fillGenerator } from './support/wizard-fill';

const FIELD_USER = 'campo@proveedor.demo';
const CLIENT_ADMIN = 'admin@corporativo.demo';
const REASON = 'La ciudad no corresponde al sitio de la obra; corríjala y envíelo de nuevo.';
/** Who signs every version: the supervisor typed in the wizard, the region responsible and the client's validator. */
const SIGNERS: Signer[] = [
  { email: FIELD_USER, name: 'Luis Alberto García Pérez' },
  { email: 'ana.ruiz@corporativo.demo', name: 'Ana Ruiz Castañeda' },
  { email: CLIENT_ADMIN, name: 'Mariana López Hernández' },
];

async function apiToken(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  return ((await response.json()) as { respuesta: { accessToken: string } }).respuesta.accessToken;
}

async function apiGenerator(baseUrl: string, token: string, id: string): Promise<TGenerator> {
  const response = await fetch(`${baseUrl}/api/v1/generador/id/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { respuesta: TGenerator }).respuesta;
}

async function apiPdfText(baseUrl: string, token: string, id: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/generador/generadorPdf/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return response.ok ? (await readPdf(Buffer.from(await response.arrayBuffer()))).text.join(' ') : '';
}

/** The client's list searched for one generator, as the notifications open it (`?q=`). */
async function openClientRow(page: Page, code: string) {
  await page.goto(`/dashboard/generadores?tab=generadores&q=${encodeURIComponent(code)}`);
  const row = page.getByRole('table', { name: 'Generadores' }).getByRole('row').filter({ hasText: code });
  await page.getByText('1–1 de 1').waitFor();
  return row;
}

describe('[GENERADORES]: el generador rechazado vuelve corregido', () => {
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

  it('[GENERADORES]: llenado sin red en el teléfono, rechazado por el cliente, corregido desde el aviso, reenviado, firmado y aprobado; el PDF y el reporte dicen "Aprobado"', async () => {
    const phone = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl, permissions: ['geolocation'], geolocation: { latitude: 20.673_611, longitude: -103.344_167, accuracy: 12 } });
    const desk = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl, acceptDownloads: true });
    contexts.push(phone, desk);
    const seenMail = new Set<string>();

    // The field user signs in online once: the field kit fills and the service worker takes over.
    const first = await phone.newPage();
    await first.goto('/');
    await signIn(first, FIELD_USER, DEMO_PASSWORD);
    await first.waitForURL(/\/dashboard\/home/);
    await first.getByRole('button', { name: 'Omitir' }).click();
    await first.goto('/generators/forms');
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await first.reload();
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await first.getByRole('heading', { name: 'Elija el cliente' }).waitFor();
    await expect.poll(() => first.getByRole('combobox', { name: 'Cliente para el que llenará el generador', exact: true }).inputValue()).toContain('Corporativo');
    // The client may show from the kit cached before the reload while the fresh one is still on its
    // way; going offline then could leave the device with a kit that lacks the client's services.
    await first.waitForLoadState('networkidle');

    // No signal; the app closed and opened again from its start URL: the field home.
    await phone.setOffline(true);
    await first.close();
    const page = await phone.newPage();
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/campo');
    await page.getByTestId('offline-banner').getByText('Sin conexión').waitFor();
    await page.getByRole('link', { name: 'Nuevo generador' }).waitFor();
    await screenshot(page, 'rechazo-01-inicio-sin-senal');

    // A generator created and filled completely offline, then sent: it waits in the outbox.
    await page.getByRole('link', { name: 'Nuevo generador' }).click();
    await page.getByRole('heading', { name: 'Elija el cliente' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Cliente para el que llenará el generador', exact: true }).inputValue()).toContain('Corporativo');
    await page.getByRole('button', { name: 'Crear generador' }).click();
    await page.waitForURL(/\/generators\/forms\?id=/);
    const id = new URL(page.url()).searchParams.get('id') as string;
    await page.getByTestId('generator-code').getByText('Pendiente de sincronizar').waitFor();
    await fillGenerator(page, 'Tlaquepaque');
    await page.getByText('El generador se enviará al proceso de firma en cuanto haya conexión.').waitFor();
    await screenshot(page, 'rechazo-02-enviado-sin-senal');

    // Network back: the outbox drains, the server has it under review with its signature process.
    await phone.setOffline(false);
    await page.getByTestId('generator-code').getByText(/^GEN-/).waitFor({ timeout: 90_000 });
    await expect.poll(() => page.getByTestId('sync-indicator').getAttribute('data-pending'), { timeout: 90_000 }).toBe('0');
    const providerToken = await apiToken(server.baseUrl, FIELD_USER);
    const sent = await apiGenerator(server.baseUrl, providerToken, id);
    expect(sent.status).toBe('REVISION');
    expect(sent.version).toBe(1);
    expect(sent.general?.city).toBe('Tlaquepaque');
    expect([...sent.photographic.beforeList, ...sent.photographic.duringList, ...sent.photographic.endList]).toHaveLength(5);
    const code = sent.generatedCode;
    await page.getByText('El generador se envió al proceso de firma.').waitFor();
    await screenshot(page, 'rechazo-03-sincronizado');
    await signFromMailedLinks(browser, server.baseUrl, code, SIGNERS, seenMail, 'rechazo-04-firma');
    await expect.poll(async () => (await apiGenerator(server.baseUrl, providerToken, id)).signing).toBeNull();

    // The client finds it in its list and rejects it with a reason.
    const client = await desk.newPage();
    await client.goto('/');
    await signIn(client, CLIENT_ADMIN, DEMO_PASSWORD);
    await client.waitForURL(/\/dashboard\/home/);
    await client.getByRole('button', { name: 'Omitir' }).click();
    await client.getByRole('link', { name: 'Consultar generadores' }).click();
    await client.waitForURL(/tab=generadores/);
    await client.getByRole('searchbox', { name: 'Buscar' }).fill(code);
    await client.getByText('1–1 de 1').waitFor();
    let row = client.getByRole('table', { name: 'Generadores' }).getByRole('row').filter({ hasText: code });
    await row.getByText('Bajo Revisión').waitFor();
    await row.getByRole('button', { name: `Acciones de ${code}` }).click();
    await client.getByRole('menuitem', { name: 'Rechazar' }).click();
    const rejectDialog = client.getByRole('dialog', { name: `Rechazar el generador ${code}` });
    await rejectDialog.getByRole('textbox', { name: 'Motivo del rechazo' }).fill(REASON);
    await screenshot(client, 'rechazo-05-motivo');
    await rejectDialog.getByRole('button', { name: 'Rechazar' }).click();
    await rejectDialog.waitFor({ state: 'detached' });
    await row.getByText('Rechazado').waitFor();
    await screenshot(client, 'rechazo-06-rechazado');

    // The provider, on the phone, sees the notice in the bell; it opens the generator with the reason.
    await page.getByRole('banner').getByRole('button', { name: 'Cerrar', exact: true }).click();
    // Online and signed in again, the X leads to the dashboard, whose top bar has the bell.
    await page.waitForURL(/\/dashboard\/home/);
    const bell = page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ });
    await bell.click();
    const notices = page.getByRole('dialog', { name: 'Notificaciones' });
    const notice = notices.getByRole('button', { name: new RegExp(`${code} fue rechazado`) });
    await notice.waitFor();
    await screenshot(page, 'rechazo-07-aviso');
    await clickExplained(notice);
    await page.waitForURL((url) => url.pathname === '/generators/forms' && url.searchParams.get('id') === id);
    const alert = page.getByTestId('rejection-alert');
    await alert.getByText(`Motivo del rechazo: ${REASON}`).waitFor();
    await screenshot(page, 'rechazo-08-motivo-en-asistente');

    // Corrected (the city) and sent again: version 2, under review, a new signature process.
    await page.getByRole('tab', { name: 'General' }).click();
    const back = page.getByRole('button', { name: 'Anterior' });
    // The tab opens on the step last used (the supervisor's): wait for whichever shows, then go back.
    await back.or(field(page, 'Ciudad')).waitFor();
    if (await back.isVisible()) await back.click();
    await field(page, 'Ciudad').fill('Tonalá');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Información guardada con éxito.').first().waitFor();
    await page.getByRole('tab', { name: 'Anexos' }).click();
    await page.getByRole('button', { name: 'Enviar de nuevo' }).click();
    await page.getByText('El generador se envió al proceso de firma.').waitFor({ timeout: 60_000 });
    await expect.poll(async () => (await apiGenerator(server.baseUrl, providerToken, id)).version, { timeout: 60_000 }).toBe(2);
    const resent = await apiGenerator(server.baseUrl, providerToken, id);
    expect(resent.status).toBe('REVISION');
    expect(resent.general?.city).toBe('Tonalá');
    expect(resent.history.map((h) => h.status)).toEqual(['REVISION', 'REJECTED', 'REVISION']);
    await screenshot(page, 'rechazo-09-reenviado');
    await signFromMailedLinks(browser, server.baseUrl, code, SIGNERS, seenMail);
    await expect.poll(async () => (await apiGenerator(server.baseUrl, providerToken, id)).signing).toBeNull();

    // The client approves the corrected version.
    row = await openClientRow(client, code);
    await row.getByText('Tonalá').waitFor();
    await row.getByRole('button', { name: `Acciones de ${code}` }).click();
    await client.getByRole('menuitem', { name: 'Aprobar' }).click();
    await client.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
    await client.getByText('Generador aprobado').first().waitFor();
    await row.getByText('Aprobado').waitFor();
    await screenshot(client, 'rechazo-10-aprobado');

    // The PDF is rendered again for the new status (a job): wait for it, then download it from "Ver Generador".
    const clientToken = await apiToken(server.baseUrl, CLIENT_ADMIN);
    await expect.poll(() => apiPdfText(server.baseUrl, clientToken, id), { timeout: 60_000 }).toContain('Aprobado');
    row = await openClientRow(client, code);
    await row.getByText('Aprobado').waitFor();
    await row.getByRole('button', { name: `Acciones de ${code}` }).click();
    await client.getByRole('menuitem', { name: 'Ver Generador' }).click();
    const viewer = client.getByRole('dialog', { name: `Generador ${code}` });
    const [pdfDownload] = await Promise.all([client.waitForEvent('download'), viewer.getByRole('link', { name: 'Descargar PDF' }).click()]);
    const pdfText = (await readPdf(await readFile(await pdfDownload.path()))).text.join(' ');
    expect(pdfText).toContain('Aprobado');
    expect(pdfText).not.toContain('En proceso');
    expect(pdfText).toContain('Tonalá');
    await screenshot(client, 'rechazo-11-pdf');
    await client.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // "Generar Reporte" with the list's search: the one generator, Aprobado.
    const [report] = await Promise.all([client.waitForEvent('download'), client.getByRole('button', { name: 'Generar Reporte' }).click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await report.path())) as unknown as ArrayBuffer);
    const rows = (workbook.getWorksheet('Reporte')?.getSheetValues() ?? []).slice(1).map((r) => (r as unknown[]).slice(1));
    const header = rows[0] as string[];
    const line = rows.find((r) => r[header.indexOf('ID del Generador')] === code);
    expect(line?.[header.indexOf('Estatus')]).toBe('Aprobado');
    expect(line?.[header.indexOf('Ciudad')]).toBe('Tonalá');
  }, 420_000);
});
