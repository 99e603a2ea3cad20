import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filingPeriodOf } from '../../src/shared/domain/filing-periods';
import { filingPeriodName, FILINGS_TEXT } from '../../src/shared/labels/filings';
import { PANTALLA_RIESGOS, RISK_LEVEL_LABELS } from '../../src/shared/labels/risk-board';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { workforceMember } from '../fixtures/payroll-workforce';
import { DESKTOP, launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signInSkippingTour } from './support/sign-in';

const CLIENT_ADMIN = 'admin@corporativo.demo';
const PROVIDER_ADMIN = 'admin@limpieza.demo';
const CLIENT = 'Corporativo Demo SA de CV';
const STEP_TIMEOUT = 240_000;

/** The demo seeds last month's payroll CFDIs of Limpieza: its four-month period is the one to file. */
const today = new Date();
const lastMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 15));
const PERIOD = filingPeriodOf(lastMonth);

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function openPage(options: typeof DESKTOP) {
  const context = await browser.newContext({ ...options, baseURL: server.baseUrl, acceptDownloads: true });
  contexts.push(context);
  return context.newPage();
}

const signInAs = (page: Page, email: string) => signInSkippingTour(page, email, DEMO_PASSWORD);

describe('[REPORTES Y RIESGO]: tablero de riesgos del cliente y declaraciones del proveedor', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await server?.stop();
  });

  it(
    '[RIESGO]: el cliente abre el tablero, ordena por nivel, abre el expediente de un proveedor de riesgo alto y descarga el reporte diario',
    async () => {
      const page = await openPage(DESKTOP);
      await signInAs(page, CLIENT_ADMIN);
      await page.getByRole('region', { name: 'Mi tablero de riesgo' }).getByRole('link').click();
      await page.waitForURL(/\/dashboard\/riesgos/);
      const table = page.getByRole('table', { name: PANTALLA_RIESGOS.tabla });
      await table.locator('tbody tr').first().waitFor();
      const rows = await table.locator('tbody tr').count();
      expect(rows).toBeGreaterThan(1);

      // By name first, then by level: Alto first (ascending), as the board opens.
      await table.getByRole('button', { name: /^Ordenar por Proveedor/ }).click();
      await table.getByRole('columnheader', { name: /Proveedor/ }).and(page.locator('[aria-sort="ascending"]')).waitFor();
      await table.getByRole('button', { name: /^Ordenar por Nivel/ }).click();
      await table.getByRole('columnheader', { name: /Nivel/ }).and(page.locator('[aria-sort="ascending"]')).waitFor();
      const levels = async () => (await table.locator('tbody tr [aria-label^="Nivel "]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).map((l) => l.split(':')[0] ?? '');
      const ascending = (list: string[]) => list.every((level, i) => i === 0 || order(list[i - 1] ?? '') <= order(level));
      await expect.poll(async () => ascending(await levels())).toBe(true);
      const first = (await levels())[0];
      expect(first).toBe(`Nivel ${RISK_LEVEL_LABELS.ALTO}`);
      await screenshot(page, 'riesgos-00-tablero');

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: PANTALLA_RIESGOS.descargar }).click()]);
      expect(download.suggestedFilename()).toMatch(/^ReporteDiario-\d{2}-\d{2}-\d{4}\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.actualRowCount).toBeGreaterThanOrEqual(rows + 1);

      const highRisk = table.locator('tbody tr').filter({ has: page.locator(`[aria-label^="Nivel ${RISK_LEVEL_LABELS.ALTO}"]`) }).first();
      await highRisk.getByRole('link', { name: /^Abrir el expediente de / }).click();
      await page.waitForURL(/\/expedientes\/[0-9a-f-]{36}/);
      await page.getByRole('region', { name: 'Avance' }).or(page.getByText('No se encontraron datos')).first().waitFor();
      // The expedient keeps the dashboard's frame: the way back home is in its header.
      await page.getByRole('link', { name: 'Avala, ir a Inicio' }).waitFor();
      await screenshot(page, 'riesgos-01-expediente');
    },
    STEP_TIMEOUT,
  );

  it(
    '[DECLARACIONES]: el proveedor, en su teléfono, descarga los tres archivos del SISUB del periodo con sus trabajadores',
    async () => {
      const page = await openPage(PIXEL_5);
      await signInAs(page, PROVIDER_ADMIN);
      await page.goto('/dashboard/home/clients');
      await page.getByRole('button', { name: `Acciones de ${CLIENT}` }).click();
      await page.getByRole('menuitem', { name: 'Mis reportes' }).click();
      await page.waitForURL(/\/dashboard\/reportes\/[0-9a-f-]{36}/);
      const card = page.getByRole('region', { name: filingPeriodName(PERIOD) });
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'declaraciones-00-periodo');
      const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: FILINGS_TEXT.descargarSisub }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^SISUB-LIT150618M43-${String(PERIOD.year)}-${String(PERIOD.period)}\\.zip$`));
      const files = unzipSync(new Uint8Array(await readFile(await download.path())));
      const names = Object.keys(files).toSorted();
      expect(names).toHaveLength(3);
      const detail = names.find((n) => n.startsWith('3_')) ?? '';
      const text = strFromU8(files[detail] ?? new Uint8Array());
      // The demo's twelve workers of last month, each once.
      for (let i = 0; i < 12; i++) expect(text.split(workforceMember(i).employee.curp).length - 1).toBe(1);
    },
    STEP_TIMEOUT,
  );
});

function order(label: string) {
  const at = [RISK_LEVEL_LABELS.ALTO, RISK_LEVEL_LABELS.MEDIO, RISK_LEVEL_LABELS.BAJO].findIndex((l) => label === `Nivel ${l}`);
  return at < 0 ? 9 : at;
}
