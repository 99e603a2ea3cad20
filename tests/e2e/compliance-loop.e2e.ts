import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { rfcCheckDigit } from '../../src/shared/mx/rfc';
import { DESKTOP, launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { waitForDevMail } from './support/mail';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';
import { smallPdf } from './support/small-pdf';

const CLIENT_ADMIN = 'admin@corporativo.demo';
const CLIENT_NAME = 'Corporativo Demo SA de CV';
const PROVIDER_NAME = 'Limpieza Integral del Centro SA de CV';
const PROVIDER_EMAIL = 'ana.contacto@limpiezacentro.mx';
const PROVIDER_PASSWORD = 'Proveedor.Nuevo.2026';
const PROVIDER_RFC = `LIC190311AB${rfcCheckDigit('LIC190311AB')}`;
const SERVICE = 'Limpieza de oficinas corporativas';
const STAGE = 'Cumplimiento';
const REQUIREMENT = 'Opinión de cumplimiento SAT (32-D)';
const COMMENT = 'La opinión no es del mes que se entrega; cargue la del mes en curso.';
const MONTHS = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];

/** Each step drives two browsers on a shared 2-core machine. */
const STEP_TIMEOUT = 240_000;
/** The server's month (the test runs on the server's clock), for which the provider delivers. */
const now = new Date();
const YEAR = now.getFullYear();
const MONTH = now.getMonth() + 1;
const FIRST = { name: 'opinion-32d-primera.pdf', bytes: smallPdf(`Opinion 32-D ${YEAR}-${MONTH} (primera)`) };
const SECOND = { name: 'opinion-32d-corregida.pdf', bytes: smallPdf(`Opinion 32-D ${YEAR}-${MONTH} (corregida)`) };

const iso = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The tour opens by itself on a user's first dashboard visit. */
async function skipTour(page: Page) {
  await page.getByRole('button', { name: 'Omitir' }).click();
  await page.getByRole('button', { name: 'Omitir' }).waitFor({ state: 'detached' });
}

/** A requirement card on the stage screen, found by its help button (every card has one). */
const requirementCard = (page: Page, name: string): Locator =>
  page.locator('.mantine-Card-root').filter({ has: page.getByRole('button', { name: `Ayuda sobre ${name}`, exact: true }) });

