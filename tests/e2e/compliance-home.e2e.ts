import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { DEFAULT_REQUIREMENT_IDS } from '../../src/shared/domain/compliance-defaults';
import { DESKTOP, launchBrowser, PIXEL_5 } from './support/browser';
import { createThrowawayDatabase, sql, type ThrowawayDatabase } from './support/database';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';
import { smallPdf } from './support/small-pdf';

const CLIENT_ADMIN = 'admin@corporativo.demo';
const PROVIDER_NAME = 'Limpieza Integral Tláloc SA de CV';
const NOTICE_TITLE = 'Aviso de prueba de cumplimiento';
const STEP_TIMEOUT = 180_000;

describe('[CUMPLIMIENTO]: etapas del inicio, avisos y expediente del proveedor', () => {
  let server: RunningServer;
  let browser: Browser;
  let database: ThrowawayDatabase;
  let page: Page;

  beforeAll(async () => {
    [database, browser] = await Promise.all([createThrowawayDatabase(), launchBrowser()]);
    server = await startServer({ DATABASE_URL: database.url });
    // A notice whose window holds the test run, whatever day it is: the dates are data.
    await sql(database.url, `INSERT INTO platform_notices (kind, title, message, starts_at, ends_at) VALUES ('REPSE', $1, 'Cargue su documentación REPSE.', now() - interval '1 day', now() + interval '1 day')`, [NOTICE_TITLE]);
  }, STEP_TIMEOUT);
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await page?.screenshot({ path: 'test-results/e2e/inicio-etapas-fallo.png', fullPage: true }).catch(() => undefined);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it(
    '[CUMPLIMIENTO]: el cliente ve el aviso, una tarjeta por etapa y la página de la etapa (escritorio)',
    async () => {
      page = await (await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl, acceptDownloads: true })).newPage();
      await page.goto('/');
      await signIn(page, CLIENT_ADMIN, DEMO_PASSWORD);
      await page.waitForURL(/\/dashboard\/home/);
      const notice = page.getByRole('dialog', { name: NOTICE_TITLE });
      await notice.waitFor();
      await notice.getByRole('button', { name: 'Cerrar' }).click();
      await notice.waitFor({ state: 'detached' });
      const omit = page.getByRole('button', { name: 'Omitir' });
      if (await omit.isVisible()) await omit.click();
      for (const stage of ['Expediente', 'Cumplimiento', 'Reporteo']) await page.getByRole('article', { name: stage }).waitFor();
      await page.getByRole('article', { name: 'Expediente' }).getByRole('link', { name: 'Consultar' }).click();
      await page.waitForURL(/\/dashboard\/home\/stage\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { level: 1, name: 'Expediente' }).waitFor();
      await page.getByRole('button', { name: 'Ayuda sobre Acta constitutiva', exact: true }).waitFor();
      expect(await page.getByText(/^Faltantes: \d+$/).first().textContent()).toMatch(/^Faltantes: [1-9]/);
      // The company delivers its own document: it shows under review and the counters move.
      await page.locator('.mantine-Card-root').filter({ has: page.getByRole('button', { name: 'Ayuda sobre Acta constitutiva', exact: true }) }).getByRole('button', { name: 'Subir documentos' }).click();
      const dialog = page.getByRole('dialog', { name: 'Subir documento: Acta constitutiva' });
      await dialog.locator('input[type="file"]').setInputFiles({ name: 'acta-constitutiva.pdf', mimeType: 'application/pdf', buffer: smallPdf('Acta constitutiva') });
      await dialog.getByRole('button', { name: 'Subir' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('En revisión: 1').waitFor();
      await page.getByText('acta-constitutiva.pdf').waitFor();
      // DESCARGAR DOCUMENTOS: the selection dialog (types and period), then the stage's own documents as Documents.zip.
      await page.getByRole('button', { name: 'DESCARGAR DOCUMENTOS' }).click();
      const choose = page.getByRole('dialog', { name: 'Descargar documentos de Expediente' });
      await choose.getByRole('checkbox', { name: 'Acta constitutiva' }).check();
      const [download] = await Promise.all([page.waitForEvent('download'), choose.getByRole('button', { name: 'Descargar' }).click()]);
      await choose.waitFor({ state: 'detached' });
      expect(download.suggestedFilename()).toBe('Documents.zip');
      const entries = Object.keys(unzipSync(new Uint8Array(await readFile(await download.path()))));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatch(/^Acta constitutiva\/\d{4}-01\/acta-constitutiva\.pdf$/);
      // Closed once, the notice does not come back on this device, even after a reload.
      await page.goto('/dashboard/home');
      await page.getByRole('article', { name: 'Expediente' }).waitFor();
      expect(await notice.count()).toBe(0);
    },
    STEP_TIMEOUT,
  );

  it(
    '[CUMPLIMIENTO]: desde la tarjeta del proveedor abre su expediente con los contadores (teléfono)',
    async () => {
      page = await (await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl })).newPage();
      await page.goto('/');
      await signIn(page, CLIENT_ADMIN, DEMO_PASSWORD);
      await page.waitForURL(/\/dashboard\/home/);
      await page.getByRole('dialog', { name: NOTICE_TITLE }).getByRole('button', { name: 'Cerrar' }).click();
      await page.goto('/dashboard/home/providers');
      const card = page.getByRole('article', { name: PROVIDER_NAME });
      await card.getByRole('button', { name: 'Acciones' }).click();
      await page.getByRole('menuitem', { name: 'Ver expediente' }).click();
      await page.waitForURL(/\/expedientes\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { level: 1, name: `Expediente de ${PROVIDER_NAME}` }).waitFor();
      const progress = page.getByRole('region', { name: 'Avance' });
      await progress.getByText('Aceptados: 6').waitFor();
      expect(await progress.getByTestId('progress-percentage').textContent()).toBe('100%');
      await page.getByRole('button', { name: 'Ayuda sobre Registro REPSE (aviso y acuerdo)', exact: true }).waitFor();
    },
    STEP_TIMEOUT,
  );

  it(
    '[CUMPLIMIENTO]: en el expediente del proveedor vinculado el cliente ve los documentos anteriores y su consulta queda en el historial (escritorio)',
    async () => {
      // 52 older Acta constitutiva deliveries (years 2000–2004, before any demo one): more than the expedient carries (12), and the rest fit one page (50).
      await sql(
        database.url,
        `INSERT INTO compliance_documents (company_id, requirement_id, year, month, file_id, name, extension, status, created_at)
         SELECT c.id, $2, 2000 + g / 12, g % 12 + 1, f.file_id, 'Acta anterior ' || lpad(g::text, 2, '0') || '.pdf', 'pdf', 'ACCEPTED', now() - interval '400 days'
         FROM companies c
         CROSS JOIN LATERAL (SELECT d.file_id FROM compliance_documents d WHERE d.company_id = c.id AND d.extension = 'pdf' AND d.deleted_at IS NULL LIMIT 1) f
         CROSS JOIN generate_series(0, 51) g
         WHERE c.name = $1`,
        [PROVIDER_NAME, DEFAULT_REQUIREMENT_IDS['Acta constitutiva']],
      );
      const { rows } = await sql(database.url, 'SELECT complete_name FROM users WHERE email = $1', [CLIENT_ADMIN]);
      const clientName = String(rows[0]?.complete_name);
      page = await (await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl })).newPage();
      await page.goto('/');
      await signIn(page, CLIENT_ADMIN, DEMO_PASSWORD);
      await page.waitForURL(/\/dashboard\/home/);
      await page.getByRole('dialog', { name: NOTICE_TITLE }).getByRole('button', { name: 'Cerrar' }).click();
      await page.goto('/dashboard/home/providers');
      await page.getByRole('article', { name: PROVIDER_NAME }).getByRole('button', { name: 'Acciones' }).click();
      await page.getByRole('menuitem', { name: 'Ver expediente' }).click();
      await page.getByRole('heading', { level: 1, name: `Expediente de ${PROVIDER_NAME}` }).waitFor();

      const acta = page.locator('.mantine-Card-root').filter({ has: page.getByRole('button', { name: 'Ayuda sobre Acta constitutiva', exact: true }) });
      const older = acta.getByRole('button', { name: 'Ver documentos anteriores' });
      expect(await older.isEnabled()).toBe(true);
      expect(await acta.getByText('Acta anterior 00.pdf').count()).toBe(0);
      const [olderPage] = await Promise.all([page.waitForResponse((r) => /\/api\/v1\/expedientes\/[0-9a-f-]{36}\/requirements\/[0-9a-f-]{36}\/documents\?/.test(r.url())), older.click()]);
      expect(olderPage.status()).toBe(200);
      // The three oldest come on that page; nothing is left after them.
      for (const name of ['Acta anterior 00.pdf', 'Acta anterior 01.pdf', 'Acta anterior 02.pdf']) await acta.getByText(name, { exact: true }).waitFor();
      await page.waitForFunction((button) => button?.hasAttribute('disabled') ?? false, await older.elementHandle());

      // Opening a document records "Consultó el documento" with who opened it.
      const [popup, file] = await Promise.all([
        page.waitForEvent('popup'),
        page.waitForResponse((r) => /\/api\/v1\/expedientes\/[0-9a-f-]{36}\/documents\/[0-9a-f-]{36}\/file$/.test(r.url())),
        acta.getByRole('button', { name: 'Abrir documento' }).first().click(),
      ]);
      expect(file.status()).toBe(200);
      await popup.close();
      await acta.getByRole('button', { name: 'Más acciones' }).first().click();
      await page.getByRole('menuitem', { name: 'Ver historial' }).click();
      const history = page.getByRole('dialog', { name: /^Historial: / });
      await history.getByText('Consultó el documento').waitFor();
      expect(await history.getByText(new RegExp(`^${clientName} · `)).count()).toBeGreaterThan(0);
      await history.getByRole('button', { name: 'Cerrar' }).click();
      await history.waitFor({ state: 'detached' });
    },
    STEP_TIMEOUT,
  );
});
