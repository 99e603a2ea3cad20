import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLinks } from '../../../src/server/db/schema';
import type { TGenerator } from '../../../src/shared/contracts/generators.contract';
import type { TNotification } from '../../../src/shared/contracts/notifications.contract';
import { AVISOS_GENERADOR } from '../../../src/shared/labels/generator-notices';
import { MENSAJES_GENERADOR } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { jpegHeader } from '../../fixtures/jpeg';
import { readPdf } from '../../fixtures/pdf-text';
import { pngImage } from '../../fixtures/png';
import { giveRegionManagers } from '../../fixtures/region-managers';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const SUPERVISOR = 'supervisor@campo-rechazo.mx';
const RESPONSIBLE = 'responsable@corporativo-rechazo.mx';
const VALIDATOR = 'validador@corporativo-rechazo.mx';

const general = (city: string) => ({
  general: {
    clientName: 'Corporativo Rechazo', csp: 'CSP-9', serviceOfferedIdList: ['Instalación de telecomunicaciones'], startDate: '2026-11-01', endDate: '2026-11-20',
    idSupplier: 'PROV-1', idSap: 'SAP-1', city, state: 'Nuevo León', address: 'Av. Constitución 100', area: 'Infraestructura', assignment: 'PM', businessUnit: 'Residencial',
  },
  supervisor: {
    name: 'Luis', lastName: 'García', motherLastName: 'Pérez', phone: '8112345678', email: SUPERVISOR, listRegions: 'Noreste',
    listResponsible: 'Ana Ruiz', phoneResponsible: '8187654321', emailResponsible: RESPONSIBLE, emailManager: 'gerente@corporativo-rechazo.mx',
  },
});

type Method = 'GET' | 'POST' | 'PATCH';

