import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { DESKTOP, launchBrowser, screenshot } from './support/browser';
import { setCatalogueQuantity } from './support/catalogue';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';

const quantity = setCatalogueQuantity;

describe('[CATÁLOGOS]: catálogo de precios y calculadora', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('[CATÁLOGOS]: la administradora consulta el catálogo activo y el resumen cuadra al centavo', async () => {
    context = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, 'admin@corporativo.demo', DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard/);
    await page.goto('/dashboard/generadores?tab=catalogos');

    const card = page.getByRole('article', { name: 'Catálogo de precios 2026' }).or(page.getByTestId('tarjeta-catalogo').filter({ hasText: 'Catálogo de precios 2026' }));
    await card.first().waitFor();
    await card.first().getByText('01-01-2026').waitFor();
    await expect(card.first().getByRole('button', { name: 'Descargar catálogo' }).isEnabled()).resolves.toBe(true);
    await screenshot(page, 'catalogos-01-tarjetas');

    // Switch asks first; cancelling leaves it as it was.
    await card.first().getByRole('switch').click({ force: true });
    await page.getByText('Estás a punto de deshabilitar este archivo Catálogo de precios 2026 ¿estás seguro?').waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();

    await card.first().getByRole('button', { name: 'Visualizar catálogo' }).click();
    await page.getByText('Las selecciones se limpiarán al salir del catálogo.').waitFor();
    await page.getByRole('tab', { name: 'Destajo de empresarial' }).waitFor();
    await page.getByRole('columnheader', { name: 'PRECIO UNITARIO MXN' }).first().waitFor();
    await page.getByRole('cell', { name: 'CABLEADO ESTRUCTURADO 1' }).waitFor();

    // Catalogo PE Materiales: FTP Cat 6 exterior $24.39/m × 150 = $3,658.50; Cat 6A typed 0 → 1 on blur: $30.55.
    await quantity(page, 'FTP Cat 6 exterior (lote 1)', '150');
    await quantity(page, 'UTP Cat 6A LSZH (lote 1)', '0');
    await page.getByRole('cell', { name: '$3,658.50' }).waitFor();

    // Banamex Materiales (price written as text "2,759.21"): × 2 = $5,518.42, found with the search box.
    await page.getByRole('tab', { name: 'Banamex Materiales' }).click();
    await page.getByPlaceholder('Buscar...').fill('empalme 48 fusiones (lote 1)');
    await quantity(page, 'Caja de empalme 48 fusiones (lote 1)', '2');
    await page.getByRole('cell', { name: '$5,518.42' }).waitFor();
    await page.getByRole('button', { name: 'Limpiar' }).click();

    // Destajo CHC, shown renamed: fibra aérea $15.22/m × 400 = $6,088.00.
    await page.getByRole('tab', { name: 'Destajo de empresarial' }).click();
    await quantity(page, 'Tendido de fibra óptica aérea', '400');
    await screenshot(page, 'catalogos-02-calculadora');

    await page.getByRole('tab', { name: 'Resumen' }).click();
    const movements = page.getByRole('textbox', { name: 'Monto de Movimientos' });
    await movements.fill('-1,500.5');
    await movements.blur();
    await expect(movements.inputValue()).resolves.toBe('-1500.50');
    const other = page.getByRole('textbox', { name: 'Monto de No catalogados' });
    await other.fill('250.25');
    await other.blur();

    // Materials 3,658.50 + 30.55 + 5,518.42 = 9,207.47; services 6,088.00; movements −1,500.50 + 250.25 = −1,250.25.
    await expect(page.getByTestId('total-hoja-Catalogo PE Materiales').textContent()).resolves.toBe('$3,689.05');
    await expect(page.getByTestId('total-hoja-Banamex Materiales').textContent()).resolves.toBe('$5,518.42');
    await expect(page.getByTestId('total-hoja-Destajo CHC').textContent()).resolves.toBe('$6,088.00');
    await expect(page.getByTestId('total-general').textContent()).resolves.toBe('$14,045.22');
    // By work category: the splice box (FIBRA ÓPTICA section) and the aerial fibre (by its description).
    await expect(page.getByTestId('total-categoria-fibraOptica').textContent()).resolves.toBe('$11,606.42');
    await expect(page.getByTestId('total-categoria-microondas').textContent()).resolves.toBe('$0.00');
    await page.getByText('Total materiales').waitFor();
    // Read-only view: nothing to save.
    await expect(page.getByRole('button', { name: 'Guardar' }).count()).resolves.toBe(0);
    await screenshot(page, 'catalogos-03-resumen');
  }, 120_000);
});
