import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBundle, type ProofBundle } from '../../../src/shared/ledger/bundle';
import { json } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { review, upload } from '../compliance-documents/compliance-documents-setup';
import { bearer, createFolder, folderView, history, PDF, uploadTo, vaultWorld, type VaultWorld } from './vault-setup';

let t: TestApp;
let w: VaultWorld;
let folderId: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await vaultWorld(t);
  folderId = json(await createFolder(t, w.tokens.client, w.client.id, 'Contabilidad')).respuesta.id;
}, 180_000);
afterAll(async () => t?.close());

const fileOf = (documentId: string, download: boolean, token = w.tokens.client, companyId = w.client.id) =>
  t.app.inject({ url: `/api/v1/vault/${companyId}/documents/${documentId}/file${download ? '?download=1' : ''}`, headers: bearer(token) });

describe('documentos de la bóveda y su historial en el registro', () => {
  it('sube, lista, descarga y el historial muestra CREATE y luego DOWNLOAD con sus índices', async () => {
    const res = await uploadTo(t, w.tokens.client, w.client.id, folderId, { name: 'balance.pdf', bytes: PDF });
    expect(res.statusCode).toBe(200);
    const [document] = json(res).respuesta;
    expect(document).toMatchObject({ name: 'balance.pdf', mime: 'application/pdf', readOnly: false, source: 'VAULT' });
    expect(document.cid).toMatch(/^bafkrei/);

    const view = json(await folderView(t, w.tokens.reader, w.client.id, folderId)).respuesta;
    expect(view.documents.map((d: { id: string }) => d.id)).toEqual([document.id]);

    const download = await fileOf(document.id, true);
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, PDF)).toBe(0);

    const entries = json(await history(t, w.tokens.reader, document.fileId)).respuesta;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['CREATE', 'DOWNLOAD']);
    expect(entries[1].index).toBeGreaterThan(entries[0].index);
    expect(entries[0]).toMatchObject({ user: 'Usuaria de Prueba', sha256: document.sha256, cid: document.cid });
  });

  it('varios archivos en una sola solicitud quedan todos en la carpeta', async () => {
    const boundary = '----avalaVarios';
    const part = (name: string) => Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`), PDF, Buffer.from('\r\n')]);
    const payload = Buffer.concat([part('uno.pdf'), part('dos.pdf'), Buffer.from(`--${boundary}--\r\n`)]);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/vault/${w.client.id}/folders/${folderId}/documents`, headers: { ...bearer(w.tokens.collaborator), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(res.statusCode).toBe(200);
    expect(json(res).mensaje).toBe('Se han cargado 2 documentos');
    expect(json(res).respuesta.map((d: { name: string }) => d.name)).toEqual(['uno.pdf', 'dos.pdf']);
  });

  it('la prueba descargada verifica el archivo; la constancia es un PDF', async () => {
    const [document] = json(await uploadTo(t, w.tokens.client, w.client.id, folderId, { name: 'acta.pdf', bytes: PDF })).respuesta;
    const proof = await t.app.inject({ url: `/api/v1/vault/${w.client.id}/documents/${document.id}/proof`, headers: bearer(w.tokens.client) });
    expect(proof.statusCode).toBe(200);
    const checks = await verifyBundle(new Uint8Array(PDF), json<ProofBundle>(proof));
    expect(checks.every((c) => c.ok)).toBe(true);
    const tampered = Buffer.from(PDF);
    tampered.writeUInt8(tampered.readUInt8(tampered.length - 2) ^ 1, tampered.length - 2);
    expect((await verifyBundle(new Uint8Array(tampered), json<ProofBundle>(proof))).some((c) => !c.ok)).toBe(true);

    const pdf = await t.app.inject({ url: `/api/v1/vault/${w.client.id}/documents/${document.id}/constancia`, headers: bearer(w.tokens.reader) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('eliminar: el Lector no puede (403); al eliminar se conservan los bytes y el registro anota DELETE', async () => {
    const [document] = json(await uploadTo(t, w.tokens.client, w.client.id, folderId, { name: 'borrar.pdf', bytes: PDF })).respuesta;
    const url = `/api/v1/vault/${w.client.id}/documents/${document.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(w.tokens.reader) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(w.tokens.outsider) })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'DELETE', url, headers: bearer(w.tokens.client) });
    expect(res.statusCode).toBe(200);
    expect(json(res).mensaje).toBe('Documento eliminado');

    const view = json(await folderView(t, w.tokens.client, w.client.id, folderId)).respuesta;
    expect(view.documents.map((d: { id: string }) => d.id)).not.toContain(document.id);
    expect((await fileOf(document.id, false)).statusCode).toBe(404);
    const bytes = await t.ctx.files.bytes(document.fileId);
    expect(bytes && Buffer.compare(Buffer.from(bytes), PDF)).toBe(0);
    const entries = json(await history(t, w.tokens.client, document.fileId)).respuesta;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['CREATE', 'DELETE']);
  });

  it('ver y descargar no esperan al registro, y el historial los muestra en orden antes del DELETE', async () => {
    const [document] = json(await uploadTo(t, w.tokens.client, w.client.id, folderId, { name: 'visto.pdf', bytes: PDF })).respuesta;
    expect((await fileOf(document.id, false, w.tokens.reader)).statusCode).toBe(200);
    expect((await fileOf(document.id, true)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/vault/${w.client.id}/documents/${document.id}`, headers: bearer(w.tokens.client) })).statusCode).toBe(200);
    const entries = json(await history(t, w.tokens.client, document.fileId)).respuesta;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['CREATE', 'READ', 'DOWNLOAD', 'DELETE']);
    const indexes = entries.map((e: { index: number }) => e.index);
    expect(indexes).toEqual(indexes.toSorted((a: number, b: number) => a - b));
  });

  it('otra empresa no abre, no descarga ni ve el historial (404); sin archivo es 400', async () => {
    const [document] = json(await uploadTo(t, w.tokens.client, w.client.id, folderId, { name: 'privado.pdf', bytes: PDF })).respuesta;
    expect((await fileOf(document.id, false, w.tokens.outsider, w.outsider.id)).statusCode).toBe(404);
    expect((await fileOf(document.id, false, w.tokens.outsider, w.client.id)).statusCode).toBe(404);
    expect((await history(t, w.tokens.outsider, document.fileId)).statusCode).toBe(404);
    const none = await uploadTo(t, w.tokens.client, w.client.id, folderId);
    expect(none.statusCode).toBe(400);
    expect(json(none).respuesta.campos.file).toBe('No se ha seleccionado algún archivo para subir.');
  });

  it('un archivo que excede el límite se rechaza con un mensaje claro', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(25 * 1024 * 1024)]);
    const res = await uploadTo(t, w.tokens.client, w.client.id, folderId, { name: 'enorme.pdf', bytes: big });
    expect(res.statusCode).toBe(400);
    expect(json(res).mensaje).toBe('El archivo excede el tamaño máximo de 25 MB permitido en la bóveda.');
  });
});

