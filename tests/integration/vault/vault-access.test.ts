import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { bearer, createFolder, folderView, PDF, uploadTo, vaultWorld, type VaultWorld } from './vault-setup';

let t: TestApp;
let w: VaultWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await vaultWorld(t);
}, 180_000);
afterAll(async () => t?.close());

describe('acceso a la bóveda', () => {
  it('sin sesión responde 401', async () => {
    expect((await t.app.inject({ url: `/api/v1/vault/${w.client.id}/folder` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/vault/${w.client.id}/folders`, payload: { name: 'X' } })).statusCode).toBe(401);
    const id = w.client.id;
    for (const [method, url] of [
      ['GET', `/api/v1/vault/${id}/shared`],
      ['POST', `/api/v1/vault/${id}/folders/${id}/documents`],
      ['DELETE', `/api/v1/vault/${id}/folders/${id}`],
      ['GET', `/api/v1/vault/${id}/documents/${id}/file`],
      ['DELETE', `/api/v1/vault/${id}/documents/${id}`],
      ['GET', `/api/v1/vault/${id}/documents/${id}/proof`],
      ['GET', `/api/v1/vault/${id}/documents/${id}/constancia`],
      ['GET', `/api/v1/blockchain/${id}/history`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('ids que no son uuid son 400; un archivo o documento que no existe es 404', async () => {
    expect((await t.app.inject({ url: `/api/v1/vault/${w.client.id}/folder?folderId=xyz`, headers: bearer(w.tokens.client) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/vault/xyz/folder', headers: bearer(w.tokens.client) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/v1/blockchain/${w.client.id}/history`, headers: bearer(w.tokens.client) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/vault/${w.client.id}/documents/${w.client.id}/file`, headers: bearer(w.tokens.client) })).statusCode).toBe(404);
  });

  it('la raíz muestra la carpeta automática Contratos, una sola vez', async () => {
    await folderView(t, w.tokens.client, w.client.id);
    const res = await folderView(t, w.tokens.client, w.client.id);
    expect(res.statusCode).toBe(200);
    const view = json(res).respuesta;
    expect(view.folder).toBeNull();
    expect(view.canWrite).toBe(true);
    expect(view.folders.filter((f: { name: string }) => f.name === 'Contratos')).toEqual([expect.objectContaining({ kind: 'CONTRATOS', readOnly: true })]);
  });

  it('otra empresa no ve la bóveda ni sus carpetas (404)', async () => {
    const folder = json(await createFolder(t, w.tokens.client, w.client.id, 'Privada')).respuesta;
    expect((await folderView(t, w.tokens.stranger, w.client.id)).statusCode).toBe(404);
    expect((await folderView(t, w.tokens.stranger, w.client.id, folder.id)).statusCode).toBe(404);
    // Its own company id with the other company's folder id is 404 too.
    expect((await folderView(t, w.tokens.outsider, w.outsider.id, folder.id)).statusCode).toBe(404);
    expect((await uploadTo(t, w.tokens.outsider, w.outsider.id, folder.id, { name: 'x.pdf', bytes: PDF })).statusCode).toBe(404);
    expect((await createFolder(t, w.tokens.outsider, w.outsider.id, 'Dentro', folder.id)).statusCode).toBe(404);
  });

  it('el Lector consulta pero no crea carpetas ni sube (403); el Colaborador sí crea', async () => {
    const view = await folderView(t, w.tokens.reader, w.client.id);
    expect(view.statusCode).toBe(200);
    expect(json(view).respuesta.canWrite).toBe(false);
    expect((await createFolder(t, w.tokens.reader, w.client.id, 'Del lector')).statusCode).toBe(403);
    const folder = json(await createFolder(t, w.tokens.client, w.client.id, 'Compartida')).respuesta;
    expect((await uploadTo(t, w.tokens.reader, w.client.id, folder.id, { name: 'x.pdf', bytes: PDF })).statusCode).toBe(403);
    expect((await createFolder(t, w.tokens.collaborator, w.client.id, 'Del colaborador')).statusCode).toBe(200);
  });

  it('sin canAccessVault (plan TEMP sin ser proveedor) ni un Lector entra (403)', async () => {
    expect((await folderView(t, w.tokens.tempReader, w.temp.id)).statusCode).toBe(403);
  });

  it('un nombre vacío es 400 con error de campo; uno repetido (sin importar acentos ni mayúsculas) es 409', async () => {
    const empty = await createFolder(t, w.tokens.client, w.client.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(json(empty).respuesta.campos.name).toBe('Escriba el nombre de la carpeta.');
    expect((await createFolder(t, w.tokens.client, w.client.id, 'Facturación')).statusCode).toBe(200);
    const again = await createFolder(t, w.tokens.client, w.client.id, 'FACTURACION');
    expect(again.statusCode).toBe(409);
    expect(json(again).mensaje).toBe('Ya existe una carpeta con ese nombre en esta ubicación.');
  });

  it('navega subcarpetas con migas de pan; una carpeta automática no recibe archivos ni subcarpetas', async () => {
    const parent = json(await createFolder(t, w.tokens.client, w.client.id, 'Proyectos')).respuesta;
    const child = json(await createFolder(t, w.tokens.client, w.client.id, '2026', parent.id)).respuesta;
    const view = json(await folderView(t, w.tokens.client, w.client.id, child.id)).respuesta;
    expect(view.breadcrumbs.map((b: { name: string }) => b.name)).toEqual(['Proyectos', '2026']);
    const root = json(await folderView(t, w.tokens.client, w.client.id)).respuesta;
    const contracts = root.folders.find((f: { kind: string }) => f.kind === 'CONTRATOS');
    expect((await createFolder(t, w.tokens.client, w.client.id, 'Dentro', contracts.id)).statusCode).toBe(403);
    expect((await uploadTo(t, w.tokens.client, w.client.id, contracts.id, { name: 'x.pdf', bytes: PDF })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/vault/${w.client.id}/folders`, headers: bearer(w.tokens.client), payload: { name: 'X', parentId: 'no-es-uuid' } })).statusCode).toBe(400);
  });

  it('elimina solo una carpeta vacía que hizo una persona', async () => {
    const parent = json(await createFolder(t, w.tokens.client, w.client.id, 'Temporal')).respuesta;
    await createFolder(t, w.tokens.client, w.client.id, 'Hija', parent.id);
    const del = (id: string, token = w.tokens.client) => t.app.inject({ method: 'DELETE', url: `/api/v1/vault/${w.client.id}/folders/${id}`, headers: bearer(token) });
    const full = await del(parent.id);
    expect(full.statusCode).toBe(409);
    expect(json(full).mensaje).toBe('La carpeta no está vacía: elimine primero su contenido.');
    const child = json(await folderView(t, w.tokens.client, w.client.id, parent.id)).respuesta.folders[0];
    expect((await del(child.id, w.tokens.reader)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/vault/${w.outsider.id}/folders/${child.id}`, headers: bearer(w.tokens.outsider) })).statusCode).toBe(404);
    expect((await del(child.id)).statusCode).toBe(200);
    expect((await del(parent.id)).statusCode).toBe(200);
    expect((await folderView(t, w.tokens.client, w.client.id, parent.id)).statusCode).toBe(404);
    // The name is free again.
    expect((await createFolder(t, w.tokens.client, w.client.id, 'Temporal')).statusCode).toBe(200);
  });
});
