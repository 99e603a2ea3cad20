import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { DESKTOP, launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { createThrowawayDatabase, sql, type ThrowawayDatabase } from './support/database';
import { startSmtpCapture } from './support/mail';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';

/*
 * The demo seed has two-step sign-in off and no company with both products, so this file runs the
 * server on a throwaway PostgreSQL database it can change, and mails through a real local SMTP
 * server to read the one-time code as a user would.
 */
const CLIENT = 'Corporativo Demo SA de CV';
const PROVIDER = 'Servicios Demo SA de CV';

async function companyId(url: string, name: string): Promise<string> {
  const { rows } = await sql(url, 'SELECT id FROM companies WHERE name = $1', [name]);
  const id = (rows[0] as { id?: string } | undefined)?.id;
  if (!id) throw new Error(`No existe la empresa ${name}`);
  return id;
}

describe('[ACCESO]: verificación en dos pasos por correo y selección de aplicación', () => {
  let server: RunningServer;
  let browser: Browser;
  let database: ThrowawayDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    [database, smtp, browser] = await Promise.all([createThrowawayDatabase(), startSmtpCapture(), launchBrowser()]);
    // startServer waits for /api/health, which answers only after the migrations and the demo seed.
    server = await startServer({ DATABASE_URL: database.url, SMTP_URL: smtp.url });
    const client = await companyId(database.url, CLIENT);
    await sql(
      database.url,
      `INSERT INTO auth_policies (company_id, policy_type, description, value_type, value, active, applicable_in_update_password) VALUES
         ($1, 'OTP_REQUIRED', 'Verificación en dos pasos', 'BOOLEAN', 'true', true, false),
         ($1, 'OTP_LENGHT', 'Dígitos del código de verificación', 'NUMERIC', '5', true, false)`,
      [client],
    );
    await sql(database.url, `INSERT INTO company_products (company_id, product) VALUES ($1, 'GENERADORES')`, [await companyId(database.url, PROVIDER)]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    await database?.drop();
  });

  it('[ACCESO]: el administrador recibe el código por SMTP, lo escribe y llega al tablero (teléfono)', async () => {
    const context = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, 'admin@corporativo.demo', DEMO_PASSWORD);
    await page.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
    await page.getByText('Enviamos un código de verificación a su correo electrónico.').waitFor();

    const verify = page.getByRole('button', { name: 'Verificar' });
    expect(await verify.isDisabled()).toBe(true);
    const code = await smtp.waitFor('admin@corporativo.demo', /código de verificación es (\d+)\./);
    expect(code).toMatch(/^\d{5}$/);

    await page.getByLabel('Dígito 1 de 5').click();
    await page.keyboard.type(code.slice(0, 4));
    expect(await verify.isDisabled()).toBe(true);
    await screenshot(page, 'acceso-dos-pasos-01-codigo-incompleto-telefono');
    await page.keyboard.type(code.slice(4));
    expect(await verify.isEnabled()).toBe(true);
    await verify.click();
    await page.waitForURL(/\/dashboard\/home/);
    await page.getByText(CLIENT).first().waitFor();
    await context.close();
  });

  it('[ACCESO]: con REPSE y generadores habilitados, elige la aplicación y entra al tablero (escritorio)', async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, 'admin@proveedor.demo', DEMO_PASSWORD, { keepSession: true });
    await page.waitForURL((url) => url.pathname === '/service-selection');
    await page.getByRole('heading', { name: /^Aplicaciones/ }).waitFor();
    expect(await page.getByRole('heading', { name: 'REPSE' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Servicios profesionales' }).count()).toBe(1);
    await screenshot(page, 'acceso-aplicaciones-01-escritorio');

    await page.getByRole('region', { name: 'Servicios profesionales' }).getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/dashboard/);
    expect(await page.evaluate(() => sessionStorage.getItem('avala.serviceType'))).toBe('generators');

    // A reload clears the session storage (spec 1 §4) but keeps the session and the chosen service.
    await page.evaluate(() => sessionStorage.setItem('avala.prueba', 'se borra'));
    const before = new URL(page.url()).pathname;
    await page.reload();
    await page.getByText(PROVIDER).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(before);
    expect(await page.evaluate(() => [sessionStorage.getItem('avala.serviceType'), sessionStorage.getItem('avala.prueba')])).toEqual(['generators', null]);
    await context.close();
  });

  it('[ACCESO]: la selección de aplicación en un teléfono', async () => {
    const context = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/service-selection');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === '/service-selection');
    await signIn(page, 'admin@proveedor.demo', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/service-selection');
    await page.getByRole('heading', { name: /^Aplicaciones/ }).waitFor();
    await screenshot(page, 'acceso-aplicaciones-02-telefono');
    await page.getByRole('region', { name: 'REPSE' }).getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/dashboard\/home/);
    expect(await page.evaluate(() => sessionStorage.getItem('avala.serviceType'))).toBe('repse');
    await context.close();
  });
});
