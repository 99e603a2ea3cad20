import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { pngImage } from '../fixtures/png';
import { launchBrowser, PIXEL_5, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { signIn } from './support/sign-in';

const EMAIL = 'campo@proveedor.demo';
const TILE = pngImage(256, 256);

/**
 * A local tile source (MAP_TILE_URL): every /tiles/{z}/{x}/{y}.png is the same small PNG, with CORS
 * and `no-store`, so offline only the service worker's cache can still draw it. `fail` answers 500.
 */
function startTileServer() {
  const state = { served: 0, fail: false };
  const server: Server = createServer((request, response) => {
    if (!/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '') || state.fail) {
      response.writeHead(state.fail ? 500 : 404, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    state.served += 1;
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*', 'cache-control': 'no-store' }).end(TILE);
  });
  return new Promise<{ server: Server; state: typeof state; url: string }>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, state, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  });
}

/** A generator with its site located, made through the API as the wizard would. */
async function locatedGenerator(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD }) });
  const token = ((await login.json()) as { respuesta: { accessToken: string } }).respuesta.accessToken;
  const call = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const json = (await response.json()) as { respuesta: { mainCompany: { id: string }; items: { id: string }[] } };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return json.respuesta;
  };
  const providerId = (await call('GET', '/users/me')).mainCompany.id;
  const clients = (await call('GET', `/companies/${providerId}/clients?search=corporativo`)).items;
  const id = randomUUID();
  await call('POST', `/generador/init/idCompany/${clients[0]?.id}/idProvider/${providerId}`, { id });
  await call('PATCH', `/generador/geolocation/id/${id}`, { date: '2026-11-03', address: 'Av. Vallarta 1200', code: 'GDL-7', name: 'Sitio Vallarta', coordinates: { lat: 20.6736, lng: -103.3927, accuracy: 9 }, folioTracker: 'FT-2026-77' });
  return id;
}

/** What the service worker keeps in its tile cache (sw/sw.ts, `avala-map-tiles`). */
const cachedTiles = (page: Page) => page.evaluate(async () => (await (await caches.open('avala-map-tiles')).keys()).map((r) => r.url));
/** The sizes the 50 MB budget counts (sw/tile-budget.ts writes them beside each tile). */
const cachedSizes = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('avala-map-tiles');
    return Promise.all((await cache.keys()).map(async (request) => Number((await cache.match(request))?.headers.get('x-avala-size'))));
  });
/** Tile images Leaflet has drawn (decoded) on the map. */
const drawnTiles = (page: Page) => page.locator('.leaflet-tile-loaded').evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length);

describe('[GENERADORES]: el mapa de un sitio visto con red se muestra sin red', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let tiles: Awaited<ReturnType<typeof startTileServer>>;

  beforeAll(async () => {
    tiles = await startTileServer();
    [server, browser] = await Promise.all([startServer({ MAP_TILE_URL: `${tiles.url}/tiles/{z}/{x}/{y}.png`, MAP_TILE_ATTRIBUTION: 'Mosaicos de prueba' }), launchBrowser()]);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await new Promise((r) => tiles?.server.close(r));
  });

  it('[GENERADORES]: los mosaicos vistos quedan en el service worker; sin red se dibujan desde ahí; "Mapa no disponible" solo si fallan', async () => {
    const id = await locatedGenerator(server.baseUrl);
    context = await browser.newContext({ ...PIXEL_5, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, EMAIL, DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`/generators/forms?id=${id}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // Online: the site's map is drawn from the local tile source, and the worker keeps those tiles.
    await page.getByRole('tab', { name: 'Geolocalización' }).click();
    await page.getByTestId('coordinates').getByText('20.673600, -103.392700').waitFor();
    await expect.poll(() => drawnTiles(page), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await cachedTiles(page)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect((await cachedTiles(page)).every((url) => url.startsWith(`${tiles.url}/tiles/`))).toBe(true);
    expect(tiles.state.served).toBeGreaterThan(0);
    expect(await cachedSizes(page)).toSatisfy((sizes: number[]) => sizes.every((size) => size === TILE.length));
    await screenshot(page, 'mapa-01-con-red');

    // No signal, the page reloaded: the same tiles come from the worker's cache, none from the network.
    const servedOnline = tiles.state.served;
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('tab', { name: 'Geolocalización' }).click();
    await page.getByTestId('coordinates').getByText('20.673600, -103.392700').waitFor();
    await expect.poll(() => drawnTiles(page), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await page.getByText('Mapa no disponible', { exact: false }).count()).toBe(0);
    expect(tiles.state.served).toBe(servedOnline);
    await screenshot(page, 'mapa-02-sin-red');

    // Back online with a broken tile source and an emptied cache: now, and only now, "Mapa no disponible".
    await context.setOffline(false);
    tiles.state.fail = true;
    await page.evaluate(() => caches.delete('avala-map-tiles'));
    await page.reload();
    await page.getByRole('tab', { name: 'Geolocalización' }).click();
    await page.getByText('Mapa no disponible', { exact: false }).waitFor({ timeout: 30_000 });
  });
});
