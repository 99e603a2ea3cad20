import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { pngImage } from '../fixtures/png';
import { launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';

const EMAIL = 'campo@proveedor.demo';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function pickOption(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.scrollIntoViewIfNeeded();
  await input.click();
  const choice = page.getByRole('option', { name: option, exact: true });
  if (!(await choice.isVisible())) await input.press('ArrowDown');
  await choice.click({ timeout: 5000 });
}

async function apiGet<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { respuesta: T }).respuesta;
}

/** The offline identity the app keeps in IndexedDB (src/web/lib/session/offline-identity.ts). */
function storedIdentity(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('avala-identity');
        open.addEventListener('error', () => resolve(null));
        open.addEventListener('success', () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('identity')) return resolve(null);
          const get = db.transaction('identity').objectStore('identity').get('current');
          get.addEventListener('success', () => resolve((get.result as { email?: string } | undefined)?.email ?? null));
          get.addEventListener('error', () => resolve(null));
        });
      }),
  );
}

describe('[CAMPO]: abrir la aplicación sin señal', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('[CAMPO]: sin red, `/` abre el inicio de campo con "Nuevo generador"; el generador llenado ahí se sincroniza al volver la red', async () => {
    context = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl, permissions: ['geolocation'], geolocation: { latitude: 20.673_611, longitude: -103.344_167, accuracy: 12 } });
    const first = await context.newPage();

    // Online once: sign in, open the wizard (field kit cached), let the service worker take over.
    await first.goto('/');
    await signIn(first, EMAIL, DEMO_PASSWORD);
    await first.waitForURL(/\/dashboard/);
    await first.goto('/generators/forms');
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await first.reload();
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await first.getByRole('heading', { name: 'Elija el cliente' }).waitFor();
    await expect.poll(() => first.getByRole('combobox', { name: 'Cliente para el que llenará el generador', exact: true }).inputValue()).toContain('Corporativo');
    await expect.poll(() => storedIdentity(first)).toBe(EMAIL);

    const login = await fetch(`${server.baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD }) });
    const token = ((await login.json()) as { respuesta: { accessToken: string } }).respuesta.accessToken;
    const me = await apiGet<{ mainCompany: { id: string } }>(server.baseUrl, token, '/users/me');
    const listTotal = async () => (await apiGet<{ total: number }>(server.baseUrl, token, `/generador/idCompany/${me.mainCompany.id}/allLite?size=25`)).total;
    const before = await listTotal();

    // No signal, the app closed and opened again from its start URL.
    await context.setOffline(true);
    await first.close();
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/campo');
    await page.getByTestId('offline-banner').getByText('Sin conexión').waitFor();
    await page.getByRole('heading', { name: /^Hola, / }).waitFor();
    expect(await page.getByRole('heading', { name: 'Iniciar Sesión' }).count()).toBe(0);
    expect(await page.getByText('Ocurrió un error inesperado').count()).toBe(0);
    await page.getByRole('region', { name: 'Datos de campo' }).getByText(/disponibles? sin conexión/).waitFor();
    await screenshot(page, 'campo-sin-senal-01-inicio');

    // A new generator from the field home, its first step filled offline.
    await page.getByRole('link', { name: 'Nuevo generador' }).click();
    await page.getByRole('heading', { name: 'Elija el cliente' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Cliente para el que llenará el generador', exact: true }).inputValue()).toContain('Corporativo');
    await page.getByRole('button', { name: 'Crear generador' }).click();
    await page.waitForURL(/\/generators\/forms\?id=/);
    const generatorId = new URL(page.url()).searchParams.get('id') as string;
    await page.getByTestId('generator-code').getByText('Pendiente de sincronizar').waitFor();

    const upload = page.getByRole('button', { name: 'Subir logo' });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), upload.click()]);
    await chooser.setFiles([{ name: 'logo.png', mimeType: 'image/png', buffer: pngImage(120, 60) }]);
    await page.getByText('Logo guardado').waitFor();
    await field(page, 'CSP').fill('CSP-0101');
    await field(page, 'ID de proveedor').fill('PRV-101');
    await field(page, 'ID SAP').fill('SAP-101');
    await page.getByLabel('Fecha de inicio').fill('2026-11-02');
    await page.getByLabel('Fecha de fin').fill('2026-11-20');
    await field(page, 'Ciudad').fill('Guadalajara');
    await field(page, 'Estado').fill('Jalisco');
    await field(page, 'Dirección').fill('Av. Vallarta 1200, Col. Americana');
    await pickOption(page, 'Servicios', 'Instalación de fibra óptica');
    await page.keyboard.press('Escape');
    await pickOption(page, 'Área', 'Operaciones');
    await pickOption(page, 'Asignación', 'PIM');
    await pickOption(page, 'Unidad de negocio', 'Empresarial');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await field(page, 'Apellido paterno').waitFor();
    await screenshot(page, 'campo-sin-senal-02-primer-paso');

    // The X, still offline, goes back to the field home with the draft on the device.
    await page.getByRole('banner').getByRole('button', { name: 'Cerrar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/campo');
    const drafts = page.getByRole('region', { name: 'Borradores en este dispositivo' });
    await drafts.getByRole('button', { name: 'Continuar: Pendiente de sincronizar' }).first().waitFor();
    await expect.poll(async () => Number(await page.getByTestId('sync-indicator').getAttribute('data-pending'))).toBeGreaterThan(0);
    await screenshot(page, 'campo-sin-senal-03-borrador');

    // Network back: the outbox drains through the refresh cookie; the server has the generator.
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('sync-indicator').getAttribute('data-pending'), { timeout: 90_000 }).toBe('0');
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    await screenshot(page, 'campo-sin-senal-04-sincronizado');
    const generator = await apiGet<{ id: string; providerLogoId: string | null }>(server.baseUrl, token, `/generador/id/${generatorId}`);
    expect(generator.providerLogoId).not.toBeNull();
    expect(await listTotal()).toBe(before + 1);
  });
});
