import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../../src/shared/contracts/auth.contract';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { DESKTOP, launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';

const EXPIRED = 'Su sesión ha expirado. Será redirigido al inicio.';

describe('[ACCESO]: vencimiento de la sesión', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('[ACCESO]: a las 2 horas avisa que la sesión expiró y 2 s después vuelve al inicio (teléfono)', async () => {
    const context = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    const page = await context.newPage();
    // The page's clock is ours from the start; it runs at normal speed until told otherwise.
    await page.clock.install();
    await page.goto('/');
    await signIn(page, 'admin@corporativo.demo', DEMO_PASSWORD, { keepSession: true });
    await page.waitForURL(/\/dashboard\/home/);
    await page.getByText('Corporativo Demo SA de CV').first().waitFor();

    // Just before the limit nothing happens.
    await page.clock.fastForward('01:58:00');
    await page.waitForTimeout(500);
    expect(await page.getByText(EXPIRED).count()).toBe(0);

    await page.clock.fastForward('00:03:00');
    await page.getByText(EXPIRED).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/home');
    await screenshot(page, 'acceso-sesion-01-expirada-telefono');

    await page.clock.runFor(2_100);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/home');
    await screenshot(page, 'acceso-sesion-02-inicio-telefono');

    // Signed out for real: the refresh cookie is gone, a reload does not bring the session back.
    await page.goto('/dashboard/home');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('[ACCESO]: un 401 que ya no se puede renovar da el mismo aviso y cierra la sesión (escritorio)', async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/');
    await signIn(page, 'admin@corporativo.demo', DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard\/home/);
    await page.getByText('Corporativo Demo SA de CV').first().waitFor();

    // The session is closed on the server (as from another device): the access token and the
    // refresh cookie both stop working.
    const cookie = (await context.cookies()).find((c) => c.name === REFRESH_COOKIE);
    expect(cookie).toBeDefined();
    const logout = await fetch(`${server.baseUrl}/api/v1/auth/logout`, { method: 'POST', headers: { cookie: `${REFRESH_COOKIE}=${cookie?.value ?? ''}` } });
    expect(logout.ok).toBe(true);

    // The next call (the notifications poll) gets a 401, the renewal is refused.
    await page.clock.fastForward('00:30');
    await page.getByText(EXPIRED).waitFor();
    await screenshot(page, 'acceso-sesion-03-401-escritorio');
    await page.clock.runFor(2_100);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
    await context.close();
  });
});