describe('Generador rechazado: avisos, corrección, reenvío y estatus que dice la verdad', () => {
  let t: TestApp;
  let clientId: string;
  let providerId: string;
  const tokens: Record<'creator' | 'admin' | 'supervisor' | 'colleague' | 'client' | 'stranger', string> = { creator: '', admin: '', supervisor: '', colleague: '', client: '', stranger: '' };

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { name: 'Corporativo Rechazo SA de CV', invitedAs: 'client' })).id;
    providerId = (await buildCompany(t.db, { name: 'Campo Rechazo SA de CV', generadores: true })).id;
    const strangerCompany = (await buildCompany(t.db, { name: 'Otra Empresa SA de CV' })).id;
    await t.db.insert(companyLinks).values({ clientId, providerId, status: 'ACCEPTED' });
    await giveRegionManagers(t, clientId, [{ name: 'Ana Ruiz', email: RESPONSIBLE }]);
    const user = async (companyId: string, role: 'Administrador' | 'Colaborador', email: string) => (await signIn(t.app, (await buildUser(t.db, { companyId, role, email })).email)).accessToken;
    tokens.client = await user(clientId, 'Administrador', VALIDATOR);
    tokens.creator = await user(providerId, 'Colaborador', 'creador@campo-rechazo.mx');
    tokens.admin = await user(providerId, 'Administrador', 'admin@campo-rechazo.mx');
    tokens.supervisor = await user(providerId, 'Colaborador', SUPERVISOR);
    tokens.colleague = await user(providerId, 'Colaborador', 'colega@campo-rechazo.mx');
    tokens.stranger = await user(strangerCompany, 'Administrador', 'extrano@otra.mx');
  });
  afterAll(() => t.close());

  const api = (who: keyof typeof tokens, method: Method, url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });
  const generatorOf = async (id: string) => json<{ respuesta: TGenerator }>(await api('creator', 'GET', `/api/v1/generador/id/${id}`)).respuesta;
  const unread = async (who: keyof typeof tokens) => json<{ respuesta: { items: TNotification[] } }>(await api(who, 'GET', '/api/v1/notifications?read=false&size=100')).respuesta.items;
  const runPdfJobs = async () => {
    while ((await t.ctx.jobs.runDue({ types: ['pdf.render'] })).length > 0);
  };
  const pdfText = async (id: string) => (await readPdf((await api('creator', 'GET', `/api/v1/generador/generadorPdf/${id}`)).rawPayload)).text.join(' ');

  async function readyGenerator() {
    const id = randomUUID();
    await api('creator', 'POST', `/api/v1/generador/init/idCompany/${clientId}/idProvider/${providerId}`, { id });
    await api('creator', 'PATCH', `/api/v1/generador/general/id/${id}`, general('Monterrey'));
    await api('creator', 'PATCH', `/api/v1/generador/geolocation/id/${id}`, { date: '2026-11-03', address: 'Av. Constitución 100', code: 'MTY-7', name: 'Sitio Centro', coordinates: { lat: 25.6714, lng: -100.309, accuracy: 8 }, folioTracker: 'FT-7' });
    await api('creator', 'POST', `/api/v1/generador/id/${id}/providerLogo`, { name: 'logo.png', extension: 'png', content: pngImage(120, 60).toString('base64') });
    for (let i = 0; i < 5; i++) {
      await api('creator', 'POST', `/api/v1/generador/photographic/id/${id}/photos`, { id: randomUUID(), list: i < 2 ? 'beforeList' : 'endList', ns: `NS-${i}`, activities: `Actividad ${i}`, content: jpegHeader(800, 600, `${id}-${i}`).toString('base64') });
    }
    return id;
  }

  /** The newest mail to `email` whose text matches (the list is newest first). */
  async function newestMail(email: string, pattern: RegExp): Promise<string> {
    await t.ctx.mail.deliverPending();
    const { items } = await t.ctx.mail.list(0, 500);
    const match = items.filter((m) => m.to === email).map((m) => m.text.match(pattern)?.[1]).find(Boolean);
    if (!match) throw new Error(`sin correo para ${email}`);
    return match;
  }

  async function signEverybody() {
    for (const email of [SUPERVISOR, RESPONSIBLE, VALIDATOR]) {
      const link = await newestMail(email, /\/firma\/([\w-]+)/);
      await t.app.inject({ method: 'POST', url: `/api/v1/firma/${link}/code` });
      const code = await newestMail(email, /firmar el generador [\w-]+ es (\d{6})/);
      const signed = await t.app.inject({ method: 'POST', url: `/api/v1/firma/${link}/sign`, payload: { typedName: `Firmante ${email}`, signaturePng: pngImage(300, 100).toString('base64'), code } });
      expect(signed.statusCode).toBe(200);
    }
  }

  it('rechazo → corrección → reenvío (versión nueva, firma nueva) → aprobación → pago, con avisos y PDF al día', async () => {
    const id = await readyGenerator();
    const draft = await generatorOf(id);
    expect(draft.status).toBe('DRAFT');
    expect(draft.version).toBe(0);

    // Sent: under review at once, with its signature process visible.
    expect((await api('creator', 'POST', `/api/v1/generador/generadorPdfAndProcess/${id}`)).statusCode).toBe(200);
    const sent = await generatorOf(id);
    expect(sent.status).toBe('REVISION');
    expect(sent.signing).toEqual({ signed: 0, total: 3 });
    expect(sent.version).toBe(1);
    expect(await pdfText(id)).toContain('Bajo Revisión');
    const list = json(await api('creator', 'GET', `/api/v1/generador/idCompany/${providerId}/allLite?size=25`)).respuesta.items as { id: string; signing: unknown }[];
    expect(list.find((g) => g.id === id)?.signing).toEqual({ signed: 0, total: 3 });
    expect((await unread('admin')).map((n) => n.text)).toContain(AVISOS_GENERADOR.firmaIniciada(sent.generatedCode, 3));

    // The client cannot decide before everybody signed.
    const early = await api('client', 'PATCH', `/api/v1/generador/${id}/review`, { decision: 'APPROVED', comment: '' });
    expect(early.statusCode).toBe(409);
    expect(json(early).mensaje).toBe(MENSAJES_GENERADOR.firmasPendientes);

    await signEverybody();
    const signed = await generatorOf(id);
    expect(signed.status).toBe('REVISION');
    expect(signed.signing).toBeNull();
    const creatorTexts = (await unread('creator')).map((n) => n.text);
    expect(creatorTexts).toContain(AVISOS_GENERADOR.firmante(sent.generatedCode, `Firmante ${SUPERVISOR}`, 'Supervisor', 1, 3));
    expect(creatorTexts).toContain(AVISOS_GENERADOR.firmaCompleta(sent.generatedCode));

    // Rejected with a reason: the provider's side is told in the app and by mail, and the notice opens the wizard.
    const reason = 'Faltan fotografías del cierre de la obra.';
    expect((await api('client', 'PATCH', `/api/v1/generador/${id}/review`, { decision: 'REJECTED', comment: reason })).statusCode).toBe(200);
    const rejectedText = AVISOS_GENERADOR.rechazado(sent.generatedCode, 'Corporativo Rechazo SA de CV', reason);
    for (const who of ['creator', 'admin', 'supervisor'] as const) {
      const notice = (await unread(who)).find((n) => n.text === rejectedText);
      expect(notice?.action?.path).toBe(`/generators/forms?id=${id}`);
    }
    expect((await unread('colleague')).some((n) => n.text === rejectedText)).toBe(false);
    await t.ctx.mail.deliverPending();
    const rejectionMails = (await t.ctx.mail.list(0, 500)).items.filter((m) => m.subject === AVISOS_GENERADOR.asunto.rechazado(sent.generatedCode));
    expect(rejectionMails.map((m) => m.to).toSorted()).toEqual(['admin@campo-rechazo.mx', 'creador@campo-rechazo.mx', SUPERVISOR]);
    expect(rejectionMails[0]?.text).toContain(reason);
    await runPdfJobs();
    expect(await pdfText(id)).toContain('Rechazado');

    // Only the provider corrects it; another company does not even see it.
    expect((await api('client', 'PATCH', `/api/v1/generador/general/id/${id}`, general('San Pedro'))).statusCode).toBe(403);
    expect((await api('stranger', 'PATCH', `/api/v1/generador/general/id/${id}`, general('San Pedro'))).statusCode).toBe(404);
    expect((await api('stranger', 'POST', `/api/v1/generador/generadorPdfAndProcess/${id}`)).statusCode).toBe(404);
    expect((await api('creator', 'PATCH', `/api/v1/generador/general/id/${id}`, general('San Pedro'))).statusCode).toBe(200);

    // Sent again: version 2, back under review, a new signature process; the history keeps the reason.
    expect((await api('creator', 'POST', `/api/v1/generador/generadorPdfAndProcess/${id}`)).statusCode).toBe(200);
    const resent = await generatorOf(id);
    expect(resent.status).toBe('REVISION');
    expect(resent.comment).toBe('');
    expect(resent.version).toBe(2);
    expect(resent.signing).toEqual({ signed: 0, total: 3 });
    expect(resent.history.map((h) => [h.version, h.status, h.comment])).toEqual([
      [1, 'REVISION', ''],
      [1, 'REJECTED', reason],
      [2, 'REVISION', ''],
    ]);
    expect(resent.history[1]?.actorName).toBe('Usuaria de Prueba');
    expect(await pdfText(id)).toContain('San Pedro');

    await signEverybody();
    expect((await api('client', 'PATCH', `/api/v1/generador/${id}/review`, { decision: 'APPROVED', comment: '' })).statusCode).toBe(200);
    expect((await unread('admin')).map((n) => n.text)).toContain(AVISOS_GENERADOR.aprobado(sent.generatedCode, 'Corporativo Rechazo SA de CV'));
    await runPdfJobs();
    const approvedPdf = await pdfText(id);
    expect(approvedPdf).toContain('Aprobado');
    expect(approvedPdf).not.toContain('En proceso');
    expect(approvedPdf).toContain('Hoja de firmas');

    expect((await api('client', 'PATCH', `/api/v1/generador/${id}/payment`)).statusCode).toBe(200);
    expect((await unread('supervisor')).map((n) => n.text)).toContain(AVISOS_GENERADOR.pagado(sent.generatedCode, 'Corporativo Rechazo SA de CV'));
    await runPdfJobs();
    expect(await pdfText(id)).toContain('Pagado');
    expect((await generatorOf(id)).history.map((h) => h.status)).toEqual(['REVISION', 'REJECTED', 'REVISION', 'APPROVED', 'PAID']);
  });

  it('el cliente no puede editar ni reenviar; solo se reenvía lo rechazado o en proceso', async () => {
    const id = await readyGenerator();
    expect((await api('client', 'POST', `/api/v1/generador/generadorPdfAndProcess/${id}`)).statusCode).toBe(403);
    expect((await api('creator', 'POST', `/api/v1/generador/generadorPdfAndProcess/${id}`)).statusCode).toBe(200);
    // Under review (and being signed): no edit, no second send.
    expect((await api('creator', 'PATCH', `/api/v1/generador/general/id/${id}`, general('Apodaca'))).statusCode).toBe(409);
    expect((await api('creator', 'POST', `/api/v1/generador/generadorPdfAndProcess/${id}`)).statusCode).toBe(409);
  });

  it('"Marcar todas como leídas" deja en cero las no leídas de quien la usa, no las de otros', async () => {
    const before = await unread('admin');
    expect(before.length).toBeGreaterThan(0);
    const othersBefore = (await unread('creator')).length;
    const response = await api('admin', 'PATCH', '/api/v1/notifications/read-all');
    expect(response.statusCode).toBe(200);
    expect(json(response).respuesta.updated).toBe(before.length);
    expect(json(await api('admin', 'GET', '/api/v1/notifications/size')).respuesta.unread).toBe(0);
    const read = json(await api('admin', 'GET', '/api/v1/notifications?read=true&size=100')).respuesta.items as TNotification[];
    expect(read.map((n) => n.id).toSorted()).toEqual(before.map((n) => n.id).toSorted());
    expect((await unread('creator')).length).toBe(othersBefore);
  });
});
