import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { DEFAULT_REQUIREMENT_IDS } from '../../src/shared/domain/compliance-defaults';
import { DESKTOP, launchBrowser } from './support/browser';
import { createThrowawayDatabase, sql, type ThrowawayDatabase } from './support/database';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';

const CLIENT_ADMIN = 'admin@corporativo.demo';
const PROVIDER_NAME = 'Limpieza Integral Tláloc SA de CV';
const SERVICE = 'Limpieza y mantenimiento de oficinas';
const REQUIREMENT = 'Acta constitutiva';
const STEP_TIMEOUT = 180_000;

const requirementCard = (page: Page, name: string): Locator =>
  page.locator('.mantine-Card-root').filter({ has: page.getByRole('button', { name: `Ayuda sobre ${name}`, exact: true }) });

describe('[CUMPLIMIENTO]: un documento bajo revisión en escritorio (1366 px)', () => {
  let server: RunningServer;
  let browser: Browser;
  let database: ThrowawayDatabase;
  let page: Page;

  beforeAll(async () => {
    [database, browser] = await Promise.all([createThrowawayDatabase(), launchBrowser()]);
    server = await startServer({ DATABASE_URL: database.url });
    // The demo accepted the service's one-time 'Acta constitutiva' months ago; here it waits for review again.
    await sql(
      database.url,
      `UPDATE compliance_documents SET status = 'REVIEW', validated_at = NULL, validated_by = NULL, validation_comment = ''
        WHERE requirement_id = $1 AND deleted_at IS NULL AND service_id = (SELECT id FROM services WHERE name = $2)`,
      [DEFAULT_REQUIREMENT_IDS[REQUIREMENT], SERVICE],
    );
  }, STEP_TIMEOUT);
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await page?.screenshot({ path: 'test-results/e2e/documentos-escritorio-fallo.png', fullPage: true }).catch(() => undefined);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it(
    '[CUMPLIMIENTO]: la tarjeta dice En revisión, no Vencido; Validar Revision se lee entero; un periodo sin documentos lo dice',
    async () => {
      page = await (await browser.newContext({ ...DESKTOP, viewport: { width: 1366, height: 850 }, baseURL: server.baseUrl })).newPage();
      await page.goto('/');
      await signIn(page, CLIENT_ADMIN, DEMO_PASSWORD);
      await page.waitForURL(/\/dashboard\/home/);
      await page.goto('/dashboard/home/providers');
      const omit = page.getByRole('button', { name: 'Omitir' });
      await page.getByRole('article', { name: PROVIDER_NAME }).waitFor();
      if (await omit.isVisible()) await omit.click();
      await page.getByRole('article', { name: PROVIDER_NAME }).click();
      const services = page.getByRole('dialog', { name: `Servicios: ${PROVIDER_NAME}` });
      await services.getByTestId('service-card').filter({ hasText: SERVICE }).getByRole('button', { name: 'Consultar' }).click();
      await page.waitForURL(/\/dashboard\/home\/providers\/stages\/[0-9a-f-]{36}/);
      await page.locator('.mantine-SegmentedControl-root').getByText('Expediente', { exact: true }).click();

      // Under review: the client owes the next step, so the card says so and nothing is overdue.
      const card = requirementCard(page, REQUIREMENT);
      await card.getByRole('button', { name: 'Bajo revisión: ver comentarios' }).waitFor();
      await card.getByText('En revisión', { exact: true }).waitFor();
      expect(await card.textContent()).not.toContain('Vencido');

      await card.getByRole('button', { name: 'Abrir documento' }).first().click();
      const viewer = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Validar Revision' }) });
      const label = viewer.getByRole('button', { name: 'Validar Revision' }).locator('.mantine-Button-label');
      await label.waitFor();
      const size = await label.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, text: el.textContent }));
      expect(size.text).toBe('Validar Revision');
      expect(size.scroll).toBeLessThanOrEqual(size.client);
      await viewer.getByRole('button', { name: 'Regresar' }).click();
      await viewer.waitFor({ state: 'detached' });

      // A month with no document of the chosen type: said in the dialog, no empty Documents.zip.
      await page.getByRole('button', { name: 'DESCARGAR DOCUMENTOS' }).click();
      const download = page.getByRole('dialog', { name: 'Descargar documentos de Expediente' });
      await download.getByRole('checkbox', { name: REQUIREMENT }).check();
      const newest = download.getByLabel('Periodo final');
      const newestValue = await newest.inputValue();
      await download.getByLabel('Periodo inicial').click();
      await page.getByRole('option', { name: newestValue, exact: true }).click();
      await download.getByRole('button', { name: 'Descargar' }).click();
      await download.getByRole('alert').getByText('No hay documentos en el periodo seleccionado').waitFor();
    },
    STEP_TIMEOUT,
  );
});
