import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toHex, utf8 } from '../../../src/shared/ledger/bytes';
import { verifyBundle, type ProofBundle } from '../../../src/shared/ledger/bundle';
import { leafHash } from '../../../src/shared/ledger/merkle';
import { json } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';
import { bearer, PDF, startServiceWorld, type ServiceWorld } from '../compliance-documents/compliance-documents-setup';
import { createFolder, history, uploadTo } from '../vault/vault-setup';

/**
 * Issue 20 §16: GET /api/v1/ledger/entries/{i} showed anyone the company, user and file ids of
 * every event. Without a session it answers the leaf hash alone; the canonical entry goes to a
 * signed-in user who may read that file's history.
 */
describe('[BÓVEDA] una entrada del registro: pública solo su hash', () => {
  let t: TestApp;
  let w: ServiceWorld;
  let document: { id: string; fileId: string };
  let index: number;

  beforeAll(async () => {
    ({ t, w } = await startServiceWorld());
    const folderId = json(await createFolder(t, w.tokens.client, w.client.id, 'Registro')).respuesta.id as string;
    [document] = json(await uploadTo(t, w.tokens.client, w.client.id, folderId, { name: 'contrato.pdf', bytes: PDF })).respuesta;
    index = (json(await history(t, w.tokens.client, document.fileId)).respuesta as { index: number }[])[0]?.index ?? -1;
  }, 180_000);
  afterAll(() => t?.close());

  const entry = (token?: string) => t.app.inject({ url: `/api/v1/ledger/entries/${index}`, headers: token ? bearer(token) : {} });

  it('sin sesión: el hash de la hoja y ningún id de empresa, usuario o archivo', async () => {
    const response = await entry();
    expect(response.statusCode).toBe(200);
    expect(json(response).respuesta).toEqual({ index, leafHash: expect.stringMatching(/^[0-9a-f]{64}$/), entry: null });
    for (const id of [w.client.id, w.users.clientAdmin.id, document.fileId]) expect(response.body).not.toContain(id);
    expect(response.headers['x-leaf-hash']).toBe(json(response).respuesta.leafHash);
    expect(response.headers.vary).toMatch(/authorization/i);
  });

  it('con sesión y acceso al archivo: la entrada canónica completa, cuyo hash es la hoja publicada', async () => {
    const anonymous = json(await entry()).respuesta;
    const response = await entry(w.tokens.client);
    expect(response.statusCode).toBe(200);
    const full = json(response).respuesta as { leafHash: string; entry: string };
    expect(full.leafHash).toBe(anonymous.leafHash);
    expect(JSON.parse(full.entry)).toMatchObject({ action: 'CREATE', companyId: w.client.id, fileId: document.fileId, userId: w.users.clientAdmin.id });
    expect(toHex(await leafHash(utf8(full.entry)))).toBe(anonymous.leafHash);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('con sesión de otra empresa: solo el hash; un token inválido es 401', async () => {
    expect(json(await entry(w.tokens.stranger)).respuesta.entry).toBeNull();
    expect(json(await entry(w.tokens.provider)).respuesta.entry).toBeNull();
    expect((await entry('no-es-un-token')).statusCode).toBe(401);
  });

  it('el paquete de pruebas del archivo sigue verificando sin servidor', async () => {
    const proof = await t.app.inject({ url: `/api/v1/vault/${w.client.id}/documents/${document.id}/proof`, headers: bearer(w.tokens.client) });
    expect(proof.statusCode).toBe(200);
    const bundle = JSON.parse(proof.body) as ProofBundle;
    expect((await verifyBundle(PDF, bundle)).filter((c) => !c.ok)).toEqual([]);
    expect(bundle.entries.map((e) => e.leafHash)).toContain(json(await entry()).respuesta.leafHash);
  });
});
