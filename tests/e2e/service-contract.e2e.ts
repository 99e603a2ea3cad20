import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { DESKTOP, launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';
import { smallPdf } from './support/small-pdf';

const PROVIDER_ADMIN = 'admin@limpieza.demo';
const CLIENT_NAME = 'Corporativo Demo SA de CV';
const STEP_TIMEOUT = 240_000;

describe('[CONTRATO]: el proveedor reemplaza el contrato sembrado con sus datos completos', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    context = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    page = await context.newPage();
  }, 180_000);
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await page?.screenshot({ path: 'test-results/e2e/contrato-fallo.png', fullPage: true }).catch(() => undefined);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it(
    've el contrato de la demostración y lo reemplaza: título, PDF, monto, frecuencia de CFDI y empleados',
    async () => {
      await page.goto('/');
      await signIn(page, PROVIDER_ADMIN, DEMO_PASSWORD);
      await page.waitForURL(/\/dashboard\//);
      await page.getByRole('button', { name: 'Omitir' }).click();
      await page.goto('/dashboard/home/clients');
      await page.getByRole('article', { name: CLIENT_NAME }).click();
      await page.getByRole('dialog', { name: `Servicios: ${CLIENT_NAME}` }).getByRole('button', { name: 'Consultar' }).click();
      await page.waitForURL(/\/dashboard\/home\/clients\/stages\/[0-9a-f-]{36}/);

      // The seeded contract: accepted, 25 workers, payroll CFDI every fortnight.
      const card = page.getByRole('region', { name: 'Contrato' });
      await card.getByText(/· 25 empleados · CFDI quincenal$/).waitFor();
      await card.getByText('Aceptado', { exact: true }).waitFor();

      await card.getByRole('button', { name: 'Reemplazar contrato' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reemplazar contrato' });
      const title = dialog.getByLabel('Título del contrato');
      expect(await title.inputValue()).toBe('Contrato de prestación de servicios especializados de limpieza');
      await title.fill('');
      await dialog.getByRole('button', { name: 'Subir' }).click();
      await dialog.getByText('Campo requerido').waitFor();
      await dialog.getByText('Debe seleccionar un documento.').waitFor();

      const file = dialog.locator('input[type="file"]');
      await file.setInputFiles({ name: 'contrato.txt', mimeType: 'text/plain', buffer: Buffer.from('no soy un pdf') });
      await dialog.getByText('El documento no es de tipo PDF').waitFor();
      await file.setInputFiles({ name: 'contrato-2026.pdf', mimeType: 'application/pdf', buffer: smallPdf('Contrato 2026 (reemplazo)') });
      await title.fill('Contrato de limpieza 2026');
      await dialog.getByLabel('Monto').fill('2040000');
      await dialog.getByLabel('Frecuencia de CFDI de nómina').click();
      await page.getByRole('option', { name: 'Semanal', exact: true }).click();
      await dialog.getByLabel('Número de empleados').fill('30');
      await dialog.getByRole('button', { name: 'Subir' }).click();
      await dialog.getByText('Contrato subido con éxito').waitFor();
      await dialog.waitFor({ state: 'detached' });

      await card.getByText(/Monto MX\$ 2,040,000\.00 · 30 empleados · CFDI semanal$/).waitFor();
      await card.getByText('En revisión', { exact: true }).waitFor();

      // 'Modficar datos del contrato' also edits the employees and the CFDI frequency.
      await card.getByRole('button', { name: 'Modficar datos del contrato' }).click();
      const data = page.getByRole('dialog', { name: 'Modficar datos del contrato' });
      expect(await data.getByLabel('Número de empleados').inputValue()).toBe('30');
      await data.getByLabel('Número de empleados').fill('28');
      await data.getByLabel('Frecuencia de CFDI de nómina').click();
      await page.getByRole('option', { name: 'Catorcenal', exact: true }).click();
      await data.getByRole('button', { name: 'Aplicar' }).click();
      await data.waitFor({ state: 'detached' });
      await card.getByText(/· 28 empleados · CFDI catorcenal$/).waitFor();
    },
    STEP_TIMEOUT,
  );
});
