import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUMEN_TRABAJADORES } from '../../src/shared/labels/workforce-summary';
import { monthName } from '../../src/shared/labels/months';
import { formatMxnCents } from '../../src/shared/mx/money';
import { computeIsr } from '../../src/shared/mx/payroll-tax';
import { DEMO_COMPANIES, DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { buildPayrollCfdiXml } from '../../src/server/seed/payroll-cfdi-sample';
import { reconciledFortnight, workforceMember } from '../fixtures/payroll-workforce';
import { DESKTOP, launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';

const PROVIDER_ADMIN = 'admin@limpieza.demo';
const CLIENT_ADMIN = 'admin@corporativo.demo';
const PROVIDER = { rfc: 'LIT150618M43', name: 'LIMPIEZA INTEGRAL TLALOC SA DE CV' };
const CLIENT = 'Corporativo Demo SA de CV';
const CLIENT_RFC = DEMO_COMPANIES.find((c) => c.key === 'corporativo')?.rfc ?? '';
const SERVICE = 'Limpieza y mantenimiento de oficinas';
const STAGE = 'Cumplimiento';
/** The provider as the client's providers list names it (its CFDIs stamp the SAT's upper-case name). */
const PROVIDER_NAME = 'Limpieza Integral Tláloc SA de CV';
/** Each step drives a browser on a shared 2-core machine. */
const STEP_TIMEOUT = 240_000;

const pad = (n: number) => String(n).padStart(2, '0');
/** The first fortnight of the current month (UTC); the demo seed holds last month's, so nothing collides. */
const today = new Date();
const YEAR = today.getUTCFullYear();
const MONTH = today.getUTCMonth() + 1;
const START = `${String(YEAR)}-${pad(MONTH)}-01`;
const END = `${String(YEAR)}-${pad(MONTH)}-15`;
const PERIOD_NAME = `Quincenal del 01/${pad(MONTH)}/${String(YEAR)} al 15/${pad(MONTH)}/${String(YEAR)}`;
const MONTH_LABEL = `${monthName(MONTH)} ${String(YEAR)}`;

/** Twelve workers the demo does not use (it takes 0..11); one ISR 7.50 too high, one IMSS 2.10 short, one left out of the SUA. */
const members = Array.from({ length: 12 }, (_, i) => workforceMember(100 + i));
const ISR_TOO_HIGH = 3;
const IMSS_SHORT = 7;
const MISSING_FROM_SUA = 10;
/** A worker found through EMPLEADOS by a surname typed without its accent. */
const SEARCHED = 10;
const nameOf = (i: number) => members[i]?.employee.name ?? '';

const fortnights = members.map((m) => reconciledFortnight(m, { startDate: START, endDate: END }));
const cfdiFiles = fortnights.map((fields, i) => ({
  name: `cfdi-${fields.employee.number}.xml`,
  mimeType: 'text/xml',
  buffer: Buffer.from(
    buildPayrollCfdiXml({
      ...fields,
      isr: i === ISR_TOO_HIGH ? fields.isr + 7.5 : fields.isr,
      imss: i === IMSS_SHORT ? fields.imss - 2.1 : fields.imss,
      issuerRfc: PROVIDER.rfc,
      issuerName: PROVIDER.name,
      clientRfc: CLIENT_RFC,
    }),
  ),
}));

const csv = (rows: readonly (readonly (string | number)[])[]) => Buffer.from(rows.map((r) => r.join(',')).join('\r\n'));
const payrollList = {
  name: 'lista-nomina.csv',
  mimeType: 'text/csv',
  buffer: csv([['Nombre', 'CURP', 'RFC', 'NSS', 'Salario diario', 'Días pagados'], ...members.map((m) => [m.employee.name, m.employee.curp, m.employee.rfc, m.employee.nss, m.dailySalary.toFixed(2), 15])]),
};
const sua = {
  name: 'sua.csv',
  mimeType: 'text/csv',
  buffer: csv([['NSS', 'CURP', 'Nombre', 'Días cotizados', 'SBC'], ...members.filter((_, i) => i !== MISSING_FROM_SUA).map((m) => [m.employee.nss, m.employee.curp, m.employee.name, 15, m.sbc.toFixed(2)])]),
};

const money = (pesos: number | string) => formatMxnCents(Math.round(Number(pesos) * 100));

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let provider: Page;
let client: Page;

async function openPage(options: typeof DESKTOP) {
  const context = await browser.newContext({ ...options, baseURL: server.baseUrl, acceptDownloads: true });
  contexts.push(context);
  return context.newPage();
}

/** Signs in and skips the tour that opens on a user's first visit on a device. */
async function signInAs(page: Page, email: string) {
  await page.goto('/');
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\//);
  await page.getByRole('button', { name: 'Omitir' }).click();
  await page.getByRole('button', { name: 'Omitir' }).waitFor({ state: 'detached' });
}

/** The service detail on its `Cumplimiento` stage (VER RESUMEN is not offered on the expedient), through the services dialog. */
async function openService(page: Page, list: 'providers' | 'clients', counterpart: string, phone = false) {
  await page.goto(`/dashboard/home/${list}`);
  await page.getByRole('article', { name: counterpart }).click();
  const services = page.getByRole('dialog', { name: `Servicios: ${counterpart}` });
  await services.getByTestId('service-card').filter({ hasText: SERVICE }).getByRole('button', { name: 'Consultar' }).click();
  await page.waitForURL(new RegExp(`/dashboard/home/${list}/stages/[0-9a-f-]{36}`));
  if (phone) {
    await page.getByRole('combobox', { name: 'Etapa' }).click();
    await page.getByRole('option', { name: STAGE, exact: true }).click();
  } else await page.locator('.mantine-SegmentedControl-root').getByText(STAGE, { exact: true }).click();
  await page.waitForURL((url) => url.searchParams.has('stage'));
  await page.getByRole('button', { name: 'VER RESUMEN' }).waitFor();
}

/** 'Subir lista de nómina' / 'Subir SUA' for the current month; waits until the month is listed with its rows. */
async function uploadWorkerList(page: Page, button: string, title: string, file: typeof sua, listed: string, rows: number, shot?: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Mes y año').click();
  await page.getByRole('option', { name: MONTH_LABEL, exact: true }).click();
  await dialog.locator('input[type="file"]').setInputFiles(file);
  if (shot) {
    await dialog.getByText(file.name).waitFor();
    await screenshot(page, shot);
  }
  await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
  await dialog.waitFor({ state: 'detached', timeout: 60_000 });
  await page.getByRole('region', { name: listed }).getByText(`${MONTH_LABEL} · ${String(rows)} trabajadores`).waitFor();
}

/** The summary's month, picked by its button (its name starts with the month and the year). */
async function pickSummaryMonth(screen: Locator) {
  await screen.getByRole('button', { name: new RegExp(`^${MONTH_LABEL}:`) }).click();
  await screen.getByRole('button', { name: new RegExp(`^${MONTH_LABEL}:`), pressed: true }).waitFor();
}

describe('[NÓMINA]: ISR e IMSS recalculados, lista de nómina y SUA, trabajadores puestos a disposición', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    [provider, client] = await Promise.all([openPage(DESKTOP), openPage(DESKTOP)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await server?.stop();
  });

  it(
    '[NÓMINA]: el proveedor sube 12 CFDI de una quincena, la lista de nómina y el SUA del mes',
    async () => {
      await signInAs(provider, PROVIDER_ADMIN);
      await openService(provider, 'clients', CLIENT);

      await provider.getByRole('button', { name: 'Subir CFDI’s de nómina' }).click();
      const upload = provider.getByRole('dialog', { name: 'Subir CFDI’s de nómina' });
      await upload.locator('input[type="file"]').setInputFiles(cfdiFiles);
      await upload.getByRole('checkbox', { name: /Confirmo que los CFDI/ }).check();
      await upload.getByRole('button', { name: 'Subir', exact: true }).click();
      const results = upload.getByRole('list', { name: 'Resultado por archivo' });
      await expect.poll(() => results.locator('[data-status="SUBIDO"]').count(), { timeout: 120_000 }).toBe(12);
      expect(await results.locator('[data-status]:not([data-status="SUBIDO"])').count()).toBe(0);
      await upload.locator('form').getByRole('button', { name: 'Cerrar', exact: true }).click();
      await upload.waitFor({ state: 'detached' });

      await uploadWorkerList(provider, 'Subir lista de nómina', 'Subir lista de nómina pagada', payrollList, 'Meses con lista de nómina', 12);
      await uploadWorkerList(provider, 'Subir SUA', 'Subir datos del SUA', sua, 'Meses con SUA', 11, 'nomina-revision-00-sua-dialogo');
      await screenshot(provider, 'nomina-revision-00-listas');
    },
    STEP_TIMEOUT,
  );

  it(
    '[NÓMINA]: el cliente abre el periodo, ve el ISR de un trabajador en rojo con su diferencia y cómo se calculó',
    async () => {
      await signInAs(client, CLIENT_ADMIN);
      await openService(client, 'providers', PROVIDER_NAME);
      await client.getByRole('button', { name: 'Consultar CFDI’s de nómina' }).click();
      const periods = client.getByRole('dialog', { name: 'Consultar CFDI’s de nómina' });
      await periods.getByRole('button', { name: new RegExp(PERIOD_NAME) }).click();
      const table = periods.getByRole('table', { name: 'Empleados del periodo' });
      for (const m of members) await table.getByRole('cell', { name: m.employee.name, exact: true }).waitFor();
      expect(await table.locator('tbody tr').count()).toBe(12);

      const broken = fortnights[ISR_TOO_HIGH];
      if (!broken) throw new Error('sin trabajador');
      const row = table.locator('tbody tr').filter({ has: client.getByRole('cell', { name: nameOf(ISR_TOO_HIGH), exact: true }) });
      const isrCell = row.locator('[data-concept="isr"]');
      await expect.poll(() => isrCell.getAttribute('data-difference')).toBe('error');
      const isrText = (await isrCell.innerText()).replace(/\s+/g, ' ');
      expect(isrText).toContain(`Timbrado: ${money(broken.isr + 7.5)}`);
      expect(isrText).toContain(`Calculado: ${money(broken.isr)}`);
      expect(isrText).toContain(`Diferencia: ${money(7.5)}`);
      // Only the two broken figures stand out: eleven ISR and eleven IMSS cells are right to the cent.
      expect(await table.locator('[data-difference="error"]').count()).toBe(2);
      expect(await table.locator('tbody tr').filter({ has: client.getByRole('cell', { name: nameOf(IMSS_SHORT), exact: true }) }).locator('[data-concept="imss"]').getAttribute('data-difference')).toBe('error');
      await isrCell.scrollIntoViewIfNeeded();
      await screenshot(client, 'nomina-revision-01-periodo');

      const member = members[ISR_TOO_HIGH];
      if (!member) throw new Error('sin trabajador');
      const expected = computeIsr({ taxable: Math.round(member.dailySalary * 15 * 100) / 100, days: 15, paymentDate: END, periodicity: '04' });
      if (!expected.ok) throw new Error(expected.message);
      await row.getByRole('button', { name: `¿Cómo se calculó? ${nameOf(ISR_TOO_HIGH)}` }).click();
      const working = client.getByRole('dialog', { name: `Cálculo de ${nameOf(ISR_TOO_HIGH)}` });
      const line = (label: string) => working.getByRole('row', { name: label, exact: false }).first();
      await expect.poll(() => line('Límite inferior').innerText()).toContain(money(expected.working.lowerLimit));
      expect(await line('Tasa sobre el excedente').innerText()).toContain(`${expected.working.ratePercent} %`);
      expect(await line('Cuota fija').innerText()).toContain(money(expected.working.fixedFee));
      expect(await line('ISR a retener').innerText()).toContain(money(expected.amount));
      await working.getByText(/El ISR retenido .* no coincide con el calculado/).waitFor();
      await screenshot(client, 'nomina-revision-02-como-se-calculo');
      await working.getByRole('button', { name: 'Cerrar' }).click();
      await working.waitFor({ state: 'detached' });
      await client.keyboard.press('Escape');
      await periods.waitFor({ state: 'detached' });
    },
    STEP_TIMEOUT,
  );

  it(
    '[NÓMINA]: el cliente ve el resumen del mes con el trabajador sin SUA al inicio y lo descarga',
    async () => {
      await client.getByRole('button', { name: 'VER RESUMEN' }).click();
      const screen = client.getByRole('dialog', { name: RESUMEN_TRABAJADORES.titulo });
      await pickSummaryMonth(screen);
      const rows = screen.locator('tbody tr');
      await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(12);
      const first = rows.first();
      expect(await first.getAttribute('data-standing-out')).toBe('true');
      expect(await first.innerText()).toContain(nameOf(MISSING_FROM_SUA));
      await first.getByText(RESUMEN_TRABAJADORES.motivos.SIN_SUA).waitFor();
      expect(await screen.locator('tbody tr[data-standing-out="true"]').count()).toBe(1);
      await screenshot(client, 'nomina-revision-03-resumen');

      const [download] = await Promise.all([client.waitForEvent('download'), screen.getByRole('button', { name: 'Descargar' }).click()]);
      expect(download.suggestedFilename()).toBe(RESUMEN_TRABAJADORES.archivo(SERVICE, YEAR, monthName(MONTH)));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await download.path());
      const sheet = workbook.getWorksheet(RESUMEN_TRABAJADORES.hoja);
      if (!sheet) throw new Error('sin hoja');
      const header = (sheet.getRow(1).values as unknown[]).filter((v): v is string => typeof v === 'string');
      const G = RESUMEN_TRABAJADORES.grupos;
      for (const group of [G.nomina, G.sua, G.cfdi]) expect(header.some((h) => h.startsWith(`${group} · `))).toBe(true);
      expect(sheet.rowCount).toBe(13);
      const missing = sheet.getRow(2).values as unknown[];
      expect(missing).toContain(nameOf(MISSING_FROM_SUA));
      expect(missing).toContain(RESUMEN_TRABAJADORES.motivos.SIN_SUA);
      await screen.getByRole('button', { name: RESUMEN_TRABAJADORES.cerrar }).click();
      await screen.waitFor({ state: 'detached' });
    },
    STEP_TIMEOUT,
  );

  it(
    '[NÓMINA]: el cliente busca en EMPLEADOS un apellido con acento escrito sin acento',
    async () => {
      await client.getByRole('button', { name: 'EMPLEADOS' }).click();
      const dialog = client.getByRole('dialog', { name: 'Empleados del servicio' });
      const search = dialog.getByRole('textbox', { name: 'Buscar por nombre, CURP o NSS' });
      await search.fill('castaneda gomez');
      await dialog.getByRole('cell', { name: nameOf(SEARCHED), exact: true }).waitFor();
      await expect.poll(() => dialog.locator('tbody tr').count()).toBe(1);
      await screenshot(client, 'nomina-revision-04-empleados');
    },
    STEP_TIMEOUT,
  );

  it(
    '[NÓMINA]: el resumen del mes en un teléfono',
    async () => {
      const phone = await openPage(PIXEL_5);
      await signInAs(phone, CLIENT_ADMIN);
      await openService(phone, 'providers', PROVIDER_NAME, true);
      await phone.getByRole('button', { name: 'VER RESUMEN' }).click();
      const screen = phone.getByRole('dialog', { name: RESUMEN_TRABAJADORES.titulo });
      await pickSummaryMonth(screen);
      const standingOut = screen.locator('tbody tr[data-standing-out="true"]');
      await standingOut.getByText(nameOf(MISSING_FROM_SUA)).waitFor();
      expect(await standingOut.count()).toBe(1);
      await screenshot(phone, 'nomina-revision-05-resumen-telefono');
    },
    STEP_TIMEOUT,
  );
});
