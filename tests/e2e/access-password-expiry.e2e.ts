import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { DESKTOP, launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { createThrowawayDatabase, sql, type ThrowawayDatabase } from './support/database';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';

/*
 * The demo seed has no password expiry, so this file runs the server on a throwaway PostgreSQL
 * database it can change: the client company's passwords last one day, and the administrator's
 * is two days old.
 */
const CLIENT = 'Corporativo Demo SA de CV';
const ADMIN = 'admin@corporativo.demo';
const RENEWED = 'Renovada.Demo.2026';

describe('[ACCESO]: contraseña vencida por la política de la empresa', () => {
  let server: RunningServer;
  let browser: Browser;
  let database: ThrowawayDatabase;

  beforeAll(async () => {
    [database, browser] = await Promise.all([createThrowawayDatabase(), launchBrowser()]);
    // startServer waits for /api/health, which answers only after the migrations and the demo seed.
    server = await startServer({ DATABASE_URL: database.url });
    const { rows } = await sql(database.url, 'SELECT id FROM companies WHERE name = $1', [CLIENT]);
    const company = (rows[0] as { id?: string } | undefined)?.id;
    if (!company) throw new Error(`No existe la empresa ${CLIENT}`);
    await sql(
      database.url,
      `INSERT INTO auth_policies (company_id, policy_type, description, value_type, value, active, applicable_in_update_password)
       VALUES ($1, 'PASSWORD_EXPIRATION_DAYS', 'Vigencia de la contraseña (días)', 'NUMERIC', '1', true, false)
       ON CONFLICT (company_id, policy_type) DO UPDATE SET value = '1', active = true`,
      [company],
    );
    await sql(database.url, `UPDATE users SET created_at = now() - interval '2 days' WHERE email = $1`, [ADMIN]);
    await sql(database.url, `UPDATE password_history SET created_at = now() - interval '2 days' WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [ADMIN]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it('[ACCESO]: el administrador ve que su contraseña venció, elige otra sin volver a aceptar los avisos y llega al tablero (teléfono)', async () => {
    const context = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/update_account');
    await page.getByRole('heading', { name: 'Su contraseña venció' }).waitFor();
    await page.getByText('La política de seguridad de su empresa pide cambiar la contraseña cada día. Elija una nueva para continuar.').waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByText('Es la primera vez que entra', { exact: false }).count()).toBe(0);
    await screenshot(page, 'acceso-vencimiento-01-formulario-telefono');

    await page.getByLabel(/^contraseña nueva/i).fill(RENEWED);
    await page.getByLabel(/^confirmar contraseña/i).fill(RENEWED);
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await page.getByText('Contraseña actualizada correctamente').waitFor();
    await page.waitForURL(/\/dashboard\/home/);
    await page.getByText(CLIENT).first().waitFor();
    await context.close();

    // The new password starts a new day: the next sign-in goes straight to the dashboard.
    const again = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    const desktop = await again.newPage();
    await desktop.goto('/');
    await signIn(desktop, ADMIN, RENEWED);
    await desktop.waitForURL(/\/dashboard\/home/);
    await again.close();
  });
});
