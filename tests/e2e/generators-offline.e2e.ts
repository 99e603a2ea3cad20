import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGenerator } from '../../src/shared/contracts/generators.contract';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { jpegSize } from '../../src/server/storage/image-size';
import { pngImage } from '../fixtures/png';
import { launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { setCatalogueQuantity } from './support/catalogue';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';

const EMAIL = 'campo@proveedor.demo';
const PHOTO_COUNT = 6;

interface ExportedEntry {
  id: string;
  method: string;
  path: string;
  body?: Record<string, unknown>;
  companyId: string | null;
  archivo: string | null;
}

/** Distinct 4000×3000 JPEGs drawn in the page (12 MP, as a phone camera makes them). */
async function cameraJpegs(page: Page, count: number): Promise<Buffer[]> {
  const encoded = await page.evaluate(async (n) => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const canvas = document.createElement('canvas');
      canvas.width = 4000;
      canvas.height = 3000;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      const gradient = ctx.createLinearGradient(0, 0, 4000, 3000);
      gradient.addColorStop(0, `hsl(${i * 57}, 70%, 45%)`);
      gradient.addColorStop(1, `hsl(${i * 57 + 120}, 60%, 70%)`);
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, 4000, 3000);
      ctx.fillStyle = 'white';
      ctx.font = 'bold 600px sans-serif';
      ctx.fillText(`Foto ${i + 1}`, 400, 1700);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg', 0.92));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let j = 0; j < bytes.length; j += 0x8000) binary += String.fromCharCode(...bytes.subarray(j, j + 0x8000));
      out.push(btoa(binary));
    }
    return out;
  }, count);
  return encoded.map((b64) => Buffer.from(b64, 'base64'));
}

async function chooseFiles(page: Page, buttonName: string | RegExp, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const button = page.getByRole('button', { name: buttonName });
  // Keep it clear of the toasts at the top of the screen.
  await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  try {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 30_000 }), button.click({ timeout: 30_000 })]);
    await chooser.setFiles(files);
  } catch (error) {
    await screenshot(page, `generadores-offline-error-archivo`);
    throw error;
  }
}

