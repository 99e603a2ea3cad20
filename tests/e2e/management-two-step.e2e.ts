import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { DESKTOP, launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { startSmtpCapture } from './support/mail';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';

const ADMIN = 'admin@corporativo.demo';
const ADMIN_NAME = 'Mariana López Hernández';
const READER = 'lector@corporativo.demo';
const STEP_TIMEOUT = 240_000;

/** The tour opens by itself on a user's first dashboard visit. */
async function skipTour(page: Page) {
  await page.getByRole('button', { name: 'Omitir' }).click();
  await page.getByRole('button', { name: 'Omitir' }).waitFor({ state: 'detached' });
}

describe('[ADMINISTRACIÓN]: autenticación de 2 pasos y sus excepciones', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let admin: Page;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [smtp, browser] = await Promise.all([startSmtpCapture(), launchBrowser()]);
    // Mail goes through a real local SMTP server: the code is read from the message a user would get.
    server = await startServer({ SMTP_URL: smtp.url });
    const desk = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    contexts.push(desk);
    admin = await desk.newPage();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    await admin?.screenshot({ path: 'test-results/e2e/administracion-dos-pasos-fallo.png', fullPage: true }).catch(() => undefined);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('[ADMINISTRACIÓN]: el administrador activa los 2 pasos y se exceptúa a sí misma (escritorio)', async () => {
    await admin.goto('/');
    await signIn(admin, ADMIN, DEMO_PASSWORD);
    await admin.waitForURL(/\/dashboard\/home/);
    await skipTour(admin);
    await admin.goto('/dashboard/management?tab=configuracion');
    await admin.getByRole('heading', { name: 'Autenticación de 2 pasos' }).waitFor();
    await admin.getByRole('heading', { name: 'Políticas' }).waitFor();
    expect(await admin.getByLabel('Dígitos del código de verificación').inputValue()).toBe('6');

    await admin.getByRole('switch', { name: 'Solicitar código de verificación al iniciar sesión' }).click({ force: true });
    await admin.getByText('Autenticación de 2 pasos activada').waitFor();
    const dialog = admin.getByRole('dialog', { name: 'Excepciones de usuarios' });
    await dialog.getByRole('columnheader', { name: 'Aplica OTP' }).waitFor();
    await dialog.getByLabel('Buscar').fill('mariana');
    const own = dialog.getByRole('switch', { name: `Aplica OTP: ${ADMIN_NAME}` });
    await own.waitFor();
    await expect.poll(() => dialog.getByRole('row').count()).toBe(2);
    await screenshot(admin, 'administracion-dos-pasos-01-excepciones-escritorio');
    await own.click({ force: true });
    // Shown inside the dialog (under the table), not as a toast over its title.
    await dialog.getByText('Excepción guardada correctamente').waitFor();
    await dialog.getByRole('heading', { name: 'Excepciones de usuarios' }).waitFor();
    expect(await admin.getByText('Excepción guardada correctamente').count()).toBe(1);
    await expect.poll(() => own.isChecked()).toBe(false);
  }, STEP_TIMEOUT);

  it('[ADMINISTRACIÓN]: el siguiente inicio de sesión de un colega pide el código enviado por correo (teléfono)', async () => {
    const phone = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    contexts.push(phone);
    const page = await phone.newPage();
    await page.goto('/');
    await signIn(page, READER, DEMO_PASSWORD);
    await page.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
    const code = await smtp.waitFor(READER, /código de verificación es (\d+)\./);
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Dígito 1 de 6').click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(/\/dashboard\/home/);
    await screenshot(page, 'administracion-dos-pasos-02-colega-con-codigo-telefono');
  }, STEP_TIMEOUT);

  it('[ADMINISTRACIÓN]: la usuaria exceptuada entra sin código', async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard\/home/);
    expect(await page.getByRole('heading', { name: 'Verificación en dos pasos' }).count()).toBe(0);
    expect(smtp.received.some((mail) => mail.to.includes(ADMIN) && /código de verificación/.test(mail.text))).toBe(false);
  }, STEP_TIMEOUT);

  it('[ADMINISTRACIÓN]: la Bitácora muestra los cambios de seguridad y se exporta a Excel (teléfono)', async () => {
    const phone = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl, acceptDownloads: true });
    contexts.push(phone);
    const page = await phone.newPage();
    await page.goto('/');
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard\/home/);
    await page.goto('/dashboard/management?tab=bitacora');
    await page.getByRole('cell', { name: 'Autenticación de 2 pasos modificada' }).waitFor();
    await page.getByRole('cell', { name: 'Excepción de OTP modificada' }).waitFor();
    expect(await page.getByRole('cell', { name: 'Inicio de sesión', exact: true }).count()).toBeGreaterThan(0);
    await screenshot(page, 'administracion-dos-pasos-03-bitacora-telefono');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar a Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^bitacora-\d{4}-\d{2}-\d{2}\.xlsx$/);
  }, STEP_TIMEOUT);

  it('[ADMINISTRACIÓN]: el administrador del grupo registra una empresa nueva (escritorio)', async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, 'grupo@corporativo.demo', DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard\//);
    await page.goto('/dashboard/management?tab=empresas');
    await page.getByRole('button', { name: 'Nueva Empresa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Empresa' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Campo requerido').first().waitFor();
    await dialog.getByLabel('Nombre de la empresa').fill('Constructora Norte SA de CV');
    await dialog.getByLabel('RFC').fill('CNO200101AB0');
    await dialog.getByLabel('Ciudad').fill('Monterrey');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Empresa creada correctamente').waitFor();
    await page.getByText('Constructora Norte SA de CV').waitFor();
    await page.getByLabel('Buscar').fill('constructora');
    await expect.poll(() => page.getByRole('button', { name: /^Editar: / }).count()).toBe(1);
    await screenshot(page, 'administracion-dos-pasos-04-empresas-escritorio');
  }, STEP_TIMEOUT);
});
