import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVISO_LISTAS_SAT } from '../../src/shared/labels/sat-lists';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { DEMO_OPERATOR } from '../../src/server/seed/platform-operator';
import { DEMO_SAT_LISTED } from '../../src/server/seed/demo-sat-lists';
import { sat69bFile } from '../../src/server/seed/sat-list-files';
import { DESKTOP, launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { waitForDevMail } from './support/mail';
import { type RunningServer, startServer } from './support/server';
import { signIn, signInSkippingTour } from './support/sign-in';

const CLIENT_ADMIN = 'admin@corporativo.demo';
/** The demo provider the seeded list names as Presunto; the operator's new list moves it to Definitivo. */
const PROVIDER = { name: 'Limpieza Integral Tláloc SA de CV', rfc: 'LIT150618M43' };
const STEP_TIMEOUT = 240_000;

const today = new Date().toISOString().slice(0, 10);
const newList = sat69bFile({
  rows: 400,
  publishedAt: today,
  listed: DEMO_SAT_LISTED.map((c) => (c.rfc === PROVIDER.rfc ? { ...c, situation: 'definitivo' as const } : c)),
});

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function openPage(options: typeof DESKTOP) {
  const context = await browser.newContext({ ...options, baseURL: server.baseUrl, acceptDownloads: true });
  contexts.push(context);
  return context.newPage();
}

describe('[LISTAS SAT]: el operador importa el 69-B y el cliente ve la etiqueta, el aviso y la consulta', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await server?.stop();
  });

  it(
    '[LISTAS SAT]: antes de la importación la tarjeta del proveedor dice NO PERTENECE, Presunto al pasar el cursor',
    async () => {
      const page = await openPage(DESKTOP);
      await signInSkippingTour(page, CLIENT_ADMIN, DEMO_PASSWORD);
      await page.goto('/dashboard/home/providers');
      const badge = page.getByRole('article', { name: PROVIDER.name }).locator('[data-blacklist]');
      await expect.poll(() => badge.getAttribute('data-blacklist')).toBe('false');
      expect(await badge.getAttribute('aria-label')).toContain('Listado 69-B: Presunto');
    },
    STEP_TIMEOUT,
  );

  it(
    '[LISTAS SAT]: el operador sube el listado completo 69-B con el proveedor como Definitivo',
    async () => {
      const page = await openPage(DESKTOP);
      await page.goto('/');
      await signIn(page, DEMO_OPERATOR.email, DEMO_PASSWORD);
      await page.waitForURL(/\/operacion\/listas-sat/);
      await page.locator('input[type="file"]').setInputFiles({ name: 'Listado_Completo_69-B.csv', mimeType: 'text/csv', buffer: newList.bytes });
      await page.getByRole('button', { name: 'Importar', exact: true }).click();
      await page.getByText(/Listado 69-B: Listado importado\./).waitFor({ timeout: 60_000 });
      const kept = page.getByText(`Conservados: ${String(newList.counts.kept)}.`, { exact: false });
      await kept.first().waitFor();
      expect(await kept.count()).toBeGreaterThan(0);
      await screenshot(page, 'listas-sat-00-operador-importa');
    },
    STEP_TIMEOUT,
  );

  it(
    '[LISTAS SAT]: el cliente ve PERTENECE en la tarjeta, recibe el aviso y el correo, consulta el RFC y descarga el PDF',
    async () => {
      const page = await openPage(DESKTOP);
      await signInSkippingTour(page, CLIENT_ADMIN, DEMO_PASSWORD);
      await page.goto('/dashboard/home/providers');
      const card = page.getByRole('article', { name: PROVIDER.name });
      const badge = card.locator('[data-blacklist]');
      await expect.poll(() => badge.getAttribute('data-blacklist')).toBe('true');
      await card.getByText('Listas 69 y 69B: PERTENECE').waitFor();
      await badge.hover();
      await page.getByRole('tooltip').getByText(/Listado 69-B: Definitivo \(publicado el \d{2}\/\d{2}\/\d{4}\)/).waitFor();
      await screenshot(page, 'listas-sat-01-tarjeta-pertenece');

      // The import queued the alert in its own transaction; the runner sends it at once.
      const mail = await waitForDevMail(server.baseUrl, CLIENT_ADMIN, AVISO_LISTAS_SAT.asunto);
      expect(mail.text).toContain(`${PROVIDER.name} aparece en el listado 69-B como Definitivo (antes Presunto)`);
      expect(mail.text).toContain(`RFC ${PROVIDER.rfc}.`);
      await page.reload();
      const bell = page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ });
      await bell.click();
      const notices = page.getByRole('dialog', { name: 'Notificaciones' });
      await notices.getByText(new RegExp(`^${PROVIDER.name} aparece en el listado 69-B como Definitivo`)).first().waitFor();
      await screenshot(page, 'listas-sat-02-aviso');
      // Focus can leave the panel without the user (it did once in CI): Escape must close it anyway.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Escape');
      await notices.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Consulta un nuevo proveedor' }).click();
      const lookup = page.getByRole('dialog', { name: 'Consulta un nuevo proveedor' });
      await lookup.getByLabel('RFC').fill(PROVIDER.rfc.toLowerCase());
      await lookup.getByRole('button', { name: 'Consultar' }).click();
      const detail = page.getByRole('dialog', { name: 'Status SAT: Artículo 69 y 69-B del CFF' });
      await detail.getByText('Definitivo', { exact: true }).first().waitFor();
      await detail.getByText(PROVIDER.rfc).first().waitFor();
      await screenshot(page, 'listas-sat-03-consulta-detalle');
      const [download] = await Promise.all([page.waitForEvent('download'), detail.getByRole('button', { name: 'Descargar resultado' }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^consulta-${PROVIDER.rfc}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
      const path = await download.path();
      const { readFile } = await import('node:fs/promises');
      expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    },
    STEP_TIMEOUT,
  );

  it(
    '[LISTAS SAT]: en el teléfono, la tarjeta de la casa del grupo también sale de la lista importada',
    async () => {
      const page = await openPage(PIXEL_5);
      await signInSkippingTour(page, 'grupo@corporativo.demo', DEMO_PASSWORD, /\/dashboard\/group-home/);
      const alimentos = page.getByRole('article', { name: /Alimentos Demo de Occidente/ }).locator('[data-blacklist]');
      await expect.poll(() => alimentos.getAttribute('data-blacklist')).toBe('true');
      await screenshot(page, 'listas-sat-04-grupo-telefono');
    },
    STEP_TIMEOUT,
  );
});
