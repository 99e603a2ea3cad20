import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { DESKTOP, launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';

const NEW_USER = 'nuevo@proveedor.demo';
const NEW_PASSWORD = 'Activada.Demo.2026';

describe('[ACCESO]: activación de la cuenta en el primer inicio de sesión', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('[ACCESO]: un usuario nuevo actualiza su contraseña, acepta los avisos y llega al tablero (teléfono)', async () => {
    // How the form looks on a desktop, before the phone goes through it.
    const wide = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    const widePage = await wide.newPage();
    await widePage.goto('/');
    await signIn(widePage, NEW_USER, DEMO_PASSWORD);
    await widePage.getByRole('heading', { name: 'Actualizar contraseña' }).waitFor();
    await screenshot(widePage, 'acceso-activacion-00-formulario-escritorio');
    await wide.close();

    const context = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, NEW_USER, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/update_account');
    await page.getByRole('heading', { name: 'Actualizar contraseña' }).waitFor();
    await screenshot(page, 'acceso-activacion-01-formulario-telefono');

    // The back button does not leave the form.
    await page.goBack();
    await page.getByText('Para continuar, actualice su contraseña.', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/update_account');

    // A weak password: the meter reads it, and the messages appear only on submit.
    await page.getByLabel(/^contraseña nueva/i).fill('corta123');
    await page.getByText('Bajo', { exact: true }).waitFor();
    expect(await page.getByText('La contraseña no puede ser menor a 10 caracteres').count()).toBe(0);
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await page.getByText('La contraseña no puede ser menor a 10 caracteres').waitFor();
    await page.getByText('El campo es requerido').waitFor();
    await page.getByText('Si no acepta los términos y condiciones no se puede concluir el registro de usuario.').waitFor();
    await page.getByText('Si no acepta el aviso de privacidad no se puede concluir el registro de usuario.').waitFor();
    await screenshot(page, 'acceso-activacion-02-errores-telefono');

    // The legal documents open in a new tab.
    const [pdf] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'aviso de privacidad' }).click()]);
    await pdf.waitForLoadState();
    expect(new URL(pdf.url()).pathname).toBe('/docs/aviso-privacidad.pdf');
    await pdf.close();
    expect(await page.getByRole('checkbox', { name: /aviso de privacidad/ }).isChecked()).toBe(false);

    await page.getByLabel(/^contraseña nueva/i).fill(NEW_PASSWORD);
    await page.getByText('Alto', { exact: true }).waitFor();
    await page.getByLabel(/^confirmar contraseña/i).fill(NEW_PASSWORD);
    await page.getByRole('checkbox', { name: /aviso de privacidad/ }).check();
    await page.getByRole('checkbox', { name: /términos y condiciones/ }).check();
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await page.getByText('Activación exitosa').waitFor();
    await screenshot(page, 'acceso-activacion-03-exitosa-telefono');
    await page.waitForURL(/\/dashboard\/home/);
    await page.getByText('Servicios Demo SA de CV').first().waitFor();

    // Activated: /update_account sends the user on, and the new password is the one that works.
    await page.goto('/update_account');
    await page.waitForURL(/\/dashboard\/home/);
    await context.close();

    const again = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    const desktop = await again.newPage();
    await desktop.goto('/');
    await signIn(desktop, NEW_USER, NEW_PASSWORD);
    await desktop.waitForURL(/\/dashboard\/home/);
    await again.close();
  });

  it('[ACCESO]: quien ya actualizó su contraseña no ve el formulario; sin sesión se va a iniciar sesión (escritorio)', async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/update_account');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === '/update_account');

    await signIn(page, 'admin@corporativo.demo', DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard\/home/);
    await page.goto('/update_account');
    await page.waitForURL(/\/dashboard\/home/);
    expect(await page.getByRole('heading', { name: 'Actualizar contraseña' }).count()).toBe(0);
    await context.close();
  });
});
