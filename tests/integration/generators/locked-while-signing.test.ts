import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLinks } from '../../../src/server/db/schema';
import { MENSAJES_GENERADOR } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { jpegHeader } from '../../fixtures/jpeg';
import { pngImage } from '../../fixtures/png';
import { giveRegionManagers } from '../../fixtures/region-managers';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const SUPERVISOR = 'supervisor@campo-firma.mx';
const RESPONSIBLE = 'responsable@corporativo-firma.mx';
const VALIDATOR = 'validador@corporativo-firma.mx';

const general = {
  general: {
    clientName: 'Corporativo Firma', csp: 'CSP-9', serviceOfferedIdList: ['Instalación de telecomunicaciones'], startDate: '2026-11-01', endDate: '2026-11-20',
    idSupplier: 'PROV-1', idSap: 'SAP-1', city: 'Monterrey', state: 'Nuevo León', address: 'Av. Constitución 100', area: 'Infraestructura', assignment: 'PM', businessUnit: 'Residencial',
  },
  supervisor: {
    name: 'Luis', lastName: 'García', motherLastName: 'Pérez', phone: '8112345678', email: SUPERVISOR, listRegions: 'Noreste',
    listResponsible: 'Ana Ruiz', phoneResponsible: '8187654321', emailResponsible: RESPONSIBLE, emailManager: 'gerente@corporativo-firma.mx',
  },
};
const geolocation = { date: '2026-11-03', address: 'Av. Constitución 100', code: 'MTY-7', name: 'Sitio Centro', coordinates: { lat: 25.6714, lng: -100.309, accuracy: 8 }, folioTracker: 'FT-7' };

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('Generador en firma o aprobado: el servidor no acepta cambios y dice por qué', () => {
  let t: TestApp;
  let clientId: string;
  let providerId: string;
  const tokens = { provider: '', client: '' };

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { name: 'Corporativo Firma SA de CV', invitedAs: 'client' })).id;
    providerId = (await buildCompany(t.db, { name: 'Campo Firma SA de CV', generadores: true })).id;
    await t.db.insert(companyLinks).values({ clientId, providerId, status: 'ACCEPTED' });
    await giveRegionManagers(t, clientId, [{ name: 'Ana Ruiz', email: RESPONSIBLE }]);
    tokens.client = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId, role: 'Administrador', email: VALIDATOR })).email)).accessToken;
    tokens.provider = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId, role: 'Colaborador', email: SUPERVISOR })).email)).accessToken;
  });
  afterAll(() => t.close());

  const api = (who: keyof typeof tokens, method: Method, url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });

  async function newestMail(email: string, pattern: RegExp): Promise<string> {
    await t.ctx.mail.deliverPending();
    const { items } = await t.ctx.mail.list(0, 500);
    const match = items.filter((m) => m.to === email).map((m) => m.text.match(pattern)?.[1]).find(Boolean);
    if (!match) throw new Error(`sin correo para ${email}`);
    return match;
  }

  /** Every change the wizard can send: each one must be refused with `message`, and nothing changes. */
  async function expectEveryEditRefused(id: string, photoId: string, message: string) {
    const edits: [Method, string, object?][] = [
      ['PATCH', `/api/v1/generador/general/id/${id}`, { ...general, general: { ...general.general, city: 'Saltillo' } }],
      ['PATCH', `/api/v1/generador/geolocation/id/${id}`, { ...geolocation, name: 'Otro sitio' }],
      ['PATCH', `/api/v1/generador/photographic/id/${id}`, { ont: 'ONT-2', beforeList: [], duringList: [], endList: [] }],
      ['POST', `/api/v1/generador/photographic/id/${id}/photos`, { id: randomUUID(), list: 'duringList', ns: 'NS-9', activities: 'Otra', content: jpegHeader(800, 600, `${id}-extra`).toString('base64') }],
      ['DELETE', `/api/v1/generador/photographic/id/${id}/imageId/${photoId}`],
      ['POST', `/api/v1/generador/id/${id}/providerLogo`, { name: 'otro.png', extension: 'png', content: pngImage(90, 40).toString('base64') }],
    ];
    for (const [method, url, payload] of edits) {
      const response = await api('provider', method, url, payload);
      expect({ url, status: response.statusCode, mensaje: json(response).mensaje }).toEqual({ url, status: 409, mensaje: message });
    }
    const after = json(await api('provider', 'GET', `/api/v1/generador/id/${id}`)).respuesta;
    expect(after.general.city).toBe('Monterrey');
    expect(after.photographic.beforeList.length + after.photographic.endList.length).toBe(5);
  }

  it('en firma responde "en proceso de firma"; aprobado, "solo En proceso o Rechazado"', async () => {
    const id = randomUUID();
    await api('provider', 'POST', `/api/v1/generador/init/idCompany/${clientId}/idProvider/${providerId}`, { id });
    await api('provider', 'PATCH', `/api/v1/generador/general/id/${id}`, general);
    await api('provider', 'PATCH', `/api/v1/generador/geolocation/id/${id}`, geolocation);
    await api('provider', 'POST', `/api/v1/generador/id/${id}/providerLogo`, { name: 'logo.png', extension: 'png', content: pngImage(120, 60).toString('base64') });
    const photoIds = Array.from({ length: 5 }, () => randomUUID());
    for (const [i, photoId] of photoIds.entries()) {
      await api('provider', 'POST', `/api/v1/generador/photographic/id/${id}/photos`, { id: photoId, list: i < 2 ? 'beforeList' : 'endList', ns: `NS-${i}`, activities: `Actividad ${i}`, content: jpegHeader(800, 600, `${id}-${i}`).toString('base64') });
    }
    expect((await api('provider', 'POST', `/api/v1/generador/generadorPdfAndProcess/${id}`)).statusCode).toBe(200);

    await expectEveryEditRefused(id, photoIds[0] as string, MENSAJES_GENERADOR.enFirma);

    for (const email of [SUPERVISOR, RESPONSIBLE, VALIDATOR]) {
      const link = await newestMail(email, /\/firma\/([\w-]+)/);
      await t.app.inject({ method: 'POST', url: `/api/v1/firma/${link}/code` });
      const code = await newestMail(email, /firmar el generador [\w-]+ es (\d{6})/);
      const signed = await t.app.inject({ method: 'POST', url: `/api/v1/firma/${link}/sign`, payload: { typedName: `Firmante ${email}`, signaturePng: pngImage(300, 100).toString('base64'), code } });
      expect(signed.statusCode).toBe(200);
    }
    expect((await api('client', 'PATCH', `/api/v1/generador/${id}/review`, { decision: 'APPROVED', comment: '' })).statusCode).toBe(200);

    await expectEveryEditRefused(id, photoIds[0] as string, MENSAJES_GENERADOR.soloEnProceso);
  });
});
