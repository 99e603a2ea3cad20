import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';
import { buildService } from '../../fixtures/compliance-factories';
import { bearer, multipart, PDF, review, serviceWorld, startServiceWorld, upload, XML, type ServiceWorld } from './compliance-documents-setup';

let t: TestApp;
let w: ServiceWorld;

beforeAll(async () => ({ t, w } = await startServiceWorld()), 180_000);
afterAll(async () => t?.close());

describe('cargar un documento a un requisito del servicio', () => {
  it('el proveedor carga un PDF: queda Bajo revisión, con su evento y aviso al cliente', async () => {
    const res = await upload(t, w, w.tokens.provider, w.sat, { month: '1', year: '2026', description: 'Enero' }, { name: 'opinion.pdf', bytes: PDF });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.mensaje).toBe('Se ha cargado el documento');
    expect(body.respuesta).toMatchObject({ name: 'opinion.pdf', extension: 'pdf', year: 2026, month: 1, description: 'Enero', validationStatus: { status: 'REVIEW', comments: '', date: null } });

    const history = json(await t.app.inject({ url: `/api/v1/services/${w.service.id}/documents/${body.respuesta.id}/history`, headers: bearer(w.tokens.client) }));
    expect(history.respuesta.map((e: { action: string }) => e.action)).toEqual(['UPLOADED']);

    const notices = json(await t.app.inject({ url: '/api/v1/notifications/?read=false', headers: bearer(w.tokens.client) }));
    expect(JSON.stringify(notices.respuesta)).toContain('Opinión de cumplimiento SAT 32-D');
  });

  it('no acepta otro documento del mismo periodo mientras el anterior está bajo revisión', async () => {
    const res = await upload(t, w, w.tokens.provider, w.sat, { month: '1', year: '2026' }, { name: 'otra.pdf', bytes: PDF });
    expect(res.statusCode).toBe(409);
    expect(json(res).mensaje).toContain('Solo puede cargar otro si el anterior fue rechazado');
  });

  it('tras un rechazo acepta un documento nuevo del mismo periodo', async () => {
    const first = json(await upload(t, w, w.tokens.provider, w.sat, { month: '2', year: '2026' }, { name: 'feb.pdf', bytes: PDF }));
    expect((await review(t, w, w.tokens.client, w.sat, first.respuesta.id, 'REJECTED', 'Ilegible')).statusCode).toBe(200);
    const again = await upload(t, w, w.tokens.provider, w.sat, { month: '2', year: '2026' }, { name: 'feb-bien.pdf', bytes: PDF });
    expect(again.statusCode).toBe(200);
  });

  it('rechaza bytes PDF en un requisito XML, XML en uno PDF y un .pdf que no es PDF', async () => {
    const pdfToXml = await upload(t, w, w.tokens.provider, w.cfdi, { month: '3', year: '2026' }, { name: 'nomina.pdf', bytes: PDF });
    expect(pdfToXml.statusCode).toBe(400);
    expect(json(pdfToXml).respuesta.campos.file).toBe('El documento no es de tipo XML');

    const xmlToPdf = await upload(t, w, w.tokens.provider, w.sat, { month: '3', year: '2026' }, { name: 'opinion.xml', bytes: XML });
    expect(json(xmlToPdf).respuesta.campos.file).toBe('El documento no es de tipo PDF');

    const fake = await upload(t, w, w.tokens.provider, w.sat, { month: '3', year: '2026' }, { name: 'opinion.pdf', bytes: Buffer.from('hola, no soy un PDF') });
    expect(fake.statusCode).toBe(400);
    expect(json(fake).respuesta.campos.file).toBe('El documento no es de tipo PDF');

    const xml = await upload(t, w, w.tokens.provider, w.cfdi, { month: '3', year: '2026' }, { name: 'nomina.xml', bytes: XML });
    expect(xml.statusCode).toBe(200);
    expect(json(xml).respuesta.extension).toBe('xml');
  });

  it('un archivo vacío y la falta de archivo tienen sus mensajes', async () => {
    const empty = await upload(t, w, w.tokens.provider, w.sat, { month: '4', year: '2026' }, { name: 'vacio.pdf', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).respuesta.campos.file).toBe('El archivo está corrupto o vacío. Por favor, inténtalo de nuevo.');

    const none = await upload(t, w, w.tokens.provider, w.sat, { month: '4', year: '2026' });
    expect(none.statusCode).toBe(400);
    expect(json(none).mensaje).toBe('No se ha seleccionado algún archivo para subir.');
    expect(json(none).respuesta.campos.file).toBe('No se ha seleccionado algún archivo para subir.');
  });

  it('mes y año fuera de rango son errores de campo', async () => {
    const res = await upload(t, w, w.tokens.provider, w.sat, { month: '13', year: '1989' }, { name: 'x.pdf', bytes: PDF });
    expect(res.statusCode).toBe(400);
    const campos = json(res).respuesta.campos;
    expect(campos.month).toBe('Seleccione un mes entre Enero y Diciembre.');
    expect(campos.year).toMatch(/^Seleccione un año entre 1990 y \d{4}\.$/);
    const future = await upload(t, w, w.tokens.provider, w.sat, { month: '1', year: String(new Date().getFullYear() + 1) }, { name: 'x.pdf', bytes: PDF });
    expect(json(future).respuesta.campos.year).toBeDefined();
  });

  it('el requisito Generador no recibe documentos', async () => {
    const res = await upload(t, w, w.tokens.provider, w.generator, { month: '4', year: '2026' }, { name: 'g.pdf', bytes: PDF });
    expect(res.statusCode).toBe(409);
    expect(json(res).mensaje).toBe('Este requisito no recibe documentos.');
  });

  it('el cliente y un Lector no cargan (403); otra empresa no ve el servicio (404); sin sesión 401', async () => {
    expect((await upload(t, w, w.tokens.client, w.sat, { month: '5', year: '2026' }, { name: 'x.pdf', bytes: PDF })).statusCode).toBe(403);
    expect((await upload(t, w, w.tokens.reader, w.sat, { month: '5', year: '2026' }, { name: 'x.pdf', bytes: PDF })).statusCode).toBe(403);
    expect((await upload(t, w, w.tokens.stranger, w.sat, { month: '5', year: '2026' }, { name: 'x.pdf', bytes: PDF })).statusCode).toBe(404);
    const body = multipart({ month: '5', year: '2026' }, { name: 'x.pdf', bytes: PDF });
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/services/${w.service.id}/requirements/${w.sat}`, headers: body.headers, payload: body.payload })).statusCode).toBe(401);
  });

  it('un requisito de otro conjunto es 404 y un servicio no aceptado no recibe documentos', async () => {
    const other = await serviceWorld(t);
    expect((await upload(t, w, w.tokens.provider, other.sat, { month: '5', year: '2026' }, { name: 'x.pdf', bytes: PDF })).statusCode).toBe(404);
    const pending = await buildService(t.db, { clientId: w.client.id, providerId: w.provider.id, setId: w.set.set.id, status: 'PENDING' });
    const res = await upload(t, { ...w, service: pending }, w.tokens.provider, w.sat, { month: '5', year: '2026' }, { name: 'x.pdf', bytes: PDF });
    expect(res.statusCode).toBe(409);
    expect(json(res).mensaje).toBe('El servicio aún no ha sido aceptado: no puede recibir documentos.');
  });
});
