import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEntry } from '../../src/shared/contracts/management-security.contract';
import type { TFileHistoryEntry } from '../../src/shared/contracts/vault.contract';
import { DEMO_COMPLIANCE_SERVICES } from '../../src/server/seed/demo-compliance-data';
import { DEMO_CONTRACT_TITLE } from '../../src/server/seed/demo-contract';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { DESKTOP, launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';

const ADMIN = 'admin@corporativo.demo';
const SERVICE = DEMO_COMPLIANCE_SERVICES[0]?.name ?? '';
const STEP_TIMEOUT = 240_000;

/** dd/mm/aaaa HH:mm of an instant at a fixed UTC offset, computed apart from the app's formatter. */
function wallTime(iso: string, offsetHours: number): string {
  const d = new Date(Date.parse(iso) + offsetHours * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** Mexico City has kept UTC−6 all year since 2022; Tokyo is UTC+9. */
const mexicoCity = (iso: string) => wallTime(iso, -6);
const tokyo = (iso: string) => wallTime(iso, 9);

describe('[BITÁCORA] y [BÓVEDA]: hora de la Ciudad de México desde Tokio, y un historial que no se cuenta a sí mismo', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    // A browser in Tokyo: every date on screen must still be Mexico City time.
    context = await browser.newContext({ ...DESKTOP, timezoneId: 'Asia/Tokyo', baseURL: server.baseUrl });
    page = await context.newPage();
    await page.goto('/');
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard\//);
    await page.getByRole('button', { name: 'Omitir' }).click();
  }, 180_000);
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    await page?.screenshot({ path: 'test-results/e2e/hora-mexico-historial-fallo.png', fullPage: true }).catch(() => undefined);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it(
    '[BITÁCORA]: un navegador en Tokio ve la hora de la Ciudad de México (dd/mm/aaaa HH:mm) y cada acción con su nombre',
    async () => {
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
      const listed = page.waitForResponse((r) => r.request().method() === 'GET' && /\/api\/v1\/companies\/[^/]+\/audit-log(\?|$)/.test(r.url()));
      await page.goto('/dashboard/management?tab=bitacora');
      const body = (await (await listed).json()) as { respuesta: { items: TAuditEntry[] } };
      const newest = body.respuesta.items[0];
      if (!newest) throw new Error('la Bitácora llegó vacía');

      const table = page.getByRole('table', { name: 'Bitácora' });
      const row = table.getByRole('row').filter({ hasText: mexicoCity(newest.at) }).filter({ hasText: newest.actionLabel }).first();
      await row.waitFor();
      expect(await table.getByText(tokyo(newest.at)).count()).toBe(0);
      // No raw key (auth.login, service-contract.accepted…) reaches the screen.
      expect(await table.getByText(/^[a-z_-]+\.[a-z_.-]+$/).count()).toBe(0);
      await screenshot(page, 'bitacora-hora-mexico-desde-tokio');
    },
    STEP_TIMEOUT,
  );

  it(
    '[BÓVEDA]: la carpeta del contrato nombra su ruta real, y verificar no suma una consulta al historial',
    async () => {
      await page.goto('/dashboard/vault');
      const notice = page.getByRole('dialog', { name: 'IMPORTANTE' });
      await notice.getByRole('button', { name: 'Entendido' }).click();
      // «Compartidos conmigo» is paged and searched by service on the server.
      const search = page.getByRole('textbox', { name: 'Buscar por servicio' });
      await search.fill('zzz sin coincidencias');
      await page.getByText('Ninguna carpeta compartida coincide con «zzz sin coincidencias».').waitFor();
      await search.fill(SERVICE.toUpperCase());
      const shared = page.getByRole('region', { name: 'Compartidos conmigo' });
      await shared.getByRole('button', { name: new RegExp(`^Contratos › ${SERVICE}`) }).waitFor();
      await screenshot(page, 'boveda-compartidos-busqueda');
      await shared.getByRole('button', { name: new RegExp(`^Contratos › ${SERVICE}`) }).click();
      await page.waitForURL(/\/dashboard\/vault\/[0-9a-f-]{36}/);
      await page.locator('[aria-current="page"]').filter({ hasText: `Contratos › ${SERVICE}` }).waitFor();

      const historyLoaded = page.waitForResponse((r) => /\/api\/v1\/blockchain\/[^/]+\/history$/.test(r.url()));
      await page.getByRole('button', { name: new RegExp(`^${DEMO_CONTRACT_TITLE}`) }).click();
      const fileId = /\/blockchain\/([^/]+)\/history$/.exec((await historyLoaded).url())?.[1] ?? '';
      const viewer = page.getByRole('dialog', { name: `${DEMO_CONTRACT_TITLE}.pdf` });
      const history = viewer.getByRole('table', { name: 'Historial' });
      // Opening the file is one view; the history shows it once the ledger has it.
      await history.getByRole('cell', { name: 'Consultó el archivo', exact: true }).waitFor();

      await viewer.getByRole('button', { name: 'Verificar' }).click();
      await viewer.getByTestId('vault-verification').getByText('Verificado: el archivo y su historial coinciden con el registro publicado.').waitFor();

      // The ledger itself, read apart from the screen: still one view by this user.
      const login = await fetch(`${server.baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }) });
      const token = ((await login.json()) as { respuesta: { accessToken: string } }).respuesta.accessToken;
      const entries = ((await (await fetch(`${server.baseUrl}/api/v1/blockchain/${fileId}/history`, { headers: { authorization: `Bearer ${token}` } })).json()) as { respuesta: TFileHistoryEntry[] }).respuesta;
      expect(entries.filter((e) => e.action === 'READ').map((e) => e.count)).toEqual([1]);
      expect(await history.getByText(/Consultó el archivo \(\d+ veces\)/).count()).toBe(0);
      await screenshot(page, 'boveda-contrato-compartido-verificado');
    },
    STEP_TIMEOUT,
  );
});