describe('documentos de cumplimiento archivados en la bóveda', () => {
  it('se archivan en {servicio}/{etapa}/{año-mes} del proveedor, solo lectura, y el cliente los ve compartidos', async () => {
    const delivered = json(await upload(t, w, w.tokens.provider, w.sat, { month: '3', year: '2026' }, { name: 'opinion.pdf', bytes: PDF })).respuesta;

    const root = json(await folderView(t, w.tokens.provider, w.provider.id)).respuesta;
    const serviceFolder = root.folders.find((f: { name: string }) => f.name === w.service.name);
    expect(serviceFolder).toMatchObject({ kind: 'SERVICE', readOnly: true });
    const stage = json(await folderView(t, w.tokens.provider, w.provider.id, serviceFolder.id)).respuesta.folders[0];
    expect(stage).toMatchObject({ name: 'Cumplimiento', kind: 'STAGE' });
    const period = json(await folderView(t, w.tokens.provider, w.provider.id, stage.id)).respuesta.folders[0];
    expect(period.name).toBe('2026-03');
    const inPeriod = json(await folderView(t, w.tokens.provider, w.provider.id, period.id)).respuesta;
    expect(inPeriod.canWrite).toBe(false);
    expect(inPeriod.breadcrumbs.map((b: { name: string }) => b.name)).toEqual([w.service.name, 'Cumplimiento', '2026-03']);
    const [document] = inPeriod.documents;
    expect(document).toMatchObject({ fileId: delivered.fileId, source: 'COMPLIANCE', readOnly: true });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/vault/${w.provider.id}/documents/${document.id}`, headers: bearer(w.tokens.provider) })).statusCode).toBe(403);

    const shared = json(await t.app.inject({ url: `/api/v1/vault/${w.client.id}/shared`, headers: bearer(w.tokens.reader) })).respuesta;
    expect(shared).toMatchObject({ total: 1, totalCapped: false, page: 0 });
    expect(shared.items).toEqual([expect.objectContaining({ id: serviceFolder.id, readOnly: true })]);
    const clientView = json(await folderView(t, w.tokens.reader, w.client.id, period.id)).respuesta;
    expect(clientView.documents.map((d: { id: string }) => d.id)).toEqual([document.id]);
    expect((await fileOf(document.id, false, w.tokens.reader)).statusCode).toBe(200);
    expect((await folderView(t, w.tokens.outsider, w.outsider.id, period.id)).statusCode).toBe(404);
    expect(json(await t.app.inject({ url: `/api/v1/vault/${w.outsider.id}/shared`, headers: bearer(w.tokens.outsider) })).respuesta).toMatchObject({ items: [], total: 0 });

    expect((await review(t, w, w.tokens.client, w.sat, delivered.id, 'ACCEPTED')).statusCode).toBe(200);
    const entries = json(await history(t, w.tokens.client, delivered.fileId)).respuesta;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['CREATE', 'READ', 'VALIDATE']);
  });
});
