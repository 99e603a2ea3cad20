import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { DESKTOP, launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { createThrowawayDatabase, sql, type ThrowawayDatabase } from './support/database';
import { type RunningServer, startServer } from './support/server';

/*
 * The demo seed has no company with incomplete data, so this file runs the server on a throwaway
 * PostgreSQL database it can prepare: the provider's company is set back to "data not captured".
 */
const PROVIDER = 'Servicios Demo SA de CV';

/** The provider company as if nobody had captured its data yet. */
function blankProviderData(url: string) {
  return sql(
    url,
    `UPDATE companies SET updated_data = false, sector = '', employees_size = 0, web = '', services_offered = '{}',
       street = '', outdoor_num = '', interior_number = '', colonia = '', cp = '', city = '',
       legal_representatives = '[]'::jsonb, repses = '[]'::jsonb
     WHERE name = $1`,
    [PROVIDER],
  );
}

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel(/correo/i).fill(email);
  await page.getByLabel(/^contraseña/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Mantine's searchable selects: type part of the option, then pick it from the list. */
async function pick(page: Page, label: string, search: string, option: string) {
  const input = page.getByRole('dialog').getByLabel(label);
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('[EMPRESA]: datos de la empresa y perfil', () => {
  let server: RunningServer;
  let browser: Browser;
  let database: ThrowawayDatabase;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    database = await createThrowawayDatabase();
    [server, browser] = await Promise.all([startServer({ DATABASE_URL: database.url }), launchBrowser()]);
    // startServer waits for /api/health, which answers only after migrations and the demo seed.
    await blankProviderData(database.url);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it('[EMPRESA]: el proveedor captura sus datos en el teléfono, corrige el RFC y pasa a elegir plan', async () => {
    const context = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, 'admin@proveedor.demo');
    await page.waitForURL(/\/pre_instructions/);
    await page.getByRole('heading', { name: 'Antes de comenzar' }).waitFor();
    await screenshot(page, 'empresa-01-instrucciones-telefono');

    await page.getByRole('button', { name: 'Capturar datos de la empresa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Para poder iniciar necesitamos algunos datos' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel('País').inputValue()).toBe('México');
    await expect.poll(() => dialog.getByRole('button', { name: 'Quitar representante 1' }).isDisabled()).toBe(true);

    // Empty required fields are flagged before anything is sent.
    await dialog.getByRole('button', { name: 'SIGUIENTE' }).click();
    await dialog.getByText('Seleccione al menos 1 servicio').waitFor();
    expect(await dialog.getByText('Campo requerido').count()).toBeGreaterThan(4);
    await screenshot(page, 'empresa-02-requeridos-telefono');

    await dialog.getByLabel('RFC').fill('sde18072');
    await expect.poll(() => dialog.getByLabel('RFC').inputValue()).toBe('SDE18072');
    await pick(page, 'Sector', 'apoyo a los negocios', 'Servicios de apoyo a los negocios y manejo de residuos');
    await dialog.getByLabel('Número de empleados').fill('85');
    await pick(page, 'Servicios que ofrece', 'limpieza de inmuebles', 'Servicios de limpieza de inmuebles');
    await pick(page, 'Servicios que ofrece', 'vigilancia', 'Servicios de vigilancia y seguridad');
    await dialog.getByText('Servicios de vigilancia…', { exact: true }).waitFor();
    await dialog.getByLabel('Calle').fill('Av. Constitución');
    await dialog.getByLabel('Número exterior').fill('1450');
    await dialog.getByLabel('Colonia').fill('Centro');
    await dialog.getByLabel('Ciudad').fill('Monterrey');
    await dialog.getByLabel('Código postal').fill('64000');

    await dialog.getByRole('button', { name: 'Agregar representante' }).click();
    await dialog.getByRole('button', { name: 'Quitar representante 2' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Quitar representante 1' }).isDisabled()).toBe(true);
    const representative = dialog.getByRole('group', { name: 'Representante 1' });
    await representative.getByLabel('Nombre').fill('Ana Sofía');
    await representative.getByLabel('Apellido Paterno').fill('Martínez');
    await representative.getByLabel('Apellido Materno').fill('Ruiz');
    await representative.getByLabel('CURP').fill('mara870922mnlrzn00');
    await expect.poll(() => representative.getByLabel('CURP').inputValue()).toBe('MARA870922MNLRZN00');
    await dialog.getByRole('textbox', { name: /^Actividad 1/ }).fill('Limpieza y mantenimiento de inmuebles');
    await dialog.getByRole('button', { name: 'Agregar actividad' }).click();
    await dialog.getByRole('textbox', { name: /^Actividad 2/ }).fill('Vigilancia de instalaciones');

    await dialog.getByRole('button', { name: 'SIGUIENTE' }).click();
    await dialog.getByText('Formato inválido').waitFor();
    await screenshot(page, 'empresa-03-rfc-invalido-telefono');

    // A check digit that does not match only warns.
    await dialog.getByLabel('RFC').fill('SDE180725K3A');
    await dialog.getByText('El dígito verificador del RFC no coincide').waitFor();
    await dialog.getByLabel('RFC').fill('SDE180725K38');
    await dialog.getByText('El dígito verificador del RFC no coincide').waitFor({ state: 'detached' });

    // Another company's name: the server answers 409 and the form warns with its exact words.
    await dialog.getByLabel('Razón social').fill('Corporativo Demo SA de CV');
    await dialog.getByRole('button', { name: 'SIGUIENTE' }).click();
    await dialog.getByText('Ya existe una empresa registrada con el mismo Nombre o RFC').waitFor();
    await screenshot(page, 'empresa-04-duplicada-telefono');

    await dialog.getByLabel('Razón social').fill(PROVIDER);
    await dialog.getByRole('button', { name: 'SIGUIENTE' }).click();
    await page.waitForURL(/\/payment/);
    await page.getByText('Cambios guardados con éxito').waitFor();

    const saved = await sql(database.url, 'SELECT updated_data, rfc, services_offered, legal_representatives, repses FROM companies WHERE name = $1', [PROVIDER]);
    expect(saved.rows[0]).toMatchObject({
      updated_data: true,
      rfc: 'SDE180725K38',
      services_offered: ['Servicios de limpieza de inmuebles', 'Servicios de vigilancia y seguridad'],
      legal_representatives: [{ name: 'Ana Sofía', apaterno: 'Martínez', amaterno: 'Ruiz', curp: 'MARA870922MNLRZN00' }],
      repses: [{ name: 'Limpieza y mantenimiento de inmuebles' }, { name: 'Vigilancia de instalaciones' }],
    });

    // The gate is closed now that the data are complete.
    await page.goto('/pre_instructions');
    await page.waitForURL(/\/dashboard\//);
  });

  it('[EMPRESA]: en escritorio el formulario se lee en columnas y /additional-data lo muestra en el marco de bienvenida', async () => {
    await sql(database.url, 'UPDATE companies SET updated_data = false WHERE name = $1', [PROVIDER]);
    const context = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, 'admin@proveedor.demo');
    await page.waitForURL(/\/pre_instructions/);
    await screenshot(page, 'empresa-05-instrucciones-escritorio');
    await page.getByRole('button', { name: 'Capturar datos de la empresa' }).click();
    await page.getByRole('dialog').getByLabel('RFC').waitFor();
    await screenshot(page, 'empresa-06-formulario-escritorio');
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

    await page.goto('/additional-data');
    await page.getByRole('heading', { level: 1, name: 'Para poder iniciar necesitamos algunos datos' }).waitFor();
    await page.getByRole('button', { name: 'SIGUIENTE' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/additional-data');
    await screenshot(page, 'empresa-07-datos-adicionales-escritorio');
    await sql(database.url, 'UPDATE companies SET updated_data = true WHERE name = $1', [PROVIDER]);
  });

  it('[EMPRESA]: el corporativo edita su perfil en la tarjeta y sube su foto', async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, 'admin@corporativo.demo');
    await page.waitForURL(/\/dashboard\//);
    await page.goto('/dashboard/management/edit-profile');
    await page.getByRole('heading', { name: 'Perfil de la empresa' }).waitFor();
    await page.getByRole('heading', { name: 'Corporativo Demo SA de CV' }).waitFor();
    await screenshot(page, 'empresa-08-perfil-escritorio');

    await page.getByRole('button', { name: 'Editar datos' }).click();
    const form = page.getByRole('form', { name: 'Actualizar datos de empresa' });
    await form.getByLabel('Sitio web').fill('https://corporativo-demo.mx');
    await screenshot(page, 'empresa-09-perfil-editando-escritorio');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Se actualizó la información correctamente').waitFor();
    await page.getByText('https://corporativo-demo.mx').waitFor();

    await page.getByRole('button', { name: 'Subir foto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subir foto' });
    await dialog.waitFor();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'no-es-imagen.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await dialog.getByText('El archivo no es una imagen').waitFor();
    const png = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(900, 600);
      const context2d = canvas.getContext('2d');
      if (!context2d) throw new Error('sin canvas');
      context2d.fillStyle = '#1c4e80';
      context2d.fillRect(0, 0, 900, 600);
      context2d.fillStyle = '#f2b33d';
      context2d.fillRect(300, 150, 300, 300);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'logo corporativo.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    await dialog.getByRole('img', { name: 'Vista previa de la nueva foto' }).waitFor();
    await dialog.getByRole('button', { name: 'Subir foto' }).click();
    await page.getByText('Imagen actualizada correctamente').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const picture = page.getByRole('img', { name: 'Foto de perfil de Corporativo Demo SA de CV' });
    await picture.waitFor();
    const size = await picture.evaluate((img: HTMLImageElement) => ({ natural: img.naturalWidth, shown: img.getBoundingClientRect().width }));
    expect(size).toEqual({ natural: 320, shown: 160 });
    await screenshot(page, 'empresa-10-perfil-con-foto-escritorio');
  });

  it('[EMPRESA]: en un plan que no es corporativo el perfil se edita en un diálogo (teléfono)', async () => {
    const context = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, 'admin@proveedor.demo');
    await page.waitForURL(/\/dashboard\//);
    await page.goto('/dashboard/management/edit-profile');
    await page.getByRole('heading', { name: 'Servicios Demo SA de CV' }).waitFor();
    await screenshot(page, 'empresa-11-perfil-telefono');
    await page.getByRole('button', { name: 'Editar datos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Actualizar datos de empresa' });
    await dialog.getByLabel('Número de empleados').fill('90');
    await screenshot(page, 'empresa-12-perfil-dialogo-telefono');
    await dialog.getByRole('button', { name: 'GUARDAR CAMBIOS' }).click();
    await page.getByText('Se actualizó la información correctamente').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('90', { exact: true }).waitFor();
    const saved = await sql(database.url, 'SELECT employees_size FROM companies WHERE name = $1', [PROVIDER]);
    expect(saved.rows[0]).toEqual({ employees_size: 90 });
  });
});
