import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyLinks, providerGeneratorInfo } from '../../../src/server/db/schema';
import { linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const CURP_ANA = 'MARA870922MNLRZN00';
const CURP_LUIS = 'GOML800101HDFMRS09';

/** A form that passes every rule; each test changes only what it is about. */
const validForm = (overrides: Record<string, unknown> = {}) => ({
  assignSupplierNum: 'PRV-1024',
  comercialName: 'Fibras del Norte',
  contactList: [
    { name: 'Laura', lastName: 'Pérez', motherLastName: '', phone: '8112345678', email: 'laura@fibras.mx' },
    { name: '', lastName: '', motherLastName: '', phone: '', email: '' },
    { name: '', lastName: '', motherLastName: '', phone: '', email: '' },
  ],
  legalRepresentativesList: [{ curp: CURP_ANA, phone: '8187654321', rfc: 'mara870922ab1', email: 'ana@fibras.mx' }],
  socialObjectPredominantList: [{ name: 'instalación de fibra óptica' }],
  ...overrides,
});

describe('datos de generador del proveedor (additional/generadoresInfo)', () => {
  let t: TestApp;
  let clientId: string;
  let otherClientId: string;
  let pendingClientId: string;
  let providerId: string;
  let tokens: Record<'client' | 'clientReader' | 'otherClient' | 'pendingClient' | 'provider' | 'providerReader' | 'outsider', string>;
  let recordId: string;

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { name: 'Telecom Cliente SA de CV', status: 'CORPORATIVO', invitedAs: 'client', products: ['REPSE', 'GENERADORES'] })).id;
    otherClientId = (await buildCompany(t.db, { name: 'Otro Cliente SA de CV', invitedAs: 'client' })).id;
    pendingClientId = (await buildCompany(t.db, { name: 'Cliente Pendiente SA de CV', invitedAs: 'client' })).id;
    providerId = (
      await buildCompany(t.db, {
        name: 'Fibras del Norte SA de CV',
        status: 'TEMP',
        invitedAs: 'provider',
        invited: true,
        generadores: true,
        legalRepresentatives: [
          { name: 'Ana Sofía', apaterno: 'Martínez', amaterno: 'Ramos', curp: CURP_ANA },
          { name: 'Luis', apaterno: 'Gómez', amaterno: '', curp: CURP_LUIS },
        ],
        repses: [{ name: 'Instalación de fibra óptica' }, { name: 'Mantenimiento de radiobases' }],
      })
    ).id;
    const outsiderId = (await buildCompany(t.db, { name: 'Ajena SA de CV' })).id;
    await linkCompanies(t.db, clientId, providerId);
    await linkCompanies(t.db, otherClientId, providerId);
    await linkCompanies(t.db, pendingClientId, providerId, 'PENDING');
    const token = async (companyId: string, role: 'Administrador' | 'Lector' = 'Administrador') => (await signIn(t.app, (await buildUser(t.db, { companyId, role })).email)).accessToken;
    tokens = {
      client: await token(clientId),
      clientReader: await token(clientId, 'Lector'),
      otherClient: await token(otherClientId),
      pendingClient: await token(pendingClientId),
      provider: await token(providerId),
      providerReader: await token(providerId, 'Lector'),
      outsider: await token(outsiderId),
    };
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string | undefined, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/additional/generadoresInfo${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
  const init = (client: string, token: string | undefined) => call('POST', `/init/idCompany/${client}/idProvider/${providerId}`, token);

  describe('POST init', () => {
    it('rechaza sin sesión (401), a un Lector (403), a una empresa ajena (404) y un id mal formado (400)', async () => {
      expect((await init(clientId, undefined)).statusCode).toBe(401);
      expect((await init(clientId, tokens.providerReader)).statusCode).toBe(403);
      expect((await init(clientId, tokens.clientReader)).statusCode).toBe(403);
      expect((await init(clientId, tokens.outsider)).statusCode).toBe(404);
      // Another client cannot open the pair of someone else.
      expect((await init(clientId, tokens.otherClient)).statusCode).toBe(404);
      expect((await call('POST', `/init/idCompany/no-uuid/idProvider/${providerId}`, tokens.provider)).statusCode).toBe(400);
    });

    it('exige una relación aceptada: pendiente 409, inexistente 404', async () => {
      const pending = await init(pendingClientId, tokens.provider);
      expect(pending.statusCode).toBe(409);
      expect(json(pending).mensaje).toBe('Solo se pueden capturar datos de generador de una relación aceptada');
      const unrelated = await call('POST', `/init/idCompany/${providerId}/idProvider/${clientId}`, tokens.provider);
      expect(unrelated.statusCode).toBe(404);
    });

    it('el proveedor inicia un registro vacío por cliente, una sola vez, con su línea en la Bitácora', async () => {
      const first = await init(clientId, tokens.provider);
      expect(first.statusCode).toBe(200);
      const record = json(first).respuesta;
      expect(record).toMatchObject({ idCompany: clientId, clientName: 'Telecom Cliente SA de CV', idProvider: providerId, assignSupplierNum: '', completed: false, updatedAt: null, canEdit: true, contactList: [] });
      recordId = record.id;
      const again = await init(clientId, tokens.provider);
      expect(json(again).respuesta.id).toBe(recordId);
      const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'generator-info.created'), eq(auditLog.entityId, recordId)));
      expect(audits).toHaveLength(1);
      expect(audits[0]?.companyId).toBe(providerId);
    });

    it('el cliente también puede iniciarlo, pero no editarlo', async () => {
      const response = await init(otherClientId, tokens.otherClient);
      expect(response.statusCode).toBe(200);
      expect(json(response).respuesta).toMatchObject({ idCompany: otherClientId, canEdit: false, completed: false });
    });
  });

  describe('PATCH', () => {
    it('rechaza sin sesión (401), al cliente y a un Lector del proveedor (403), a una empresa ajena (404)', async () => {
      const body = { id: recordId, ...validForm() };
      expect((await call('PATCH', '', undefined, body)).statusCode).toBe(401);
      expect((await call('PATCH', '', tokens.client, body)).statusCode).toBe(403);
      expect((await call('PATCH', '', tokens.providerReader, body)).statusCode).toBe(403);
      expect((await call('PATCH', '', tokens.outsider, body)).statusCode).toBe(404);
      expect((await call('PATCH', '', tokens.otherClient, body)).statusCode).toBe(404);
      expect((await call('PATCH', '', tokens.provider, { ...body, id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    });

    it('valida con los mensajes de la especificación', async () => {
      const response = await call('PATCH', '', tokens.provider, {
        id: recordId,
        ...validForm({
          assignSupplierNum: '  ',
          contactList: [{ name: '', lastName: '', motherLastName: '', phone: '', email: '' }],
          legalRepresentativesList: [],
          socialObjectPredominantList: [],
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(json(response).respuesta.campos).toEqual({
        assignSupplierNum: 'Campo requerido',
        contactList: 'Debe tener al menos un contacto',
        legalRepresentativesList: 'Debe tener al menos un representante legal',
        socialObjectPredominantList: 'Debe tener al menos un objeto social',
      });
    });

    it('valida cada contacto escrito, el RFC y el correo de cada representante', async () => {
      const response = await call('PATCH', '', tokens.provider, {
        id: recordId,
        ...validForm({
          contactList: [
            { name: 'Laura', lastName: '', motherLastName: '', phone: '81-12', email: 'laura@' },
            { name: '', lastName: '', motherLastName: '', phone: '', email: '' },
          ],
          legalRepresentativesList: [
            { curp: CURP_ANA, phone: '8187654321', rfc: 'XYZ', email: 'no-es-correo' },
            { curp: CURP_ANA, phone: '8187654321', rfc: 'MARA870922AB1', email: 'ana@fibras.mx' },
          ],
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(json(response).respuesta.campos).toEqual({
        'contactList.0.lastName': 'Campo requerido',
        'contactList.0.phone': 'El teléfono debe tener de 10 a 15 dígitos',
        'contactList.0.email': 'Debe ser un correo válido',
        'legalRepresentativesList.0.rfc': 'Formato inválido',
        'legalRepresentativesList.0.email': 'Debe ser un correo válido',
        'legalRepresentativesList.1.curp': 'Este representante legal ya está en la lista',
      });
    });

    it('solo acepta representantes y objetos sociales de los datos de la empresa', async () => {
      const response = await call('PATCH', '', tokens.provider, {
        id: recordId,
        ...validForm({
          legalRepresentativesList: [{ curp: 'XEXX010101HNEXXXA4', phone: '8187654321', rfc: 'MARA870922AB1', email: 'ana@fibras.mx' }],
          socialObjectPredominantList: [{ name: 'Venta de helados' }],
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(json(response).respuesta.campos).toEqual({
        'legalRepresentativesList.0.curp': 'Elija uno de los representantes legales registrados en los datos de la empresa',
        'socialObjectPredominantList.0.name': 'Elija una de las actividades REPSE registradas en los datos de la empresa',
      });
    });

    it('rechaza campos desconocidos (400)', async () => {
      expect((await call('PATCH', '', tokens.provider, { id: recordId, ...validForm(), rfc: 'AAA010101AAA' })).statusCode).toBe(400);
    });

    it('guarda los datos del proveedor: contactos usados, nombres de la empresa, ortografía de la actividad y Bitácora', async () => {
      const response = await call('PATCH', '', tokens.provider, { id: recordId, ...validForm() });
      expect(response.statusCode).toBe(200);
      const body = json(response);
      expect(body.mensaje).toBe('Información guardada con éxito.');
      expect(body.respuesta).toMatchObject({
        id: recordId,
        assignSupplierNum: 'PRV-1024',
        comercialName: 'Fibras del Norte',
        completed: true,
        canEdit: true,
        contactList: [{ name: 'Laura', lastName: 'Pérez', motherLastName: '', phone: '8112345678', email: 'laura@fibras.mx' }],
        legalRepresentativesList: [{ curp: CURP_ANA, name: 'Ana Sofía', lastName: 'Martínez', motherLastName: 'Ramos', phone: '8187654321', rfc: 'MARA870922AB1', email: 'ana@fibras.mx' }],
        socialObjectPredominantList: [{ name: 'Instalación de fibra óptica' }],
      });
      expect(body.respuesta.updatedAt).not.toBeNull();
      const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'generator-info.updated'), eq(auditLog.entityId, recordId)));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ companyId: providerId, details: { clientId } });
    });

    it('el número asignado es el que declara el proveedor: no cambia el número privado del cliente', async () => {
      const [link] = await t.db.select({ clientRef: companyLinks.clientRef }).from(companyLinks).where(and(eq(companyLinks.clientId, clientId), eq(companyLinks.providerId, providerId)));
      expect(link?.clientRef).toBeNull();
    });
  });

  describe('GET idProvider', () => {
    const get = (token: string | undefined, query = '') => call('GET', `/idProvider/${providerId}${query}`, token);

    it('rechaza sin sesión (401), a una empresa ajena o con relación pendiente (404) y un id mal formado (400)', async () => {
      expect((await get(undefined)).statusCode).toBe(401);
      expect((await get(tokens.outsider)).statusCode).toBe(404);
      expect((await get(tokens.pendingClient)).statusCode).toBe(404);
      expect((await get(tokens.client, `?idCompany=${otherClientId}`)).statusCode).toBe(404);
      expect((await call('GET', '/idProvider/no-uuid', tokens.provider)).statusCode).toBe(400);
      expect((await get(tokens.provider, '?idCompany=no-uuid')).statusCode).toBe(400);
    });

    it('el proveedor ve los registros de todos sus clientes, o uno, con las opciones del formulario', async () => {
      const all = json(await get(tokens.provider)).respuesta;
      expect(all.providerName).toBe('Fibras del Norte SA de CV');
      expect(all.items.map((i: { idCompany: string }) => i.idCompany).toSorted()).toEqual([clientId, otherClientId].toSorted());
      expect(all.options).toEqual({
        legalRepresentatives: [
          { curp: CURP_ANA, name: 'Ana Sofía', lastName: 'Martínez', motherLastName: 'Ramos' },
          { curp: CURP_LUIS, name: 'Luis', lastName: 'Gómez', motherLastName: '' },
        ],
        socialObjects: ['Instalación de fibra óptica', 'Mantenimiento de radiobases'],
      });
      const one = json(await get(tokens.provider, `?idCompany=${clientId}`)).respuesta;
      expect(one.items).toHaveLength(1);
      expect(one.items[0]).toMatchObject({ id: recordId, completed: true, canEdit: true });
      const reader = json(await get(tokens.providerReader, `?idCompany=${clientId}`)).respuesta;
      expect(reader.items[0]?.canEdit).toBe(false);
    });

    it('un cliente vinculado ve solo su propio registro, sin opciones ni permiso de edición', async () => {
      const response = await get(tokens.clientReader);
      expect(response.statusCode).toBe(200);
      const list = json(response).respuesta;
      expect(list.options).toBeNull();
      expect(list.items).toHaveLength(1);
      expect(list.items[0]).toMatchObject({ id: recordId, idCompany: clientId, comercialName: 'Fibras del Norte', canEdit: false });
      const other = json(await get(tokens.otherClient)).respuesta;
      expect(other.items.map((i: { idCompany: string }) => i.idCompany)).toEqual([otherClientId]);
    });

    it('al eliminar la relación se eliminan sus datos de generador', async () => {
      await t.db.delete(companyLinks).where(and(eq(companyLinks.clientId, otherClientId), eq(companyLinks.providerId, providerId)));
      expect((await get(tokens.otherClient)).statusCode).toBe(404);
      const left = await t.db.select({ clientId: providerGeneratorInfo.clientId }).from(providerGeneratorInfo).where(eq(providerGeneratorInfo.providerId, providerId));
      expect(left).toEqual([{ clientId }]);
    });
  });
});