/** Mantine's searchable selects: type part of the option, then pick it from the list. */
async function pick(scope: Locator, page: Page, label: string, search: string, option: string) {
  const input = scope.getByLabel(label);
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens the service's stage `Cumplimiento` from the counterparts list, through the services dialog. */
async function openStage(page: Page, list: 'providers' | 'clients', counterpart: string, phone: boolean) {
  await page.goto(`/dashboard/home/${list}`);
  await page.getByRole('article', { name: counterpart }).click();
  const dialog = page.getByRole('dialog', { name: `Servicios: ${counterpart}` });
  await dialog.getByRole('button', { name: 'Consultar' }).click();
  await page.waitForURL(new RegExp(`/dashboard/home/${list}/stages/[0-9a-f-]{36}`));
  // The heading cuts the counterpart's name at 36 characters (spec 2 §2).
  await page.getByRole('heading', { level: 2, name: counterpart.slice(0, 36) }).waitFor();
  if (phone) {
    await page.getByRole('combobox', { name: 'Etapa' }).click();
    await page.getByRole('option', { name: STAGE, exact: true }).click();
  } else await page.locator('.mantine-SegmentedControl-root').getByText(STAGE, { exact: true }).click();
  await page.waitForURL((url) => url.searchParams.has('stage'));
  await requirementCard(page, REQUIREMENT).waitFor();
}

/** The provider uploads `file` to the requirement for the current month. */
async function upload(page: Page, file: { name: string; bytes: Buffer }) {
  await requirementCard(page, REQUIREMENT).getByRole('button', { name: 'Subir documentos' }).click();
  const dialog = page.getByRole('dialog', { name: `Subir documento: ${REQUIREMENT}` });
  await dialog.locator('input[type="file"]').setInputFiles({ name: file.name, mimeType: 'application/pdf', buffer: file.bytes });
  await dialog.getByLabel('Mes', { exact: true }).click();
  await page.getByRole('option', { name: MONTHS[MONTH - 1], exact: true }).click();
  // Chosen, not taken from the default: the browser's clock (Mexico City) may be a day behind the server's at New Year.
  await dialog.getByLabel('Año', { exact: true }).fill(String(YEAR));
  await page.getByRole('option', { name: String(YEAR), exact: true }).click();
  await expect.poll(() => dialog.getByLabel('Año', { exact: true }).inputValue()).toBe(String(YEAR));
  return dialog;
}

describe('[CUMPLIMIENTO]: dos empresas que no se conocían cierran un mes de documentos', () => {
  let server: RunningServer;
  let browser: Browser;
  let client: Page;
  let provider: Page;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const desk = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl, acceptDownloads: true });
    const phone = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    contexts.push(desk, phone);
    client = await desk.newPage();
    provider = await phone.newPage();
  });
  // A failed step leaves both screens behind for whoever reads the report.
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    await client?.screenshot({ path: 'test-results/e2e/cumplimiento-fallo-cliente.png', fullPage: true }).catch(() => undefined);
    await provider?.screenshot({ path: 'test-results/e2e/cumplimiento-fallo-proveedor.png', fullPage: true }).catch(() => undefined);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await server?.stop();
  });

  it('[CUMPLIMIENTO]: el cliente invita por correo a un proveedor nuevo (escritorio)', async () => {
    await client.goto('/');
    await signIn(client, CLIENT_ADMIN, DEMO_PASSWORD);
    await client.waitForURL(/\/dashboard\/home/);
    await skipTour(client);
    await client.goto('/dashboard/home/providers');
    await client.getByRole('heading', { level: 1, name: 'Proveedores' }).waitFor();
    await client.getByRole('button', { name: 'Agregar nuevo proveedor' }).click();
    const dialog = client.getByRole('dialog', { name: 'Agregar proveedor' });
    await dialog.getByRole('button', { name: 'registrar uno nuevo' }).click();
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill(PROVIDER_NAME);
    await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(PROVIDER_EMAIL);
    await dialog.getByRole('textbox', { name: 'Teléfono' }).fill('4421234567');
    await screenshot(client, 'cumplimiento-01-nuevo-contacto-escritorio');
    await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
    await dialog.getByText('Invitación enviada con éxito').waitFor();
    await screenshot(client, 'cumplimiento-02-invitacion-enviada-escritorio');
    await dialog.getByRole('button', { name: 'SIGUIENTE' }).click();
    const card = client.getByRole('article', { name: PROVIDER_NAME });
    await card.getByText('Invitación pendiente').waitFor();
    // The new contact is the card's contact, its e-mail cut at 24 characters.
    expect(await card.textContent()).toContain(`${PROVIDER_EMAIL.slice(0, 24)}…`);
  }, STEP_TIMEOUT);

  it('[CUMPLIMIENTO]: el proveedor activa su cuenta desde el correo, captura sus datos y acepta la invitación (teléfono)', async () => {
    const mail = await waitForDevMail(server.baseUrl, PROVIDER_EMAIL, 'Invitación a Avala');
    expect(mail.text).toContain(CLIENT_NAME);
    const link = /(http\S+\/resetPassword\?token=[\w%-]+)/.exec(mail.text)?.[1];
    expect(link?.startsWith(`${server.baseUrl}/resetPassword?token=`)).toBe(true);

    await provider.goto(link ?? '');
    await provider.getByRole('heading', { name: 'Actualizar contraseña' }).waitFor();
    await provider.getByText(PROVIDER_EMAIL).waitFor();
    await provider.getByLabel(/^contraseña nueva/i).fill(PROVIDER_PASSWORD);
    await provider.getByLabel(/^confirmar contraseña/i).fill(PROVIDER_PASSWORD);
    await screenshot(provider, 'cumplimiento-03-activacion-telefono');
    await provider.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await provider.getByText('Contraseña actualizada correctamente').waitFor();
    await provider.waitForURL((url) => url.pathname === '/');
    await signIn(provider, PROVIDER_EMAIL, PROVIDER_PASSWORD);

    // A TEMP company: its data first, as any new provider.
    await provider.waitForURL(/\/pre_instructions/);
    await provider.getByRole('button', { name: 'Capturar datos de la empresa' }).click();
    const form = provider.getByRole('dialog', { name: 'Para poder iniciar necesitamos algunos datos' });
    await form.getByLabel('Razón social').fill(PROVIDER_NAME);
    await form.getByLabel('RFC').fill(PROVIDER_RFC);
    await pick(form, provider, 'Sector', 'apoyo a los negocios', 'Servicios de apoyo a los negocios y manejo de residuos');
    await form.getByLabel('Número de empleados').fill('40');
    await pick(form, provider, 'Servicios que ofrece', 'limpieza de inmuebles', 'Servicios de limpieza de inmuebles');
    await form.getByLabel('Calle').fill('Av. Zaragoza');
    await form.getByLabel('Número exterior').fill('210');
    await form.getByLabel('Colonia').fill('Centro');
    await form.getByLabel('Ciudad').fill('Querétaro');
    await form.getByLabel('Código postal').fill('76000');
    const representative = form.getByRole('group', { name: 'Representante 1' });
    await representative.getByLabel('Nombre').fill('Ana');
    await representative.getByLabel('Apellido Paterno').fill('Contreras');
    await representative.getByLabel('Apellido Materno').fill('Luna');
    await representative.getByLabel('CURP').fill('COLA850412MQTNNN09');
    await form.getByRole('textbox', { name: /^Actividad 1/ }).fill('Limpieza de oficinas');
    await form.getByRole('button', { name: 'SIGUIENTE' }).click();

    // A provider on the free plan: the plan page offers to go on without paying.
    await provider.waitForURL(/\/payment/);
    await provider.getByRole('link', { name: 'Continuar con el plan gratuito' }).click();
    await provider.waitForURL(/\/dashboard\/home/);
    await skipTour(provider);

    await provider.goto('/dashboard/home/clients');
    const card = provider.getByRole('article', { name: CLIENT_NAME });
    await card.getByText('Invitación pendiente').waitFor();
    await screenshot(provider, 'cumplimiento-04-invitacion-recibida-telefono');
    await card.getByRole('button', { name: 'Acciones' }).click();
    await provider.getByRole('menuitem', { name: 'Aceptar invitación' }).click();
    const confirm = provider.getByRole('dialog', { name: CLIENT_NAME });
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await confirm.getByText('Operación completada con éxito').waitFor();
    // The text button, not the dialog's own close icon (also named Cerrar).
    await confirm.locator('button', { hasText: 'Cerrar' }).click();
    await card.getByText('Invitación pendiente').waitFor({ state: 'detached' });
  }, STEP_TIMEOUT);

  it('[CUMPLIMIENTO]: el cliente propone un servicio y el proveedor lo acepta', async () => {
    await client.reload();
    const card = client.getByRole('article', { name: PROVIDER_NAME });
    await card.getByText('Invitación pendiente').waitFor({ state: 'detached' });
    await card.click();
    const dialog = client.getByRole('dialog', { name: `Servicios: ${PROVIDER_NAME}` });
    await dialog.getByRole('button', { name: 'Agregar servicio' }).click();
    const form = client.getByRole('dialog', { name: 'Nuevo servicio' });
    await form.getByRole('textbox', { name: 'Nombre del servicio' }).fill(SERVICE);
    await form.getByLabel('Fecha de inicio').fill(iso(new Date(YEAR, MONTH - 3, 1)));
    await form.getByLabel('Fecha de finalización').fill(`${YEAR + 1}-12-31`);
    await screenshot(client, 'cumplimiento-05-nuevo-servicio-escritorio');
    await form.getByRole('button', { name: 'Guardar' }).click();
    const proposed = dialog.getByTestId('service-card').filter({ hasText: SERVICE });
    await proposed.getByText('En espera de respuesta').waitFor();
    await screenshot(client, 'cumplimiento-05b-servicio-propuesto-escritorio');

    await provider.goto('/dashboard/home/clients');
    await provider.getByRole('article', { name: CLIENT_NAME }).click();
    const theirs = provider.getByRole('dialog', { name: `Servicios: ${CLIENT_NAME}` });
    const service = theirs.getByTestId('service-card').filter({ hasText: SERVICE });
    await service.getByText('Pendiente de su respuesta').waitFor();
    await screenshot(provider, 'cumplimiento-06-servicio-pendiente-telefono');
    await service.getByRole('button', { name: 'Aceptar' }).click();
    await service.getByText('Aceptado', { exact: true }).waitFor();
    await service.getByRole('button', { name: 'Consultar' }).waitFor();
    // Answered once: no more Aceptar / Rechazar.
    expect(await service.getByRole('button', { name: 'Rechazar' }).count()).toBe(0);
  }, STEP_TIMEOUT);

  it('[CUMPLIMIENTO]: el proveedor carga la opinión 32-D del mes y el cliente la rechaza con un comentario', async () => {
    await openStage(provider, 'clients', CLIENT_NAME, true);
    const dialog = await upload(provider, FIRST);
    await screenshot(provider, 'cumplimiento-07-carga-telefono');
    await dialog.getByRole('button', { name: 'Subir' }).click();
    await provider.getByText('Se ha cargado el documento').first().waitFor();
    const requirement = requirementCard(provider, REQUIREMENT);
    await requirement.getByText(FIRST.name).waitFor();
    await requirement.getByRole('button', { name: 'Bajo revisión: ver comentarios' }).waitFor();
    await screenshot(provider, 'cumplimiento-08-cargado-telefono');

    await openStage(client, 'providers', PROVIDER_NAME, false);
    const theirs = requirementCard(client, REQUIREMENT);
    await theirs.getByText(FIRST.name).waitFor();
    await theirs.getByRole('button', { name: 'Abrir documento' }).click();
    const viewer = client.getByRole('dialog', { name: FIRST.name });
    await viewer.locator('iframe').waitFor();
    expect(await viewer.locator('iframe').getAttribute('src')).toMatch(/^blob:/);
    await viewer.getByRole('textbox', { name: 'Comentario' }).fill(COMMENT);
    await screenshot(client, 'cumplimiento-09-visor-escritorio');
    await viewer.getByRole('button', { name: 'Rechazar' }).click();
    await viewer.waitFor({ state: 'detached' });
    await theirs.getByRole('button', { name: 'Rechazado: ver comentarios' }).waitFor();
  }, STEP_TIMEOUT);

  it('[CUMPLIMIENTO]: el proveedor lee el comentario, carga de nuevo y el cliente valida; el resumen y el ZIP lo muestran', async () => {
    await provider.reload();
    const requirement = requirementCard(provider, REQUIREMENT);
    // The comment travels by mail too, with the requirement in the subject.
    const mail = await waitForDevMail(server.baseUrl, PROVIDER_EMAIL, `Documento rechazado: ${REQUIREMENT}`);
    expect(mail.text).toContain(COMMENT);
    await requirement.getByRole('button', { name: 'Rechazado: ver comentarios' }).click();
    await provider.getByRole('dialog').getByText(COMMENT).waitFor();
    await screenshot(provider, 'cumplimiento-10-comentario-telefono');
    await provider.keyboard.press('Escape');
    const dialog = await upload(provider, SECOND);
    await dialog.getByRole('button', { name: 'Subir' }).click();
    await dialog.waitFor({ state: 'detached' });
    await requirement.getByText(SECOND.name).waitFor();

    await client.reload();
    const theirs = requirementCard(client, REQUIREMENT);
    await theirs.getByText(SECOND.name).waitFor();
    await theirs.getByRole('button', { name: 'Abrir documento' }).first().click();
    const viewer = client.getByRole('dialog', { name: SECOND.name });
    await viewer.locator('iframe').waitFor();
    await viewer.getByRole('button', { name: 'Validar Revision' }).click();
    await viewer.waitFor({ state: 'detached' });
    await theirs.getByRole('button', { name: 'Aceptado: ver comentarios' }).waitFor();
    await screenshot(client, 'cumplimiento-11-validado-escritorio');

    // VER RESUMEN opens the workers placed at the client's disposal; the stage's summary is one click further.
    await client.getByRole('button', { name: 'VER RESUMEN' }).click();
    await client.getByRole('dialog', { name: 'RESUMEN TRABAJADORES PUESTOS A DISPOSICIÓN' }).getByRole('button', { name: `Resumen de ${STAGE}` }).click();
    const summary = client.getByRole('dialog', { name: `Resumen de ${STAGE}` });
    const month = summary.locator('.mantine-Accordion-item').filter({ hasText: `${MONTHS[MONTH - 1]} ${YEAR}` });
    await month.waitFor();
    const row = month.locator('.mantine-Group-root').filter({ hasText: REQUIREMENT }).filter({ has: client.getByText('Aceptado', { exact: true }) });
    await row.first().waitFor();
    await screenshot(client, 'cumplimiento-12-resumen-escritorio');
    await client.keyboard.press('Escape');
    await summary.waitFor({ state: 'detached' });

    await client.getByRole('button', { name: 'DESCARGAR DOCUMENTOS' }).click();
    const download = client.getByRole('dialog', { name: `Descargar documentos de ${STAGE}` });
    await download.getByRole('checkbox', { name: REQUIREMENT }).check();
    await screenshot(client, 'cumplimiento-13-descarga-escritorio');
    const [file] = await Promise.all([client.waitForEvent('download'), download.getByRole('button', { name: 'Descargar' }).click()]);
    expect(file.suggestedFilename()).toBe('Documents.zip');
    const entries = unzipSync(new Uint8Array(await readFile(await file.path())));
    const folder = `${REQUIREMENT}/${YEAR}-${String(MONTH).padStart(2, '0')}/`;
    const accepted = Object.entries(entries).find(([, bytes]) => Buffer.from(bytes).equals(SECOND.bytes));
    expect(accepted?.[0]).toBe(`${folder}${SECOND.name}`);
  }, STEP_TIMEOUT);
});
