/**
 * `npm run bench:payroll-upload` (issue 22 "Speed"): a provider with W workers uploads a fortnight
 * of payroll CFDIs the way a person does — Debian's Chromium, the production build, the real
 * server (on a throwaway PostgreSQL database, or PGlite with `--db pglite`), 'Subir CFDI’s de
 * nómina', every XML chosen at once, batches of 10 sent by the dialog with its progress bar — and
 * prints the seconds from clicking «Subir» to the last file's result. Target: 3,000 in under 60 s.
 *
 *   --workers 3000   --db pg|pglite   BENCH_PG=postgres://postgres@127.0.0.1:5432/postgres
 *   AVALA_WEB_DIR=<build>   (default dist/; run `npm run build` first)
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { buildPayrollCfdiXml } from '../../src/server/seed/payroll-cfdi-sample';
import { reconciledFortnight, workforceMember } from '../fixtures/payroll-workforce';
import { DESKTOP, launchBrowser } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { signIn } from '../e2e/support/sign-in';

const { values: args } = parseArgs({ options: { workers: { type: 'string', default: '3000' }, db: { type: 'string', default: 'pg' } } });
const WORKERS = Number(args.workers);
const ADMIN_URL = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PROVIDER = { rfc: 'LIT150618M43', name: 'LIMPIEZA INTEGRAL TLALOC SA DE CV' };
const CLIENT = 'Corporativo Demo SA de CV';

const pad = (n: number) => String(n).padStart(2, '0');
const today = new Date();
const fortnight = { startDate: `${String(today.getUTCFullYear())}-${pad(today.getUTCMonth() + 1)}-01`, endDate: `${String(today.getUTCFullYear())}-${pad(today.getUTCMonth() + 1)}-15` };

const dbName = `avala_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
let databaseUrl = '';
if (args.db === 'pg') {
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

const files = Array.from({ length: WORKERS }, (_, i) => {
  const member = workforceMember(5000 + i);
  return { name: `CFDI ${member.employee.number}.xml`, mimeType: 'text/xml', buffer: Buffer.from(buildPayrollCfdiXml({ ...reconciledFortnight(member, fortnight), uuid: randomUUID(), issuerRfc: PROVIDER.rfc, issuerName: PROVIDER.name })) };
});

const [server, browser] = await Promise.all([startServer({ DATABASE_URL: databaseUrl }), launchBrowser()]);
try {
  const context = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, 'admin@limpieza.demo', DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\//);
  await page.getByRole('button', { name: 'Omitir' }).click();
  await page.goto('/dashboard/home/clients');
  await page.getByRole('article', { name: CLIENT }).click();
  await page.getByRole('dialog', { name: `Servicios: ${CLIENT}` }).getByRole('button', { name: 'Consultar' }).click();
  await page.waitForURL(/\/dashboard\/home\/clients\/stages\/[0-9a-f-]{36}/);
  await page.getByRole('button', { name: 'Subir CFDI’s de nómina' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subir CFDI’s de nómina' });
  await dialog.locator('input[type="file"]').setInputFiles(files);
  await dialog.getByRole('checkbox', { name: /Confirmo que los CFDI/ }).check();

  console.log(`${WORKERS.toLocaleString('es-MX')} CFDI de nómina desde Chromium, en lotes de 10 (${args.db === 'pg' ? 'PostgreSQL' : 'PGlite'})`);
  const started = performance.now();
  await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
  await dialog.getByRole('progressbar').first().waitFor({ timeout: 30_000 });
  const done = `${WORKERS.toLocaleString('es-MX')} de ${WORKERS.toLocaleString('es-MX')} archivos`;
  await dialog.getByText(done, { exact: false }).waitFor({ timeout: 600_000 });
  const seconds = (performance.now() - started) / 1000;
  const summary = await dialog.getByText(done, { exact: false }).textContent();
  console.log(`   ${summary ?? ''}`);
  console.log(`   ${seconds.toFixed(1)} s de «Subir» al último resultado (meta: 3,000 en menos de 60 s)`);
} finally {
  await browser.close();
  await server.stop();
  if (args.db === 'pg') {
    const admin = new Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}
