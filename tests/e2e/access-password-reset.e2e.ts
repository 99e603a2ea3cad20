import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { waitForDevMail } from './support/mail';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';

const EMAIL = 'admin@proveedor.demo';
const NEW_PASSWORD = 'Restablecida.2026';

const checklistItem = (page: Page, label: string) => page.getByRole('listitem').filter({ hasText: label });

describe('[ACCESO]: restablecer la contraseña desde el correo', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('[ACCESO]: pide el correo, abre el enlace recibido, cambia la contraseña y entra con ella (teléfono)', async () => {
    const context = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
    await page.getByRole('heading', { name: 'Restablecer contraseña' }).waitFor();

    // The same e-mail rules as the sign-in, then the server's answer: the same confirmation whether
    // or not the address has an account; only that mailbox learns there is none.
    const sent = 'Correo enviado correctamente. Revise su bandeja con las instrucciones para restablecer su contraseña.';
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('El correo electrónico es requerido').waitFor();
    await page.getByLabel(/correo electrónico/i).fill('nadie@proveedor.demo');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText(sent).waitFor();
    expect(await page.getByRole('alert').allTextContents()).toEqual([sent]);
    const notice = await waitForDevMail(server.baseUrl, 'nadie@proveedor.demo', 'Restablecer contraseña');
    expect(notice.text).toContain('no existe ninguna cuenta registrada');

    await page.getByLabel(/correo electrónico/i).fill(EMAIL);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText(sent).waitFor();
    await screenshot(page, 'acceso-restablecer-01-correo-enviado-telefono');

    const mail = await waitForDevMail(server.baseUrl, EMAIL, 'Restablecer contraseña');
    const link = /(http\S+\/resetPassword\?token=[\w-]+)/.exec(mail.text)?.[1];
    expect(link?.startsWith(`${server.baseUrl}/resetPassword?token=`)).toBe(true);

    await page.goto(link ?? '');
    await page.getByRole('heading', { name: 'Actualizar contraseña' }).waitFor();
    const submit = page.getByRole('button', { name: 'Restablecer contraseña' });
    await page.getByText(EMAIL).waitFor();
    expect(await submit.isEnabled()).toBe(true);
    expect(await checklistItem(page, 'Longitud mínima de caracteres: 10').getAttribute('data-state')).toBe('pending');

    // A password the policies reject: the checklist turns red as the user types, and so does the server.
    await page.getByLabel(/^contraseña nueva/i).fill('sinmayusculas');
    await page.getByLabel(/^confirmar contraseña/i).fill('sinmayusculas');
    expect(await checklistItem(page, 'Al menos una letra mayúscula').getAttribute('data-state')).toBe('failed');
    expect(await checklistItem(page, 'Longitud mínima de caracteres: 10').getAttribute('data-state')).toBe('met');
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'La contraseña no cumple con las políticas de seguridad.' }).waitFor();
    expect(await checklistItem(page, 'Al menos un número').getAttribute('data-state')).toBe('failed');
    await screenshot(page, 'acceso-restablecer-02-politicas-telefono');

    await page.getByLabel(/^contraseña nueva/i).fill(NEW_PASSWORD);
    await page.getByLabel(/^confirmar contraseña/i).fill(NEW_PASSWORD);
    for (const label of ['Al menos una letra mayúscula', 'Al menos un número', 'Al menos un carácter especial']) {
      expect(await checklistItem(page, label).getAttribute('data-state')).toBe('met');
    }
    await submit.click();
    await page.getByText('Contraseña actualizada correctamente').waitFor();
    await screenshot(page, 'acceso-restablecer-03-actualizada-telefono');
    await page.waitForURL((url) => url.pathname === '/');
    // The sign-in form says the reset worked.
    await page.getByText('Su contraseña se restableció correctamente. Inicie sesión con su contraseña nueva.').waitFor();

    await signIn(page, EMAIL, NEW_PASSWORD);
    await page.waitForURL(/\/dashboard\/home/);
    await page.getByText('Servicios Demo SA de CV').first().waitFor();

    // The link works once.
    await page.goto(link ?? '');
    await page.getByRole('alert').filter({ hasText: 'El token de restauración de contraseña es inválido' }).waitFor();
    expect(await page.getByRole('button', { name: 'Restablecer contraseña' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('[ACCESO]: un enlace inválido deja el formulario deshabilitado (escritorio)', async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/resetPassword?token=enlace-que-no-existe-0123456789');
    await page.getByRole('alert').filter({ hasText: 'El token de restauración de contraseña es inválido' }).waitFor();
    expect(await page.getByRole('button', { name: 'Restablecer contraseña' }).isDisabled()).toBe(true);
    expect(await page.getByLabel(/^contraseña nueva/i).isDisabled()).toBe(true);
    await screenshot(page, 'acceso-restablecer-04-enlace-invalido-escritorio');

    await page.goto('/');
    await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
    await page.getByRole('heading', { name: 'Restablecer contraseña' }).waitFor();
    await screenshot(page, 'acceso-restablecer-05-solicitud-escritorio');
    await page.getByRole('button', { name: 'Volver a iniciar sesión' }).click();
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
    await context.close();
  });
});
