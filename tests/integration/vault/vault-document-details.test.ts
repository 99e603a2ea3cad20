import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import { vaultDetailsJson, vaultDetailsSha256 } from '../../../src/shared/domain/vault-details';
import { verifyBundle, type ProofBundle } from '../../../src/shared/ledger/bundle';
import { json } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { upload } from '../compliance-documents/compliance-documents-setup';
import { bearer, createFolder, folderView, history, PDF, uploadTo, vaultWorld, type VaultWorld } from './vault-setup';

const run = promisify(execFile);

let t: TestApp;
let w: VaultWorld;
let folderId: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await vaultWorld(t);
  folderId = json(await createFolder(t, w.tokens.client, w.client.id, 'Actas')).respuesta.id;
}, 180_000);
afterAll(async () => t?.close());

interface Doc {
  id: string;
  fileId: string;
  name: string;
  sha256: string;
  cid: string;
  extension: string;
  description: string;
  tags: string[];
  updatedAt: string | null;
}

const put = (token: string | undefined, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/v1/document', headers: token ? bearer(token) : {}, payload });
const uploaded = async (name: string): Promise<Doc> => json(await uploadTo(t, w.tokens.client, w.client.id, folderId, { name, bytes: PDF })).respuesta[0];
const listed = async (id: string): Promise<Doc | undefined> => json(await folderView(t, w.tokens.reader, w.client.id, folderId)).respuesta.documents.find((d: Doc) => d.id === id);
const proofOf = async (documentId: string) => json<ProofBundle>(await t.app.inject({ url: `/api/v1/vault/${w.client.id}/documents/${documentId}/proof`, headers: bearer(w.tokens.client) }));

describe('PUT /api/v1/document: nombre, descripción y etiquetas de un documento de la bóveda', () => {
  it('guarda los datos, conserva la extensión y los bytes, y el historial anota UPDATE con el hash de los datos', async () => {
    const document = await uploaded('acta.pdf');
    expect(document).toMatchObject({ extension: 'pdf', description: '', tags: [], updatedAt: null });

    const res = await put(w.tokens.collaborator, { id: document.id, companyId: w.client.id, name: '  Acta constitutiva 2026  ', description: ' Copia certificada ', tags: [' Legal ', 'Notaría 12'] });
    expect(res.statusCode).toBe(200);
    expect(json(res).mensaje).toBe('Documento actualizado');
    const saved: Doc = json(res).respuesta;
    expect(saved).toMatchObject({ id: document.id, fileId: document.fileId, name: 'Acta constitutiva 2026.pdf', description: 'Copia certificada', tags: ['Legal', 'Notaría 12'], sha256: document.sha256, cid: document.cid });
    expect(saved.updatedAt).not.toBeNull();
    expect(await listed(document.id)).toMatchObject({ name: 'Acta constitutiva 2026.pdf', description: 'Copia certificada', tags: ['Legal', 'Notaría 12'] });

    // The extension typed again is kept once; the bytes and their hash never change.
    const again = await put(w.tokens.client, { id: document.id, name: 'Acta.PDF', description: '', tags: [] });
    expect(json(again).respuesta).toMatchObject({ name: 'Acta.pdf', description: '', tags: [] });
    const download = await t.app.inject({ url: `/api/v1/vault/${w.client.id}/documents/${document.id}/file?download=1`, headers: bearer(w.tokens.client) });
    expect(Buffer.compare(download.rawPayload, PDF)).toBe(0);
    expect(download.headers['content-disposition']).toContain('filename="Acta.pdf"');

    const entries = json(await history(t, w.tokens.reader, document.fileId)).respuesta;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'DOWNLOAD']);
    expect(entries[1]).toMatchObject({ sha256: document.sha256, cid: document.cid, detailsSha256: await vaultDetailsSha256({ documentId: document.id, name: 'Acta constitutiva 2026.pdf', description: 'Copia certificada', tags: ['Legal', 'Notaría 12'] }) });
    expect(entries[2].detailsSha256).toBe(await vaultDetailsSha256({ documentId: document.id, name: 'Acta.pdf', description: '', tags: [] }));
    expect(entries[0].detailsSha256).toBeUndefined();

    const lines = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'vault.document.updated'), eq(auditLog.entityId, document.id)));
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.companyId)).toEqual([w.client.id, w.client.id]);
  });

  it('la entrada UPDATE es JSON canónico con el hash de los datos, y la prueba del archivo sigue verificando (también con npm run ledger:verify)', async () => {
    const document = await uploaded('poder.pdf');
    expect((await put(w.tokens.client, { id: document.id, name: 'Poder notarial', description: 'Vigente', tags: ['Legal'] })).statusCode).toBe(200);
    const bundle = await proofOf(document.id);
    expect(bundle).toMatchObject({ sha256: document.sha256, cid: document.cid });
    const last = JSON.parse(bundle.entries.at(-1)?.entryJson ?? '{}') as Record<string, unknown>;
    const details = { documentId: document.id, name: 'Poder notarial.pdf', description: 'Vigente', tags: ['Legal'] };
    expect(last).toMatchObject({ action: 'UPDATE', fileId: document.fileId, sha256: document.sha256, cid: document.cid, companyId: w.client.id, detailsSha256: await vaultDetailsSha256(details) });
    expect(Object.keys(last)).toEqual(['action', 'at', 'cid', 'companyId', 'detailsSha256', 'fileId', 'sha256', 'userId']);
    expect(vaultDetailsJson(details)).toBe(`{"description":"Vigente","documentId":"${document.id}","name":"Poder notarial.pdf","tags":["Legal"]}`);

    const checks = await verifyBundle(new Uint8Array(PDF), bundle);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(checks.filter((c) => c.id === 'inclusion')).toHaveLength(2);

    const dir = await mkdtemp(join(tmpdir(), 'avala-vault-details-'));
    try {
      await writeFile(join(dir, 'poder.pdf'), PDF);
      await writeFile(join(dir, 'prueba.json'), JSON.stringify(bundle));
      const { stdout } = await run('npx', ['tsx', 'scripts/ledger-verify.ts', join(dir, 'poder.pdf'), join(dir, 'prueba.json')]);
      expect(stdout).toContain('Verificación correcta');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('enviar los mismos datos no cambia nada ni anota otra entrada', async () => {
    const document = await uploaded('igual.pdf');
    const res = await put(w.tokens.client, { id: document.id, name: 'igual', description: '', tags: [] });
    expect(res.statusCode).toBe(200);
    expect(json(res).mensaje).toBe('No hubo cambios en el documento.');
    expect(json(res).respuesta.updatedAt).toBeNull();
    expect(json(await history(t, w.tokens.client, document.fileId)).respuesta.map((e: { action: string }) => e.action)).toEqual(['CREATE']);
  });

  it('sin sesión 401; Lector 403; otra empresa 404; documento inexistente o eliminado 404', async () => {
    const document = await uploaded('privado.pdf');
    const body = { id: document.id, name: 'Nuevo', description: '', tags: [] };
    expect((await put(undefined, body)).statusCode).toBe(401);
    expect((await put(w.tokens.reader, body)).statusCode).toBe(403);
    expect((await put(w.tokens.reader, { ...body, companyId: w.client.id })).statusCode).toBe(403);
    expect((await put(w.tokens.outsider, body)).statusCode).toBe(404);
    expect((await put(w.tokens.outsider, { ...body, companyId: w.outsider.id })).statusCode).toBe(404);
    expect((await put(w.tokens.client, { ...body, id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/vault/${w.client.id}/documents/${document.id}`, headers: bearer(w.tokens.client) })).statusCode).toBe(200);
    expect((await put(w.tokens.client, body)).statusCode).toBe(404);
    expect(json(await history(t, w.tokens.client, document.fileId)).respuesta.map((e: { action: string }) => e.action)).toEqual(['CREATE', 'DELETE']);
  });

  it('400 con el error de cada campo: nombre vacío, largo o con caracteres no válidos, descripción larga, etiquetas', async () => {
    const document = await uploaded('campos.pdf');
    const campos = async (payload: Record<string, unknown>) => {
      const res = await put(w.tokens.client, { id: document.id, name: 'Válido', description: '', tags: [], ...payload });
      expect(res.statusCode).toBe(400);
      return json(res).respuesta.campos as Record<string, string>;
    };
    expect((await campos({ name: '   ' })).name).toBe('Escriba el nombre del documento.');
    expect((await campos({ name: 'x'.repeat(201) })).name).toBe('El nombre no debe exceder 200 caracteres (sin contar la extensión).');
    expect((await campos({ name: 'a/b' })).name).toBe('El nombre no puede contener \\ / : * ? " < > | ni caracteres de control.');
    expect((await campos({ name: '...' })).name).toBe('Escriba un nombre de archivo válido.');
    expect((await campos({ description: 'd'.repeat(501) })).description).toBe('La descripción no debe exceder 500 caracteres.');
    expect((await campos({ tags: Array.from({ length: 11 }, (_, i) => `t${String(i)}`) })).tags).toBe('Máximo 10 etiquetas por documento.');
    expect((await campos({ tags: ['Legal', ' legal '] })).tags).toBe('Hay etiquetas repetidas (sin importar mayúsculas).');
    expect(Object.values(await campos({ tags: ['e'.repeat(31)] }))).toEqual(['Cada etiqueta puede tener máximo 30 caracteres.']);
    expect(Object.keys(await campos({ id: 'no-es-uuid' }))).toEqual(['id']);
    expect((await put(w.tokens.client, { id: document.id, name: 'n'.repeat(200), description: 'd'.repeat(500), tags: Array.from({ length: 10 }, (_, i) => `${'e'.repeat(29)}${String(i)}`) })).statusCode).toBe(200);
  });

  it('un documento archivado por un servicio (carpeta de Avala o compartida) no se edita: 403 con el motivo', async () => {
    const delivered = json(await upload(t, w, w.tokens.provider, w.sat, { month: '4', year: '2026' }, { name: 'opinion.pdf', bytes: PDF })).respuesta;
    const root = json(await folderView(t, w.tokens.provider, w.provider.id)).respuesta;
    const serviceFolder = root.folders.find((f: { name: string }) => f.name === w.service.name);
    const stage = json(await folderView(t, w.tokens.provider, w.provider.id, serviceFolder.id)).respuesta.folders[0];
    const period = json(await folderView(t, w.tokens.provider, w.provider.id, stage.id)).respuesta.folders[0];
    const document = json(await folderView(t, w.tokens.provider, w.provider.id, period.id)).respuesta.documents.find((d: Doc) => d.fileId === delivered.fileId);
    expect(document).toMatchObject({ source: 'COMPLIANCE', readOnly: true });

    const body = { id: document.id, name: 'Renombrado', description: '', tags: [] };
    const own = await put(w.tokens.provider, body);
    expect(own.statusCode).toBe(403);
    expect(json(own).mensaje).toBe('Este documento se administra desde el servicio donde se cargó; aquí es solo de consulta.');
    // The client sees it in the shared service folder, and may not edit it either.
    expect((await put(w.tokens.client, { ...body, companyId: w.client.id })).statusCode).toBe(403);
    expect((await put(w.tokens.client, body)).statusCode).toBe(404);
    expect(json(await history(t, w.tokens.provider, delivered.fileId)).respuesta.map((e: { action: string }) => e.action)).not.toContain('UPDATE');
  });
});
