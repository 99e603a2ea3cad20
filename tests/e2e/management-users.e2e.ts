import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { DESKTOP, launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { waitForDevMail } from './support/mail';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';

const ADMIN = 'admin@corporativo.demo';
const READER = 'lector@corporativo.demo';
const COMPANY = 'Corporativo Demo SA de CV';
const NEW_NAME = 'Paola Nueva Integrante';
const NEW_EMAIL = 'paola.nueva@corporativo.demo';
const NEW_PASSWORD = 'Paola.Nueva.2026';
const ROLE = 'Auditoría documental';
const STEP_TIMEOUT = 240_000;

/** The tour opens by itself on a user's first dashboard visit. */
async function skipTour(page: Page) {
  await page.getByRole('button', { name: 'Omitir' }).click();
  await page.getByRole('button', { name: 'Omitir' }).waitFor({ state: 'detached' });
}

describe('[ADMINISTRACIÓN]: usuarios de la empresa', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const desk = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    contexts.push(desk);
    admin = await desk.newPage();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    await admin?.screenshot({ path: 'test-results/e2e/administracion-fallo.png', fullPage: true }).catch(() => undefined);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await server?.stop();
  });

  it('[ADMINISTRACIÓN]: el administrador crea un usuario y la pestaña sigue al botón Atrás (escritorio)', async () => {
    await admin.goto('/');
    await signIn(admin, ADMIN, DEMO_PASSWORD);
    await admin.waitForURL(/\/dashboard\/home/);
    await skipTour(admin);
    await admin.getByRole('link', { name: 'Administración' }).first().click();
    await admin.waitForURL(/\/dashboard\/management/);
    await admin.getByRole('heading', { level: 1, name: 'Administración' }).waitFor();
    await admin.getByRole('heading', { name: COMPANY }).first().waitFor();
    await screenshot(admin, 'administracion-00-principal-escritorio');

    await admin.getByRole('tab', { name: 'Usuarios' }).click();
    await admin.waitForURL((url) => url.searchParams.get('tab') === 'usuarios');
    await admin.getByRole('cell', { name: new RegExp(ADMIN) }).waitFor();
    await admin.getByRole('button', { name: 'Nuevo Usuario' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Nuevo Usuario' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Campo requerido').first().waitFor();
    await dialog.getByText('Selecciona la menos un rol').waitFor();
    await dialog.getByLabel('Nombre').fill('Paola');
    await dialog.getByLabel('Apellido').fill('Nueva Integrante');
    await dialog.getByLabel('Correo').fill(NEW_EMAIL);
    await dialog.getByRole('combobox', { name: 'Roles', exact: true }).click();
    await admin.getByRole('option', { name: 'Colaborador', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Nuevo Usuario' }).click();
    await admin.getByRole('option', { name: 'Colaborador', exact: true }).waitFor({ state: 'hidden' });
    await screenshot(admin, 'administracion-01-nuevo-usuario-escritorio');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await admin.getByText('Usuario creado correctamente').waitFor();
    await admin.getByLabel('Buscar').fill('paola');
    await admin.getByRole('cell', { name: new RegExp(NEW_EMAIL) }).waitFor();
    await admin.getByText('Pendiente de activación').waitFor();
    await screenshot(admin, 'administracion-02-usuarios-escritorio');

    await admin.getByRole('tab', { name: 'Roles' }).click();
    await admin.waitForURL((url) => url.searchParams.get('tab') === 'roles');
    await admin.getByRole('article', { name: 'Lector' }).waitFor();
    await admin.goBack();
    await admin.waitForURL((url) => url.searchParams.get('tab') === 'usuarios');
    expect(await admin.getByRole('tab', { name: 'Usuarios' }).getAttribute('aria-selected')).toBe('true');
    await admin.goForward();
    await admin.waitForURL((url) => url.searchParams.get('tab') === 'roles');

    // A custom role: name, a colour of the palette, one permission group.
    await admin.getByRole('button', { name: 'Nuevo Rol' }).click();
    const roleDialog = admin.getByRole('dialog', { name: 'Nuevo Rol' });
    await roleDialog.getByLabel('Nombre').fill(ROLE);
    await roleDialog.getByRole('radio', { name: 'Color 6', exact: true }).check();
    await roleDialog.getByRole('switch', { name: /^Documentos/ }).check();
    expect(await roleDialog.getByRole('checkbox', { name: 'Borrar documentos' }).isChecked()).toBe(true);
    await screenshot(admin, 'administracion-03-nuevo-rol-escritorio');
    await roleDialog.getByRole('button', { name: 'Guardar' }).click();
    await admin.getByText('El rol ha sido guardado correctamente').waitFor();
    await admin.getByRole('article', { name: ROLE }).getByText('8 permisos').waitFor();

    // Assigned in Usuarios › Editar.
    await admin.getByRole('tab', { name: 'Usuarios' }).click();
    await admin.getByRole('button', { name: `Editar ${NEW_NAME}` }).click();
    const editDialog = admin.getByRole('dialog', { name: 'Editar usuario' });
    await editDialog.getByRole('combobox', { name: 'Roles personalizados' }).click();
    await admin.getByRole('option', { name: ROLE, exact: true }).click();
    // A multiple choice keeps its list open after a pick; a click outside it closes it, as a user does.
    await editDialog.getByRole('heading', { name: 'Editar usuario' }).click();
    await admin.getByRole('option', { name: ROLE, exact: true }).waitFor({ state: 'hidden' });
    await editDialog.getByRole('button', { name: 'Guardar' }).click();
    await admin.getByText('Usuario actualizado correctamente').waitFor();
    await admin.getByRole('row', { name: new RegExp(NEW_NAME) }).getByText(ROLE).waitFor();
  }, STEP_TIMEOUT);

  it('[ADMINISTRACIÓN]: el usuario nuevo activa su cuenta desde el correo e inicia sesión (teléfono)', async () => {
    const mail = await waitForDevMail(server.baseUrl, NEW_EMAIL, 'Invitación a Avala');
    expect(mail.text).toContain(COMPANY);
    const link = /(http\S+\/resetPassword\?token=[\w%-]+)/.exec(mail.text)?.[1];
    const phone = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    contexts.push(phone);
    const page = await phone.newPage();
    await page.goto(link ?? '');
    await page.getByRole('heading', { name: 'Actualizar contraseña' }).waitFor();
    await page.getByLabel(/^contraseña nueva/i).fill(NEW_PASSWORD);
    await page.getByLabel(/^confirmar contraseña/i).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await page.getByText('Contraseña actualizada correctamente').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await signIn(page, NEW_EMAIL, NEW_PASSWORD);
    await page.waitForURL(/\/dashboard\/home/);
    await screenshot(page, 'administracion-04-usuario-activado-telefono');
  }, STEP_TIMEOUT);

  it('[ADMINISTRACIÓN]: Usuarios y Roles en un teléfono', async () => {
    const phone = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    contexts.push(phone);
    const page = await phone.newPage();
    await page.goto('/');
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard\/home/);
    await page.goto('/dashboard/management?tab=usuarios');
    await page.getByRole('row', { name: new RegExp(NEW_NAME) }).getByText(ROLE).waitFor();
    await screenshot(page, 'administracion-05-usuarios-telefono');
    // Nothing spills sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('tab', { name: 'Roles' }).click();
    await page.getByRole('article', { name: ROLE }).waitFor();
    await screenshot(page, 'administracion-06-roles-telefono');
    // The old Configuración address opens its tab.
    await page.goto('/dashboard/management/settings');
    await page.waitForURL((url) => url.pathname === '/dashboard/management' && url.searchParams.get('tab') === 'configuracion');
    await page.getByRole('tab', { name: 'Configuración', selected: true }).waitFor();
  }, STEP_TIMEOUT);

  it('[ADMINISTRACIÓN]: un Lector no ve Administración y la ruta lo devuelve al inicio', async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, READER, DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard\/home/);
    await skipTour(page);
    expect(await page.getByRole('link', { name: 'Administración' }).count()).toBe(0);
    await page.goto('/dashboard/management?tab=usuarios');
    await page.waitForURL(/\/dashboard\/home/);
  }, STEP_TIMEOUT);
});
