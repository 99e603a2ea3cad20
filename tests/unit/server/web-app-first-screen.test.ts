import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerWebApp } from '../../../src/server/plugins/web-app';

const dirs: string[] = [];

/** A built app folder with index.html and, when given, the build's first-screen.json. */
function dist(firstScreen?: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'avala-web-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Avala</title>');
  writeFileSync(join(dir, 'assets', 'sign-in-abc.js'), 'export {};');
  if (firstScreen) writeFileSync(join(dir, 'first-screen.json'), JSON.stringify(firstScreen));
  return dir;
}

async function rootHeaders(dir: string) {
  const app = Fastify();
  await registerWebApp(app, dir);
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: response.statusCode, link: response.headers.link, cache: response.headers['cache-control'] };
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('[PWA]: la primera pantalla se anuncia con `/`', () => {
  it('[PWA]: `/` pide el archivo del inicio de sesión y su hoja de estilos con un encabezado Link', async () => {
    const headers = await rootHeaders(dist({ signIn: '/assets/sign-in-abc.js', css: ['/assets/sign-in-x.css'] }));
    expect(headers.status).toBe(200);
    expect(headers.cache).toBe('no-cache');
    expect(headers.link).toBe('</assets/sign-in-abc.js>; rel=modulepreload; crossorigin, </assets/sign-in-x.css>; rel=preload; as=style; crossorigin');
  });

  it('[PWA]: sin first-screen.json, o con rutas que no son de assets/, no hay encabezado', async () => {
    expect((await rootHeaders(dist())).link).toBeUndefined();
    expect((await rootHeaders(dist({ signIn: 'https://otro.example/x.js' }))).link).toBeUndefined();
    expect((await rootHeaders(dist({ signIn: '/assets/../../etc/passwd.js' }))).link).toBeUndefined();
    expect((await rootHeaders(dist({ signIn: '/assets/sign-in-abc.js', css: ['/x>; rel=preload.css', 4] }))).link).toBe('</assets/sign-in-abc.js>; rel=modulepreload; crossorigin');
  });
});

describe('[PWA]: caché de los archivos de la aplicación', () => {
  it('[PWA]: los assets con hash son inmutables; el service worker y el resto se revalidan', async () => {
    const dir = dist();
    writeFileSync(join(dir, 'sw.js'), 'self;');
    writeFileSync(join(dir, 'icon.png'), 'png');
    const app = Fastify();
    await registerWebApp(app, dir);
    const cacheOf = async (url: string) => (await app.inject({ method: 'GET', url })).headers['cache-control'];
    expect(await cacheOf('/assets/sign-in-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/sw.js')).toBe('no-cache');
    expect(await cacheOf('/icon.png')).toBe('public, max-age=3600');
    await app.close();
  });
});
