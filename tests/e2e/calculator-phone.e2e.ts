import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { pngImage } from '../fixtures/png';
import { launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';

const FTP = 'FTP Cat 6 exterior (lote 1)';
const FIBRA = 'Tendido de fibra óptica aérea';

/** The calculator keeps its unsaved work inside the generator's draft in IndexedDB. */
function savedWork(page: Page, generatorId: string) {
  return page.evaluate(
    (id) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('avala-drafts');
        open.addEventListener('error', () => reject(open.error));
        open.addEventListener('success', () => {
          const read = open.result.transaction('drafts', 'readonly').objectStore('drafts').get(id);
          read.addEventListener('success', () => {
            resolve((read.result as { calculator?: unknown } | undefined)?.calculator ?? null);
            open.result.close();
          });
          read.addEventListener('error', () => reject(read.error));
        });
      }),
    generatorId,
  );
}

/** Finds an item card with the sheet's search box (the list is virtualised) and taps "+" `times`. */
async function addWithStepper(calculator: Locator, description: string, times: number) {
  await calculator.getByPlaceholder('Buscar...').fill(description);
  const card = calculator.getByRole('article', { name: description, exact: true });
  for (let i = 0; i < times; i++) await card.getByRole('button', { name: `Aumentar cantidad de ${description}` }).click();
  await expect.poll(() => card.getByRole('textbox', { name: `Cantidad de ${description}` }).inputValue()).toBe(String(times));
}

describe('[CATÁLOGOS]: calculadora en el teléfono', () => {
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

  it('[CATÁLOGOS]: el supervisor agrega dos partidas con el stepper, sale y vuelve, las encuentra y guarda', async () => {
    context = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, 'campo@proveedor.demo', DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard/);
    await page.goto('/generators/forms');

    // The seeded draft was started on the server: labelled as coming from another device.
    const onDevice = page.getByRole('region', { name: 'Generadores en este dispositivo' });
    await onDevice.getByText('GEN-2026-000001').waitFor();
    await onDevice.getByText('Creado en otro dispositivo').first().waitFor();
    await onDevice.getByRole('button', { name: 'Continuar: GEN-2026-000001' }).click();
    await page.waitForURL(/\/generators\/forms\?id=/);
    const generatorId = new URL(page.url()).searchParams.get('id') as string;

    // "Siguiente" needs the logo (the seeded general data are complete).
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Subir logo' }).click()]);
    await chooser.setFiles([{ name: 'logo.png', mimeType: 'image/png', buffer: pngImage(120, 60) }]);
    await page.getByText('Logo guardado').waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await page.getByRole('button', { name: 'Abrir catálogo' }).click();
    const calculator = page.getByRole('dialog', { name: 'Catálogo' });
    await calculator.getByRole('article').first().waitFor();
    // A phone gets cards, not the seven-column table, and no "selections are lost" banner.
    await expect(calculator.getByRole('table').count()).resolves.toBe(0);
    await expect(calculator.getByText('Las selecciones se limpiarán al salir del catálogo.').count()).resolves.toBe(0);

    // FTP Cat 6 exterior $24.39 × 2 = $48.78; fibra aérea (Destajo CHC) $15.22 × 1.
    await addWithStepper(calculator, FTP, 2);
    await calculator.getByRole('tab', { name: 'Destajo de empresarial' }).click();
    await addWithStepper(calculator, FIBRA, 1);
    const total = calculator.getByTestId('total-corriente');
    await expect.poll(() => total.textContent()).toBe('$64.00');
    await expect(calculator.getByRole('button', { name: 'Guardar' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'calculadora-telefono-01-tarjetas');

    // Leave without saving: the work is in the draft on the device, then the page itself goes away.
    await expect.poll(() => savedWork(page, generatorId)).toMatchObject({ selections: { 'Catalogo PE Materiales': expect.any(Object), 'Destajo CHC': expect.any(Object) } });
    await page.keyboard.press('Escape');
    await calculator.waitFor({ state: 'hidden' });
    await page.getByText('Hay selecciones del catálogo sin guardar en este dispositivo.').waitFor();
    await page.goto('/dashboard/home');
    await page.goto(`/generators/forms?id=${generatorId}`);

    await page.getByRole('button', { name: 'Abrir catálogo' }).click();
    await calculator.getByRole('article').first().waitFor();
    await expect.poll(() => total.textContent()).toBe('$64.00');
    await calculator.getByRole('tab', { name: /PE Materiales/ }).click();
    await calculator.getByPlaceholder('Buscar...').fill(FTP);
    await expect.poll(() => calculator.getByRole('textbox', { name: `Cantidad de ${FTP}` }).inputValue()).toBe('2');
    await screenshot(page, 'calculadora-telefono-02-de-vuelta');

    await calculator.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Resumen guardado con éxito.').first().waitFor();
    await calculator.waitFor({ state: 'hidden' });
    await page.getByText('Resumen guardado: $64.00').waitFor();
    await expect.poll(() => savedWork(page, generatorId)).toBeNull();
  }, 180_000);
});
