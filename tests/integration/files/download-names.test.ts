import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLinks, files, generators } from '../../../src/server/db/schema';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { pngImage } from '../../fixtures/png';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { multipartBody } from './multipart-body';

/** Issue 8, item 11: a download's name carries the extension of the checked type, never the uploader's. */
describe('archivos: nombre de descarga derivado del tipo comprobado', () => {
  let t: TestApp;
  let clientId: string;
  let providerId: string;
  let fieldToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { invitedAs: 'client' })).id;
    providerId = (await buildCompany(t.db, { generadores: true, invited: true, products: ['GENERADORES'] })).id;
    await t.db.insert(companyLinks).values({ clientId, providerId, status: 'ACCEPTED' });
    fieldToken = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId, role: 'Colaborador' })).email)).accessToken;
  });
  afterAll(() => t.close());

  const auth = () => ({ authorization: `Bearer ${fieldToken}` });

  it('un PNG subido como factura.html se descarga como factura.png', async () => {
    const init = await t.app.inject({ method: 'POST', url: `/api/v1/generador/init/idCompany/${clientId}/idProvider/${providerId}`, payload: { id: randomUUID() }, headers: auth() });
    const id = json(init).respuesta.id as string;
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/generador/id/${id}/attachedFile`,
      payload: { name: 'factura.html', extension: 'png', content: pngImage(8, 8).toString('base64') },
      headers: auth(),
    });
    expect(upload.statusCode).toBe(200);

    const download = await t.app.inject({ method: 'GET', url: `/api/v1/generador/id/${id}/attachedFile`, headers: auth() });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="factura.png"; filename*=UTF-8''factura.png`);
    expect(download.headers['content-disposition']).not.toContain('.html');
  });

  it('una fila guardada antes del cambio (nombre .html, sin ext) también se descarga con la extensión de su tipo', async () => {
    const init = await t.app.inject({ method: 'POST', url: `/api/v1/generador/init/idCompany/${clientId}/idProvider/${providerId}`, payload: { id: randomUUID() }, headers: auth() });
    const id = json(init).respuesta.id as string;
    await t.app.inject({ method: 'POST', url: `/api/v1/generador/id/${id}/attachedFile`, payload: { name: 'anexo.pdf', extension: 'png', content: pngImage(8, 8).toString('base64') }, headers: auth() });
    const [generator] = await t.db.select().from(generators).where(eq(generators.id, id));
    await t.db.update(files).set({ name: 'recibo "pago".html', ext: null }).where(eq(files.id, generator?.attachedFileId ?? ''));

    const download = await t.app.inject({ method: 'GET', url: `/api/v1/generador/id/${id}/attachedFile`, headers: auth() });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="recibo _pago_.png"; filename*=UTF-8''recibo%20_pago_.png`);
  });

  it('la descarga del pipeline genérico usa el mismo encabezado RFC 6266', async () => {
    const body = multipartBody({ kind: 'document', companyId: providerId }, { name: 'Comprobante ñ.png', bytes: pngImage(4, 4) });
    const stored = json(await t.app.inject({ method: 'POST', url: '/api/v1/files', payload: body.payload, headers: { ...body.headers, ...auth() } })).respuesta;
    const download = await t.app.inject({ method: 'GET', url: `/api/v1/files/${stored.id}`, headers: auth() });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Comprobante _.png"; filename*=UTF-8''Comprobante%20%C3%B1.png`);
  });
});
