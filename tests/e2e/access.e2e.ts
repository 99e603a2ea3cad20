import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';

describe('[ACCESO]: inicio y cierre de sesión en un teléfono', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('[ACCESO]: el administrador demo inicia sesión, ve su tablero y cierra sesión', async () => {
    const context = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
    await screenshot(page, 'acceso-01-inicio-telefono');

    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByText('El correo electrónico es requerido').waitFor();
    await page.getByText('La contraseña es requerida').waitFor();

    await page.getByLabel(/correo/i).fill('admin@corporativo.demo');
    await page.getByLabel(/^contraseña/i).fill('Contraseña.Incorrecta');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByText('Usuario o contraseña incorrectos.').waitFor();

    await page.getByLabel(/^contraseña/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(/\/dashboard\/home/);
    await page.getByText('Mariana López Hernández').first().waitFor();
    await page.getByText('Corporativo Demo SA de CV').first().waitFor();
    await screenshot(page, 'acceso-02-tablero-telefono');

    // The session survives a reload (refresh cookie), without asking for the password again.
    await page.reload();
    await page.getByText('Corporativo Demo SA de CV').first().waitFor();

    await page.getByRole('button', { name: /cerrar sesión/i }).first().click();
    await page.getByText('¿Cerrar sesión?').waitFor();
    await screenshot(page, 'acceso-03-confirmar-salida');
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();

    await page.goto('/dashboard/home');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === '/dashboard/home');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/home');
    await context.close();
  });

  it('[PWA]: tras una primera visita, la aplicación instalada recarga sin conexión', async () => {
    const context = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
      return registration.active?.state;
    });
    const manifest = await (await fetch(`${server.baseUrl}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Avala', lang: 'es-MX', display: 'standalone' });

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
    await page.goto('/dashboard/home').catch(() => undefined);
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
    await screenshot(page, 'pwa-01-sin-conexion');
    await context.close();
  });
});
