import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { DESKTOP, launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';
import { smallPdf } from './support/small-pdf';

const CLIENT_ADMIN = 'admin@corporativo.demo';
const FOLDER = 'Actas de asamblea';
const FILE = { name: 'acta-asamblea-2026.pdf', bytes: smallPdf('Acta de asamblea 2026') };
const STEP_TIMEOUT = 240_000;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const work = mkdtempSync(join(tmpdir(), 'avala-vault-e2e-'));

describe('[BÓVEDA]: subir, consultar el historial y verificar un archivo', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    context = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl, acceptDownloads: true });
    page = await context.newPage();
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it(
    'crea una carpeta, sube un PDF, ve su historial, lo verifica en el navegador y con la CLI',
    async () => {
      await page.goto('/');
      await signIn(page, CLIENT_ADMIN, DEMO_PASSWORD);
      await page.waitForURL(/\/dashboard\//);
      await page.getByRole('button', { name: 'Omitir' }).click();

      await page.goto('/dashboard/vault');
      const notice = page.getByRole('dialog', { name: 'IMPORTANTE' });
      await notice.getByText(/no cambian el estado de cumplimiento/).waitFor();
      await notice.getByRole('button', { name: 'Entendido' }).click();
      await page.getByRole('region', { name: 'Carpetas' }).getByRole('button', { name: 'Contratos' }).waitFor();

      await page.getByRole('button', { name: 'Nueva carpeta' }).click();
      const create = page.getByRole('dialog', { name: 'Nueva carpeta' });
      await create.getByLabel('Nombre de la carpeta').fill(FOLDER);
      await create.getByRole('button', { name: 'Crear' }).click();
      await page.getByRole('button', { name: FOLDER }).click();
      await page.waitForURL(/\/dashboard\/vault\/[0-9a-f-]{36}/);
      await page.getByText('Esta carpeta está vacía').waitFor();

      await page.locator('input[type="file"]').setInputFiles({ name: FILE.name, mimeType: 'application/pdf', buffer: FILE.bytes });
      await page.getByText('Listo', { exact: true }).waitFor();
      // The row's button reads the file name, then who uploaded it and when.
      await page.getByRole('button', { name: /^acta-asamblea-2026\.pdf/ }).click();

      const viewer = page.getByRole('dialog', { name: FILE.name });
      const history = viewer.getByRole('table', { name: 'Historial' });
      await history.getByText('Creó el archivo').waitFor();
      await viewer.getByRole('button', { name: 'Verificar' }).click();
      const result = viewer.getByTestId('vault-verification');
      await result.getByText('Verificado: el archivo y su historial coinciden con el registro publicado.').waitFor();
      expect(await result.getByText('✘').count()).toBe(0);
      await screenshot(page, 'boveda-01-verificado');

      const [proof] = await Promise.all([page.waitForEvent('download'), viewer.getByRole('button', { name: 'Descargar prueba' }).click()]);
      const [constancia] = await Promise.all([page.waitForEvent('download'), viewer.getByRole('button', { name: 'Constancia' }).click()]);
      const bundlePath = join(work, 'prueba.json');
      const filePath = join(work, FILE.name);
      await proof.saveAs(bundlePath);
      writeFileSync(filePath, FILE.bytes);
      expect(constancia.suggestedFilename()).toMatch(/\.pdf$/);

      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/ledger-verify.ts', filePath, bundlePath]);
      expect(stdout).not.toContain('✘');

      // Back in the browser's history: the vault root again.
      await viewer.getByRole('button', { name: 'Regresar' }).click();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/dashboard/vault');
      await page.getByRole('button', { name: FOLDER }).waitFor();

      // A phone: the same folder, its file and actions fit 390 px.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goForward();
      await page.getByRole('button', { name: /^acta-asamblea-2026\.pdf/ }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, 'boveda-02-telefono');
    },
    STEP_TIMEOUT,
  );
});
