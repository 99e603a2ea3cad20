import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { DESKTOP, launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel(/correo/i).fill(email);
  await page.getByLabel(/^contraseña/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** The tour opens by itself the first time: walk through it (Siguiente, Siguiente, Finalizar). */
async function finishTour(page: Page) {
  const tour = page.getByRole('region', { name: 'Expediente' });
  await tour.waitFor();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('region', { name: 'Cumplimiento' }).waitFor();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('region', { name: 'Reporteo' }).waitFor();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await page.getByRole('region', { name: 'Reporteo' }).waitFor({ state: 'hidden' });
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
/** Chips are radios drawn over a visually hidden input: wait for it to exist, not to be visible. */
const chip = (page: Page, name: string) => page.getByRole('radio', { name }).waitFor({ state: 'attached' });

describe('[INICIO]: barra superior e inicio de grupo', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await server?.stop();
  });

  it('[INICIO]: el administrador de un grupo filtra, archiva, desarchiva y abre una empresa', async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, 'grupo@corporativo.demo');
    await page.waitForURL(/\/dashboard\/group-home/);
    await finishTour(page);

    await page.getByRole('heading', { name: 'Bienvenido a su grupo empresarial' }).waitFor();
    await page.getByText('Grupo Industrial Demo SA de CV').first().waitFor();
    await page.getByRole('link', { name: 'Editar perfil' }).waitFor();
    await chip(page, 'Todos (3)');
    await chip(page, 'Persona moral (2)');
    await chip(page, 'Persona física (1)');
    await card(page, 'Alimentos Demo de Occidente SA de CV').getByText('Lista negra SAT: PERTENECE').waitFor();
    await card(page, 'Logística Demo del Pacífico SA de CV').getByText('Lista negra SAT: NO PERTENECE').waitFor();
    await screenshot(page, 'inicio-01-grupo-escritorio');

    // Chips filter on the server.
    await page.getByText('Persona física (1)').click();
    await card(page, 'Patricia Navarro Quiroz').waitFor();
    await card(page, 'Logística Demo del Pacífico SA de CV').waitFor({ state: 'detached' });
    await page.getByText('Todos (3)').click();
    await card(page, 'Logística Demo del Pacífico SA de CV').waitFor();

    // Archive: the card leaves the list and the counts drop.
    await page.getByRole('button', { name: 'Opciones de la empresa: Logística Demo del Pacífico SA de CV' }).click();
    await page.getByRole('menuitem', { name: 'Archivar' }).click();
    await page.getByText('Empresa archivada correctamente').waitFor();
    await chip(page, 'Todos (2)');
    await chip(page, 'Persona moral (1)');
    await card(page, 'Logística Demo del Pacífico SA de CV').waitFor({ state: 'detached' });

    // Shown again with the switch: greyed, not clickable, and it can be unarchived.
    await page.getByRole('switch', { name: 'Mostrar archivadas' }).check();
    const archived = card(page, 'Logística Demo del Pacífico SA de CV');
    await archived.getByText('Archivada', { exact: true }).waitFor();
    await chip(page, 'Todos (3)');
    expect(await archived.getByRole('button', { name: /Trabajar con/ }).count()).toBe(0);
    await screenshot(page, 'inicio-02-grupo-archivada');
    await archived.getByRole('button', { name: /Opciones de la empresa/ }).click();
    await page.getByRole('menuitem', { name: 'Desarchivar' }).click();
    await page.getByText('Empresa desarchivada correctamente').waitFor();
    await card(page, 'Logística Demo del Pacífico SA de CV').getByRole('button', { name: /Trabajar con/ }).waitFor();
    await page.getByRole('switch', { name: 'Mostrar archivadas' }).uncheck();
    await chip(page, 'Todos (3)');

    // Search narrows the list; no match gives the empty text.
    await page.getByRole('searchbox', { name: /Buscar empresa/ }).fill('zzzz');
    await page.getByText('No hay empresas para mostrar').waitFor();
    await page.getByRole('searchbox', { name: /Buscar empresa/ }).fill('');
    await card(page, 'Alimentos Demo de Occidente SA de CV').waitFor();

    // Opening a company makes it the main company and goes to the home.
    await page.getByRole('button', { name: 'Trabajar con Alimentos Demo de Occidente SA de CV' }).click();
    await page.waitForURL(/\/dashboard\/home/);
    await page.getByText('Alimentos Demo de Occidente SA de CV').first().waitFor();
    await page.getByRole('button', { name: /Cambiar empresa\. Empresa actual: Alimentos Demo de Occidente SA de CV/ }).waitFor();
    await screenshot(page, 'inicio-03-empresa-elegida');

    // It stays the main company after a reload (sessionStorage → X-Company-Id).
    await page.reload();
    await page.getByRole('button', { name: /Empresa actual: Alimentos Demo de Occidente SA de CV/ }).waitFor();

    // The switcher lists the user's companies, the current one marked, and goes back to the group.
    await page.getByRole('button', { name: /Cambiar empresa/ }).click();
    await page.getByRole('menuitem', { name: /Alimentos Demo de Occidente/ }).and(page.locator('[aria-current="true"]')).waitFor();
    await page.getByRole('menuitem', { name: /Grupo Industrial Demo/ }).click();
    await page.waitForURL(/\/dashboard\/group-home/);
    await chip(page, 'Todos (3)');
  });

  it('[INICIO]: en un teléfono el inicio de grupo y el menú con el cambio de empresa caben en pantalla', async () => {
    const context = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, 'grupo@corporativo.demo');
    await page.waitForURL(/\/dashboard\/group-home/);
    await page.getByRole('region', { name: 'Expediente' }).waitFor();
    await screenshot(page, 'inicio-04-recorrido-telefono');
    await page.getByRole('button', { name: 'Omitir' }).click();
    await page.getByRole('radio', { name: /^Todos \(\d\)$/ }).waitFor({ state: 'attached' });
    await screenshot(page, 'inicio-05-grupo-telefono');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: /Cambiar empresa/ }).waitFor();
    await page.waitForTimeout(400); // let the drawer finish sliding in before the picture
    await screenshot(page, 'inicio-06-menu-telefono');
  });

  it('[INICIO]: la campana muestra las notificaciones del administrador y marca una como leída', async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, 'admin@corporativo.demo');
    await page.waitForURL(/\/dashboard\/home/);
    await page.getByRole('button', { name: 'Omitir' }).click();

    const bell = page.getByRole('button', { name: 'Notificaciones, 3 sin leer' });
    await bell.click();
    const unread = page.getByRole('list', { name: 'No leídas' });
    await unread.getByRole('button', { name: /Servicios Demo SA de CV aceptó su invitación como proveedor\./ }).waitFor();
    await unread.getByRole('button', { name: /Bienvenido a Avala/ }).waitFor();
    expect(await unread.getByRole('listitem').count()).toBe(3);
    await screenshot(page, 'inicio-07-notificaciones');

    await unread.getByRole('button', { name: /Servicios Demo SA de CV aceptó su invitación como proveedor\./ }).click();
    await page.getByRole('button', { name: 'Notificaciones, 2 sin leer' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="No leídas"] li').length === 2);
    await page.getByText('Leídas', { exact: true }).click();
    await page.getByRole('list', { name: 'Leídas' }).getByText('Servicios Demo SA de CV aceptó su invitación como proveedor.').waitFor();
    await page.keyboard.press('Escape');

    // Help: support hours, the corporate manual (plan CORPORATIVO) and the tour on demand.
    await page.getByRole('button', { name: 'Ayuda' }).click();
    await page.getByText(/lunes a viernes de 09:00 a 17:30/).waitFor();
    expect(await page.getByRole('link', { name: 'Manual de usuario corporativo' }).getAttribute('href')).toBe('/docs/manual-usuario-corporativo.pdf');
    await screenshot(page, 'inicio-08-ayuda');
    await page.getByRole('button', { name: 'Ver recorrido' }).click();
    await page.getByRole('region', { name: 'Expediente' }).waitFor();
    await page.getByRole('button', { name: 'Omitir' }).click();
    await page.getByRole('region', { name: 'Expediente' }).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/dashboard/home');
  });
});
