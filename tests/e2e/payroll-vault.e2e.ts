import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { buildPayrollCfdiXml, demoPayrollWorkers, SAMPLE_QUINCENA } from '../../src/server/seed/payroll-cfdi-sample';
import { DESKTOP, launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';

const PROVIDER_ADMIN = 'admin@limpieza.demo';
const PROVIDER = { rfc: 'LIT150618M43', name: 'LIMPIEZA INTEGRAL TLALOC SA DE CV' };
const CLIENT = 'Corporativo Demo SA de CV';
const STEP_TIMEOUT = 240_000;

const pad = (n: number) => String(n).padStart(2, '0');
/** The second quincena of last month (the demo seed holds the first one). */
function secondQuincena(today = new Date()) {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const [year, month] = [first.getUTCFullYear(), first.getUTCMonth() + 1];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${String(year)}-${pad(month)}-16`, end: `${String(year)}-${pad(month)}-${pad(lastDay)}`, name: `Quincenal del 16/${pad(month)}/${String(year)} al ${pad(lastDay)}/${pad(month)}/${String(year)}` };
}

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

describe('[NÓMINA]: subir CFDI de nómina, consultar el periodo y verlo en la bóveda', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    context = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    page = await context.newPage();
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it(
    'el proveedor sube 2 XML, consulta el periodo con sus empleados y abre su carpeta con los 2 archivos',
    async () => {
      const period = secondQuincena();
      const workers = demoPayrollWorkers().slice(0, 2);
      const files = workers.map((employee) => ({
        name: `cfdi-${employee.number}.xml`,
        mimeType: 'text/xml',
        buffer: Buffer.from(buildPayrollCfdiXml({ issuerRfc: PROVIDER.rfc, issuerName: PROVIDER.name, employee, startDate: period.start, endDate: period.end, ...SAMPLE_QUINCENA })),
      }));

      await page.goto('/');
      await signIn(page, PROVIDER_ADMIN, DEMO_PASSWORD);
      await page.waitForURL(/\/dashboard\//);
      await page.getByRole('button', { name: 'Omitir' }).click();

      await page.goto('/dashboard/home/clients');
      await page.getByRole('article', { name: CLIENT }).click();
      await page.getByRole('dialog', { name: `Servicios: ${CLIENT}` }).getByRole('button', { name: 'Consultar' }).click();
      await page.waitForURL(/\/dashboard\/home\/clients\/stages\/[0-9a-f-]{36}/);

      await page.getByRole('button', { name: 'Subir CFDI’s de nómina' }).click();
      const upload = page.getByRole('dialog', { name: 'Subir CFDI’s de nómina' });
      await upload.locator('input[type="file"]').setInputFiles(files);
      await upload.getByRole('checkbox', { name: /Confirmo que los CFDI/ }).check();
      await upload.getByRole('button', { name: 'Subir', exact: true }).click();
      const results = upload.getByRole('list', { name: 'Resultado por archivo' });
      await expect.poll(() => results.locator('[data-status="SUBIDO"]').count(), { timeout: 60_000 }).toBe(2);
      await page.getByText('Se han subido los archivos correctamente').waitFor();
      await screenshot(page, 'nomina-00-subida');
      await upload.locator('form').getByRole('button', { name: 'Cerrar', exact: true }).click();
      await upload.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Consultar CFDI’s de nómina' }).click();
      const periods = page.getByRole('dialog', { name: 'Consultar CFDI’s de nómina' });
      await periods.getByRole('button', { name: new RegExp(period.name) }).click();
      const table = periods.getByRole('table', { name: 'Empleados del periodo' });
      for (const w of workers) await table.getByRole('cell', { name: w.name, exact: true }).waitFor();
      expect(await table.locator('tbody tr').count()).toBe(2);
      await screenshot(page, 'nomina-01-periodo');

      await periods.getByRole('link', { name: 'Ver en bóveda' }).click();
      await page.waitForURL(/\/dashboard\/vault\/[0-9a-f-]{36}\?company=/);
      const notice = page.getByRole('dialog', { name: 'IMPORTANTE' });
      await notice.getByRole('button', { name: 'Entendido' }).click();
      for (const f of files) await page.getByRole('button', { name: new RegExp(`^${f.name.replace('.', '\\.')}`) }).waitFor();
      await screenshot(page, 'nomina-02-boveda');
    },
    STEP_TIMEOUT,
  );
});
