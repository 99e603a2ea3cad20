import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLinks } from '../../../src/server/db/schema';
import { MENSAJES_FIRMA, MENSAJES_GENERADOR } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { jpegHeader } from '../../fixtures/jpeg';
import { readPdf } from '../../fixtures/pdf-text';
import { pngImage } from '../../fixtures/png';
import { giveRegionManagers } from '../../fixtures/region-managers';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const GENERAL = {
  general: {
    clientName: 'Corporativo Prueba', csp: 'CSP-9', serviceOfferedIdList: ['Instalación de telecomunicaciones'], startDate: '2026-11-01', endDate: '2026-11-20',
    idSupplier: 'PROV-1', idSap: 'SAP-1', city: 'Monterrey', state: 'Nuevo León', address: 'Av. Constitución 100', area: 'Infraestructura', assignment: 'PM', businessUnit: 'Residencial',
  },
  supervisor: {
    name: 'Luis', lastName: 'García', motherLastName: 'Pérez', phone: '8112345678', email: 'supervisor@campo.mx', listRegions: 'Noreste',
    listResponsible: 'Ana Ruiz', phoneResponsible: '8187654321', emailResponsible: 'responsable@corporativo.mx', emailManager: 'gerente@corporativo.mx',
  },
};

describe('PDF del generador y proceso de firma', () => {
  let t: TestApp;
  let token: string;
  let clientId: string;
  let providerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { name: 'Corporativo Prueba SA de CV', invitedAs: 'client' })).id;
    providerId = (await buildCompany(t.db, { name: 'Campo Prueba SA de CV', generadores: true })).id;
    await t.db.insert(companyLinks).values({ clientId, providerId, status: 'ACCEPTED' });
    await giveRegionManagers(t, clientId, [{ name: 'Ana Ruiz', email: 'responsable@corporativo.mx' }]);
    await buildUser(t.db, { companyId: clientId, role: 'Administrador', email: 'validador@corporativo.mx', completeName: 'Valeria Domínguez' });
    token = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId, role: 'Colaborador' })).email)).accessToken;
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  async function readyGenerator(photos = 6) {
    const id = randomUUID();
    await api('POST', `/api/v1/generador/init/idCompany/${clientId}/idProvider/${providerId}`, { id });
    await api('PATCH', `/api/v1/generador/general/id/${id}`, GENERAL);
    await api('PATCH', `/api/v1/generador/geolocation/id/${id}`, { date: '2026-11-03', address: 'Av. Constitución 100', code: 'MTY-7', name: 'Sitio Centro', coordinates: { lat: 25.6714, lng: -100.309, accuracy: 8 }, folioTracker: 'FT-7' });
    await api('POST', `/api/v1/generador/id/${id}/providerLogo`, { name: 'logo.png', extension: 'png', content: pngImage(120, 60).toString('base64') });
    for (let i = 0; i < photos; i++) {
      await api('POST', `/api/v1/generador/photographic/id/${id}/photos`, { id: randomUUID(), list: i < 2 ? 'beforeList' : 'endList', ns: `NS-${i}`, activities: `Actividad ${i}`, content: jpegHeader(800, 600, `${id}-${i}`).toString('base64') });
    }
    return id;
  }

  async function mailedTo(email: string, pattern: RegExp): Promise<string> {
    await t.ctx.mail.deliverPending();
    const { items } = await t.ctx.mail.list(0, 200);
    const match = items.filter((m) => m.to === email).map((m) => m.text.match(pattern)?.[1]).find(Boolean);
    if (!match) throw new Error(`sin correo para ${email}`);
    return match;
  }

  it('no inicia sin las 5 fotografías mínimas', async () => {
    const id = await readyGenerator(4);
    const response = await api('POST', `/api/v1/generador/generadorPdfAndProcess/${id}`);
    expect(response.statusCode).toBe(400);
    expect(json(response).mensaje).toBe(MENSAJES_GENERADOR.minimoFotos);
  });

  it('genera un PDF real, lo firman los tres firmantes y el generador pasa a Bajo Revisión con hoja de firmas', async () => {
    const id = await readyGenerator();
    const started = await api('POST', `/api/v1/generador/generadorPdfAndProcess/${id}`);
    expect(started.statusCode).toBe(200);
    expect(json(started).mensaje).toBe(MENSAJES_FIRMA.procesoGenerado);
    expect(json(started).respuesta.signers.map((s: { role: string }) => s.role)).toEqual(['Supervisor', 'Responsable de la región', 'Validador del cliente']);

    const reviewed = await api('GET', `/api/v1/generador/generadorPdf/${id}`);
    expect(reviewed.headers['content-type']).toBe('application/pdf');
    const draftPdf = await readPdf(reviewed.rawPayload);
    const draftText = draftPdf.text.join(' ');
    expect(draftText).toContain('Monterrey');
    expect(draftText).toContain('25.671400, -100.309000');
    expect(draftText).toMatch(/Total general: \$0\.00/);
    expect(draftText).not.toContain('Hoja de firmas');
    expect((await api('PATCH', `/api/v1/generador/general/id/${id}`, GENERAL)).statusCode).toBe(409);

    for (const email of ['supervisor@campo.mx', 'responsable@corporativo.mx', 'validador@corporativo.mx']) {
      const link = await mailedTo(email, /\/firma\/([\w-]+)/);
      const session = json(await t.app.inject({ method: 'GET', url: `/api/v1/firma/${link}` })).respuesta;
      expect(session.signer.email).toBe(email);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/firma/${link}/document` })).headers['content-type']).toBe('application/pdf');

      const wrong = await t.app.inject({ method: 'POST', url: `/api/v1/firma/${link}/sign`, payload: { typedName: 'Nombre Firmante', signaturePng: pngImage(300, 100).toString('base64'), code: '000000' } });
      expect(json(wrong).mensaje).toBe(MENSAJES_FIRMA.codigoInvalido);
      await t.app.inject({ method: 'POST', url: `/api/v1/firma/${link}/code` });
      const code = await mailedTo(email, /firmar el generador [\w-]+ es (\d{6})/);
      const signed = await t.app.inject({ method: 'POST', url: `/api/v1/firma/${link}/sign`, payload: { typedName: `Firmante ${email}`, signaturePng: pngImage(300, 100).toString('base64'), code }, headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(json(signed).mensaje).toBe(MENSAJES_FIRMA.firmaRegistrada);
      const again = await t.app.inject({ method: 'POST', url: `/api/v1/firma/${link}/sign`, payload: { typedName: 'x x x', signaturePng: pngImage(300, 100).toString('base64'), code } });
      expect(again.statusCode).toBe(409);
    }

    const generator = json(await api('GET', `/api/v1/generador/id/${id}`)).respuesta;
    expect(generator.status).toBe('REVISION');
    const finalPdf = await readPdf((await api('GET', `/api/v1/generador/generadorPdf/${id}`)).rawPayload);
    expect(finalPdf.pages).toBe(draftPdf.pages + 1);
    const lastPage = finalPdf.text.at(-1) ?? '';
    expect(lastPage).toContain('Hoja de firmas');
    expect(lastPage).toContain('Firmante validador@corporativo.mx');
    expect(lastPage).toMatch(/sha256\): [0-9a-f]{64}/);
  });

  it('un enlace inventado es inválido', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/firma/enlace-inventado-que-no-existe-123' });
    expect(response.statusCode).toBe(404);
    expect(json(response).mensaje).toBe(MENSAJES_FIRMA.enlaceInvalido);
  });
});
