import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';
import { bearer, multipart, PDF, startServiceWorld, type ServiceWorld } from '../compliance-documents/compliance-documents-setup';
import { createFolder, folderView, history, uploadTo } from './vault-setup';

let t: TestApp;
let w: ServiceWorld;
let folderId: string;

beforeAll(async () => {
  ({ t, w } = await startServiceWorld());
  folderId = json(await createFolder(t, w.tokens.client, w.client.id, 'Consultas')).respuesta.id;
}, 180_000);
afterAll(async () => t?.close());

const documentUrl = (documentId: string, path: string) => `/api/v1/vault/${w.client.id}/documents/${documentId}${path}`;
const get = (url: string, token = w.tokens.client) => t.app.inject({ url, headers: bearer(token) });
const lines = async (fileId: string) => json(await history(t, w.tokens.client, fileId)).respuesta as { action: string; count: number }[];

describe('[BÓVEDA] el historial de un archivo', () => {
  it('consultar el historial, la prueba o la constancia no se anota como una consulta del archivo', async () => {
    const [document] = json(await uploadTo(t, w.tokens.client, w.client.id, folderId, { name: 'consulta.pdf', bytes: PDF })).respuesta;
    for (let i = 0; i < 2; i++) {
      expect((await history(t, w.tokens.client, document.fileId)).statusCode).toBe(200);
      expect((await get(documentUrl(document.id, '/proof'))).statusCode).toBe(200);
      expect((await get(documentUrl(document.id, '/constancia'))).statusCode).toBe(200);
    }
    expect(await lines(document.fileId)).toEqual([expect.objectContaining({ action: 'CREATE', count: 1 })]);
  });

  it('tres consultas de un usuario dentro de una hora son una sola línea con su cuenta; otro usuario tiene la suya', async () => {
    const [document] = json(await uploadTo(t, w.tokens.client, w.client.id, folderId, { name: 'repetido.pdf', bytes: PDF })).respuesta;
    for (let i = 0; i < 3; i++) expect((await get(documentUrl(document.id, '/file'))).statusCode).toBe(200);
    expect((await get(documentUrl(document.id, '/file'), w.tokens.reader)).statusCode).toBe(200);
    expect((await get(documentUrl(document.id, '/file?download=1'))).statusCode).toBe(200);

    const found = await lines(document.fileId);
    expect(found.map((l) => [l.action, l.count])).toEqual([
      ['CREATE', 1],
      ['READ', 3],
      ['READ', 1],
      ['DOWNLOAD', 1],
    ]);
  });
});

describe('[BÓVEDA] la carpeta compartida del contrato', () => {
  it('el cliente ve su ruta real, Contratos › {servicio}, y el proveedor ve ambas carpetas', async () => {
    const body = multipart({ name: 'Contrato de limpieza', amount: '120000', employees: '25' }, { name: 'contrato.pdf', bytes: PDF });
    const uploaded = await t.app.inject({ method: 'POST', url: `/api/v1/services/${w.service.id}/contracts/add`, headers: { ...bearer(w.tokens.provider), ...body.headers }, payload: body.payload });
    expect(uploaded.statusCode).toBe(200);
    const contractFolderId = json(uploaded).respuesta.folderId as string;

    const asClient = json(await folderView(t, w.tokens.client, w.client.id, contractFolderId)).respuesta;
    expect(asClient.breadcrumbs).toEqual([{ id: contractFolderId, name: `Contratos › ${w.service.name}` }]);

    const asProvider = json(await folderView(t, w.tokens.provider, w.provider.id, contractFolderId)).respuesta;
    expect(asProvider.breadcrumbs.map((c: { name: string }) => c.name)).toEqual(['Contratos', w.service.name]);
  });
});
