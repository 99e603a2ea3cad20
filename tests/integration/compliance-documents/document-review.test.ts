import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';
import { bearer, PDF, review, startServiceWorld, upload, type ServiceWorld } from './compliance-documents-setup';

let t: TestApp;
let w: ServiceWorld;

beforeAll(async () => ({ t, w } = await startServiceWorld()), 180_000);
afterAll(async () => t?.close());

async function delivered(month: number) {
  const res = await upload(t, w, w.tokens.provider, w.sat, { month: String(month), year: '2026' }, { name: `doc-${month}.pdf`, bytes: PDF });
  expect(res.statusCode).toBe(200);
  return json(res).respuesta.id as string;
}
const history = async (id: string) => json(await t.app.inject({ url: `/api/v1/services/${w.service.id}/documents/${id}/history`, headers: bearer(w.tokens.provider) })).respuesta;
const remove = (token: string, id: string, requirement = w.sat) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/services/${w.service.id}/requirements/${requirement}/documents/${id}`, headers: bearer(token) });

describe('validar, rechazar, eliminar y consultar documentos', () => {
  it('el cliente valida: Aceptado con fecha, historial y aviso al proveedor', async () => {
    const id = await delivered(1);
    const res = await review(t, w, w.tokens.client, w.sat, id, 'ACCEPTED');
    expect(res.statusCode).toBe(200);
    expect(json(res).mensaje).toBe('Documento validado correctamente');
    expect(json(res).respuesta.validationStatus.status).toBe('ACCEPTED');
    expect(json(res).respuesta.validationStatus.date).not.toBeNull();
    const entries = await history(id);
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['UPLOADED', 'VALIDATED']);
    expect(entries[1].user).toBe(w.users.clientAdmin.completeName);
    // Only documents under review are decided.
    expect((await review(t, w, w.tokens.client, w.sat, id, 'REJECTED', 'Tarde')).statusCode).toBe(409);
  });

  it('rechazar exige un comentario y avisa al proveedor con el motivo', async () => {
    const id = await delivered(2);
    const bare = await review(t, w, w.tokens.client, w.sat, id, 'REJECTED', '  ');
    expect(bare.statusCode).toBe(400);
    expect(json(bare).respuesta.campos['validationStatus.comments']).toBe('Escriba un comentario para rechazar el documento.');
    const res = await review(t, w, w.tokens.client, w.sat, id, 'REJECTED', 'Falta la firma');
    expect(res.statusCode).toBe(200);
    expect(json(res).respuesta.validationStatus).toMatchObject({ status: 'REJECTED', comments: 'Falta la firma' });
    const notices = json(await t.app.inject({ url: '/api/v1/notifications/?read=false', headers: bearer(w.tokens.provider) }));
    expect(JSON.stringify(notices.respuesta)).toContain('Motivo: Falta la firma');
    expect((await history(id)).at(-1)).toMatchObject({ action: 'REJECTED', comment: 'Falta la firma' });
  });

  it('el proveedor y un Lector no validan (403); otra empresa 404; sin sesión 401; cuerpo inválido 400', async () => {
    const id = await delivered(3);
    expect((await review(t, w, w.tokens.provider, w.sat, id, 'ACCEPTED')).statusCode).toBe(403);
    expect((await review(t, w, w.tokens.reader, w.sat, id, 'ACCEPTED')).statusCode).toBe(403);
    expect((await review(t, w, w.tokens.stranger, w.sat, id, 'ACCEPTED')).statusCode).toBe(404);
    expect((await review(t, w, w.tokens.client, w.cfdi, id, 'ACCEPTED')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/services/${w.service.id}/requirements/${w.sat}`, payload: { uid: id, validationStatus: { status: 'ACCEPTED' } } })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'PUT', url: `/api/v1/services/${w.service.id}/requirements/${w.sat}`, headers: bearer(w.tokens.client), payload: { uid: id, validationStatus: { status: 'MAYBE' } } });
    expect(bad.statusCode).toBe(400);
  });

  it('el proveedor elimina un documento no aceptado; uno aceptado no se elimina', async () => {
    const id = await delivered(4);
    expect((await remove(w.tokens.client, id)).statusCode).toBe(403);
    expect((await remove(w.tokens.stranger, id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/services/${w.service.id}/requirements/${w.sat}/documents/${id}` })).statusCode).toBe(401);
    const res = await remove(w.tokens.provider, id);
    expect(res.statusCode).toBe(200);
    expect(json(res).mensaje).toBe('Documento eliminado');
    expect((await remove(w.tokens.provider, id)).statusCode).toBe(404);
    // The period is free again.
    expect((await upload(t, w, w.tokens.provider, w.sat, { month: '4', year: '2026' }, { name: 'otra.pdf', bytes: PDF })).statusCode).toBe(200);

    const accepted = await delivered(5);
    await review(t, w, w.tokens.client, w.sat, accepted, 'ACCEPTED');
    const refused = await remove(w.tokens.provider, accepted);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).mensaje).toBe('Un documento aceptado no se puede eliminar.');
  });

  it('los bytes vuelven iguales, en línea o como descarga, y quedan en el historial', async () => {
    const id = await delivered(6);
    const url = `/api/v1/services/${w.service.id}/documents/${id}/file`;
    const inline = await t.app.inject({ url, headers: bearer(w.tokens.client) });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(String(inline.headers['content-disposition'])).toMatch(/^inline; filename="doc-6.pdf"/);
    expect(Buffer.compare(inline.rawPayload, PDF)).toBe(0);
    const download = await t.app.inject({ url: `${url}?download=1`, headers: bearer(w.tokens.provider) });
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment;/);
    expect((await history(id)).map((e: { action: string }) => e.action)).toEqual(['UPLOADED', 'VIEWED', 'DOWNLOADED']);
    expect((await t.app.inject({ url, headers: bearer(w.tokens.stranger) })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/v1/services/${w.service.id}/documents/${id}/history`, headers: bearer(w.tokens.stranger) })).statusCode).toBe(404);
  });
});