/** A text input by its accessible name (labels carry a hidden required mark). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function pickOption(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.scrollIntoViewIfNeeded();
  await input.click();
  const choice = page.getByRole('option', { name: option, exact: true });
  // A touch tap may focus without opening the list: open it from the keyboard then.
  if (!(await choice.isVisible())) await input.press('ArrowDown');
  try {
    await choice.click({ timeout: 5000 });
  } catch (error) {
    await screenshot(page, `generadores-offline-error-${label}`);
    throw error;
  }
}

async function apiLogin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD }) });
  const body = (await response.json()) as { respuesta: { accessToken: string } };
  return body.respuesta.accessToken;
}

async function apiGet<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { respuesta: T }).respuesta;
}

describe('[GENERADORES]: asistente sin conexión', () => {
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

  it('[GENERADORES]: el supervisor llena un generador sin red, recarga, y al volver la red se crea una sola vez con sus 6 fotos', async () => {
    context = await browser.newContext({
      ...PIXEL_5,
      baseURL: server.baseUrl,
      permissions: ['geolocation'],
      geolocation: { latitude: 20.673_611, longitude: -103.344_167, accuracy: 12 },
      acceptDownloads: true,
    });
    const page = await context.newPage();

    // Online once: sign in, open the wizard (field kit cached), let the service worker take over.
    await page.goto('/');
    await signIn(page, EMAIL, DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard/);
    await page.goto('/generators/forms');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('heading', { name: 'Elija el cliente' }).waitFor();
    await screenshot(page, 'generadores-offline-01-cliente');
    await expect.poll(() => page.getByRole('combobox', { name: 'Cliente para el que llenará el generador', exact: true }).inputValue()).toContain('Corporativo');

    const token = await apiLogin(server.baseUrl);
    const me = await apiGet<{ mainCompany: { id: string } }>(server.baseUrl, token, '/users/me');
    const providerId = me.mainCompany.id;
    const listTotal = async () => (await apiGet<{ total: number }>(server.baseUrl, token, `/generador/idCompany/${providerId}/allLite?size=25`)).total;
    const before = await listTotal();

    // The draft started earlier on the server comes with the field kit, to be finished offline too.
    const onDevice = page.getByRole('region', { name: 'Generadores en este dispositivo' });
    await onDevice.getByText('GEN-2026-000001').waitFor();

    // Offline from here on.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Crear generador' }).click();
    await page.waitForURL(/\/generators\/forms\?id=/);
    const generatorId = new URL(page.url()).searchParams.get('id') as string;
    await page.getByTestId('generator-code').getByText('Pendiente de sincronizar').waitFor();

    // "Siguiente" needs the provider logo.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Guarde el logo del proveedor para continuar.').first().waitFor();
    await chooseFiles(page, 'Subir logo', [{ name: 'logo.png', mimeType: 'image/png', buffer: pngImage(120, 60) }]);
    await page.getByText('Logo guardado').waitFor();

    // General data.
    await field(page, 'CSP').fill('CSP-0042');
    await field(page, 'ID de proveedor').fill('PRV-778');
    await field(page, 'ID SAP').fill('SAP-5521');
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

    // General next: supervisor, region → responsible fills the rest.
    await field(page, 'Nombre').fill('Luis Alberto');
    await field(page, 'Apellido paterno').fill('García');
    await field(page, 'Apellido materno').fill('Pérez');
    await field(page, 'Teléfono').fill('3312345678');
    await field(page, 'Correo electrónico').fill('campo@proveedor.demo');
    await pickOption(page, 'Región', 'Occidente');
    await pickOption(page, 'Responsable', 'Ana Ruiz Castañeda');
    await expect.poll(() => field(page, 'Correo del responsable').inputValue()).toBe('ana.ruiz@corporativo.demo');
    // The client's active catalogue came with the field kit: priced offline, saved through the outbox.
    // FTP Cat 6 exterior $24.39/m × 150 = $3,658.50; fibra aérea (Destajo CHC) $15.22/m × 400 = $6,088.00.
    await page.getByRole('button', { name: 'Abrir catálogo' }).click();
    const calculator = page.getByRole('dialog', { name: 'Catálogo' });
    await setCatalogueQuantity(page, 'FTP Cat 6 exterior (lote 1)', '150');
    await calculator.getByRole('tab', { name: 'Destajo de empresarial' }).click();
    await setCatalogueQuantity(page, 'Tendido de fibra óptica aérea', '400');
    await calculator.getByRole('tab', { name: 'Resumen' }).click();
    await expect.poll(() => page.getByTestId('total-general').textContent()).toBe('$9,746.50');
    await screenshot(page, 'generadores-offline-02a-catalogo');
    await calculator.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Resumen guardado con éxito.').first().waitFor();
    await page.getByText('Resumen guardado: $9,746.50').waitFor();
    await calculator.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Información guardada con éxito.').first().waitFor();

    // Geolocation: the granted position (±12 m) is accepted by itself.
    await page.getByRole('tab', { name: 'Geolocalización' }).click();
    await page.getByTestId('coordinates').getByText('20.673611, -103.344167').waitFor();
    await field(page, 'Nombre del sitio').fill('Sitio Americana 3');
    await field(page, 'Dirección').fill('Calle Hidalgo 87');
    await field(page, 'Código').fill('GDL-003');
    await field(page, 'Folio tracker').fill('TRK-99812');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await screenshot(page, 'generadores-offline-02-geolocalizacion');

    // Six 12 MP photos, two per list; then the same image again is refused.
    await page.getByRole('tab', { name: 'Fotográfico' }).click();
    const jpegs = (await cameraJpegs(page, PHOTO_COUNT)).map((buffer, i) => ({ name: `IMG_${i + 1}.jpg`, mimeType: 'image/jpeg', buffer }));
    const photoCount = (n: number) => page.getByTestId('photo-count').getByText(`${n} de 12 · mínimo 5`).waitFor({ timeout: 90_000 });
    await chooseFiles(page, 'Elegir de la galería: Antes', jpegs.slice(0, 2));
    await photoCount(2);
    await chooseFiles(page, 'Elegir de la galería: Durante', jpegs.slice(2, 4));
    await photoCount(4);
    await chooseFiles(page, 'Elegir de la galería: Final', jpegs.slice(4, 6));
    await photoCount(6);
    await chooseFiles(page, 'Elegir de la galería: Final', [jpegs[0] as (typeof jpegs)[number]]);
    await page.getByRole('alert').getByText('Estimado usuario, esta imagen ya fue agregada; no se permiten imágenes repetidas.').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('photo-count').getByText('6 de 12 · mínimo 5').waitFor();
    await page.getByRole('article', { name: 'Fotografía 1 de Antes' }).getByRole('textbox', { name: 'Actividades', exact: true }).fill('Retiro de cableado dañado');
    await field(page, 'ONT').fill('ONT-4410');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await screenshot(page, 'generadores-offline-03-fotos');

    // Annex, acceptance and "Enviar": all queued on the device.
    await page.getByRole('tab', { name: 'Anexos' }).click();
    await chooseFiles(page, 'Adjuntar archivo', [{ name: 'acta.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') }]);
    await page.getByTestId('attached-file').getByText('Archivo: acta.pdf').waitFor();
    await page.getByRole('checkbox', { name: /Acepto/ }).check();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('El generador se enviará al proceso de firma en cuanto haya conexión.').waitFor();

    // The escape hatch: the pending queue as a ZIP.
    await page.getByRole('button', { name: 'Estado de sincronización' }).click();
    await page.getByText(/Pendientes: \d+/).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar pendientes (ZIP)' }).click()]);
    const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const manifest = JSON.parse(strFromU8(zip['pendientes.json'] as Uint8Array)) as { entradas: ExportedEntry[] };
    expect(manifest.entradas.filter((e) => e.path.endsWith('/photos'))).toHaveLength(PHOTO_COUNT);
    expect(manifest.entradas[0]?.path).toContain('/generador/init/');
    await screenshot(page, 'generadores-offline-04-pendientes');
    // Escape closes the sync panel even when focus is not inside it.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape');
    await page.getByText(/Pendientes: \d+/).waitFor({ state: 'detached' });

    // A reload without network: the shell comes from the service worker, the draft from IndexedDB.
    await page.reload();
    await page.getByTestId('generator-code').getByText('Pendiente de sincronizar').waitFor();
    await page.getByRole('tab', { name: 'Fotográfico' }).click();
    await page.getByTestId('photo-count').getByText('6 de 12 · mínimo 5').waitFor();
    expect(await page.getByRole('article', { name: 'Fotografía 1 de Antes' }).getByRole('textbox', { name: 'Actividades', exact: true }).inputValue()).toBe('Retiro de cableado dañado');
    await page.getByRole('tab', { name: 'General' }).click();
    expect(await field(page, 'Correo del responsable').inputValue()).toBe('ana.ruiz@corporativo.demo');
    await page.getByRole('button', { name: 'Anterior' }).click();
    expect(await field(page, 'CSP').inputValue()).toBe('CSP-0042');
    await screenshot(page, 'generadores-offline-05-recargado');
    await page.goto('/generators/forms');
    await onDevice.getByText('GEN-2026-000001').waitFor();
    await page.goto(`/generators/forms?id=${generatorId}`);
    await page.getByTestId('generator-code').getByText('Pendiente de sincronizar').waitFor();

    // Network back: the outbox drains and the header shows the server's code.
    await context.setOffline(false);
    await page.getByTestId('generator-code').getByText(/^GEN-/).waitFor({ timeout: 90_000 });
    await expect.poll(() => page.getByTestId('sync-indicator').getAttribute('data-pending'), { timeout: 90_000 }).toBe('0');
    await screenshot(page, 'generadores-offline-06-sincronizado');

    const generator = await apiGet<TGenerator>(server.baseUrl, token, `/generador/id/${generatorId}`);
    const photos = [...generator.photographic.beforeList, ...generator.photographic.duringList, ...generator.photographic.endList];
    expect(photos).toHaveLength(PHOTO_COUNT);
    expect(generator.general?.csp).toBe('CSP-0042');
    expect(generator.supervisor?.emailResponsible).toBe('ana.ruiz@corporativo.demo');
    expect(generator.geolocation?.coordinates).toEqual({ lat: 20.673_611, lng: -103.344_167, accuracy: 12 });
    expect(generator.photographic.ont).toBe('ONT-4410');
    expect(generator.totalCents).toBe(974_650);
    expect((generator.summary as { totalAllSheet?: string } | null)?.totalAllSheet).toBe('9746.50');
    expect(generator.providerLogoId).not.toBeNull();
    expect(generator.attachedFileId).not.toBeNull();
    expect(generator.pdfFileId).not.toBeNull();
    for (const photo of photos) {
      const response = await fetch(`${server.baseUrl}/api/v1/generador/photographic/id/${generatorId}/imageId/${photo.imageId}`, { headers: { authorization: `Bearer ${token}` } });
      const size = jpegSize(new Uint8Array(await response.arrayBuffer()));
      expect(size?.width).toBeLessThanOrEqual(800);
      expect(size?.height).toBeLessThanOrEqual(600);
    }
    expect(await listTotal()).toBe(before + 1);

    // The same outbox replayed 5 times (same Idempotency-Keys): nothing is created twice.
    for (let round = 0; round < 5; round++) {
      for (const entry of manifest.entradas) {
        const body = entry.archivo ? { ...entry.body, content: Buffer.from(zip[entry.archivo] as Uint8Array).toString('base64') } : entry.body;
        const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'idempotency-key': entry.id };
        if (entry.companyId) headers['x-company-id'] = entry.companyId;
        if (body !== undefined) headers['content-type'] = 'application/json';
        const response = await fetch(`${server.baseUrl}/api/v1${entry.path}`, { method: entry.method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
        expect(response.status, `${entry.method} ${entry.path}`).toBe(200);
      }
    }
    const after = await apiGet<TGenerator>(server.baseUrl, token, `/generador/id/${generatorId}`);
    expect([...after.photographic.beforeList, ...after.photographic.duringList, ...after.photographic.endList]).toHaveLength(PHOTO_COUNT);
    expect(await listTotal()).toBe(before + 1);
  });
});
