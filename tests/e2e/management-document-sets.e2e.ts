import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { DESKTOP, launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';

const ADMIN = 'admin@corporativo.demo';
const SET = 'Limpieza industrial e2e';
const STAGE = 'Expediente de limpieza';
const GROUP = 'Documentos legales';
const REQUIREMENT = 'Contrato de servicios';
const STEP_TIMEOUT = 240_000;

describe('[ADMINISTRACIÓN]: sets de documentos (pestaña Servicios)', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const desk = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    contexts.push(desk);
    page = await desk.newPage();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    await page?.screenshot({ path: 'test-results/e2e/sets-documentos-fallo.png', fullPage: true }).catch(() => undefined);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await server?.stop();
  });

  it('[ADMINISTRACIÓN]: el administrador crea un set, le agrega etapa, grupo y requisito, y lo ve en la lista', async () => {
    await page.goto('/');
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard\/home/);
    await page.goto('/dashboard/management?tab=servicios');
    await page.getByRole('tab', { name: 'Servicios', selected: true }).waitFor();
    // The platform sets are listed, read-only.
    await page.getByText('De la plataforma').first().waitFor();

    await page.getByRole('button', { name: 'Nuevo set de documentos' }).click();
    const create = page.getByRole('dialog', { name: 'Nuevo set de documentos' });
    await create.getByRole('button', { name: 'Guardar' }).click();
    await create.getByText('Ingrese el nombre').waitFor();
    // A set starts with at least one stage (spec 3 §5).
    await create.getByText('Debe haber al menos una etapa').waitFor();
    await create.getByLabel('Nombre').fill(SET);
    await create.getByRole('combobox', { name: 'Etapas' }).fill(STAGE);
    await create.getByRole('combobox', { name: 'Etapas' }).press('Enter');
    await create.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Set de documentos creado correctamente').waitFor();

    // The new set opens in the editor, with its stage.
    const editor = page.getByRole('dialog', { name: `Set de documentos: ${SET}` });
    await editor.getByRole('heading', { name: STAGE }).waitFor();

    await editor.getByRole('button', { name: `Agregar grupo a ${STAGE}` }).click();
    const groupDialog = page.getByRole('dialog', { name: 'Agregar grupo' });
    await groupDialog.getByLabel('Grupo de requisitos').fill(GROUP);
    await groupDialog.getByRole('button', { name: 'Guardar' }).click();
    await groupDialog.waitFor({ state: 'detached' });
    await editor.getByRole('heading', { name: GROUP }).waitFor();

    await editor.getByRole('button', { name: `Agregar requisito a ${GROUP}` }).click();
    const requirementDialog = page.getByRole('dialog', { name: 'Agregar requisito' });
    await requirementDialog.getByLabel('Nombre').fill(REQUIREMENT);
    await requirementDialog.getByText('XML', { exact: true }).click();
    await requirementDialog.getByRole('button', { name: 'Guardar' }).click();
    await requirementDialog.waitFor({ state: 'detached' });
    const requirements = editor.getByRole('list', { name: `Requisitos: ${GROUP}` });
    await requirements.getByText(REQUIREMENT).waitFor();
    await requirements.getByText('XML', { exact: true }).waitFor();
    await requirements.getByText('Mensual · día 17').waitFor();
    await screenshot(page, 'administracion-10-editor-set-escritorio');

    await editor.getByRole('button', { name: 'Cerrar' }).click();
    await editor.waitFor({ state: 'detached' });
    await page.getByLabel('Buscar').fill('limpieza industrial');
    const card = page.getByRole('article', { name: SET });
    await card.getByText('1 etapa · Sin servicios').waitFor();
    // The search applies after its debounce: wait for the list to narrow rather than counting at once.
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(1);

    // Retirar (with confirmation) marks it; Reactivar offers it again.
    await card.getByRole('button', { name: `Retirar ${SET}` }).click();
    await page.getByRole('dialog', { name: `Retirar «${SET}»` }).getByRole('button', { name: 'Retirar' }).click();
    await page.getByText('Set de documentos retirado: ya no se ofrece al crear servicios').waitFor();
    await card.getByText('Retirado', { exact: true }).waitFor();
    await screenshot(page, 'administracion-11-sets-escritorio');
    await card.getByRole('button', { name: `Reactivar ${SET}` }).click();
    await card.getByRole('button', { name: `Retirar ${SET}` }).waitFor();
    expect(await card.getByText('Retirado', { exact: true }).count()).toBe(0);
  }, STEP_TIMEOUT);

  it('[ADMINISTRACIÓN]: en un teléfono, un set de la plataforma se ve de solo lectura y se puede copiar', async () => {
    const phone = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    contexts.push(phone);
    const mobile = await phone.newPage();
    await mobile.goto('/');
    await signIn(mobile, ADMIN, DEMO_PASSWORD);
    await mobile.waitForURL(/\/dashboard\/home/);
    await mobile.goto('/dashboard/management?tab=servicios');
    await mobile.getByRole('button', { name: /^Ver / }).first().click();
    const viewer = mobile.getByRole('dialog', { name: /^Set de documentos: / });
    await viewer.getByText('Este set es de la plataforma: puede consultarlo y copiarlo, pero no modificarlo.').waitFor();
    expect(await viewer.getByRole('button', { name: 'Agregar etapa' }).count()).toBe(0);
    await screenshot(mobile, 'administracion-12-set-plataforma-telefono');
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await viewer.getByRole('button', { name: 'Copiar' }).click();
    await mobile.getByText('Set de documentos creado correctamente').waitFor();
    // The copy opens in its place, editable.
    await mobile.getByRole('dialog', { name: /^Set de documentos: Copia de / }).getByRole('button', { name: 'Agregar etapa' }).waitFor();
  }, STEP_TIMEOUT);
});
