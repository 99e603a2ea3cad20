import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSets, requirementGroups, requirements, stageTemplates } from '../../../src/server/db/schema';
import { REPSE_REGISTRATION_REQUIREMENT } from '../../../src/shared/domain/compliance';
import { DEFAULT_DOCUMENT_SET_ID, DEFAULT_DOCUMENT_SET_NAME, DEFAULT_STAGE_IDS } from '../../../src/shared/domain/compliance-defaults';
import { buildDocumentSet, buildService } from '../../fixtures/compliance-factories';
import { json } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';
import { call, createService, daysFromToday, noticesOf, startServicesWorld, type ServicesWorld } from './services-world';

describe('servicios: autorización, listas y detalle', () => {
  let t: TestApp;
  let w: ServicesWorld;

  beforeAll(async () => ({ t, w } = await startServicesWorld()));
  afterAll(() => t.close());

  it('el conjunto por defecto existe tras las migraciones con sus tres etapas y el registro REPSE', async () => {
    const [set] = await t.db.select().from(documentSets).where(eq(documentSets.id, DEFAULT_DOCUMENT_SET_ID));
    expect(set).toMatchObject({ name: DEFAULT_DOCUMENT_SET_NAME, ownerCompanyId: null, retired: false });
    const stages = await t.db.select().from(stageTemplates).where(eq(stageTemplates.setId, DEFAULT_DOCUMENT_SET_ID)).orderBy(asc(stageTemplates.position));
    expect(stages.map((s) => s.name)).toEqual(['Expediente', 'Cumplimiento', 'Reporteo']);
    const rows = await t.db
      .select({ name: requirements.name, format: requirements.format, delivery: requirements.delivery, help: requirements.helpText, stageId: requirementGroups.stageId })
      .from(requirements)
      .innerJoin(requirementGroups, eq(requirementGroups.id, requirements.groupId))
      .where(inArray(requirementGroups.stageId, stages.map((s) => s.id)));
    expect(rows).toHaveLength(21);
    expect(rows.find((r) => r.name === REPSE_REGISTRATION_REQUIREMENT)).toMatchObject({ stageId: DEFAULT_STAGE_IDS.expediente, delivery: { kind: 'ONCE' } });
    expect(rows.find((r) => r.name === 'Acuse ICSOE')).toMatchObject({ stageId: DEFAULT_STAGE_IDS.reporteo, delivery: { kind: 'FOURMONTHLY', day: 17 } });
    expect(rows.find((r) => r.name === 'Pago de aportaciones INFONAVIT')).toMatchObject({ delivery: { kind: 'BIMONTHLY', day: 17 } });
    expect(rows.filter((r) => r.format === 'XML').map((r) => r.name).toSorted()).toEqual(['CFDI de nómina', 'CFDI del servicio']);
    expect(rows.every((r) => r.help.length > 60)).toBe(true);
  });

  it('ofrece los conjuntos de la plataforma y los propios, no los retirados ni los ajenos', async () => {
    const own = await buildDocumentSet(t.db, { name: 'Propio del cliente', ownerCompanyId: w.client.id });
    const foreign = await buildDocumentSet(t.db, { name: 'De otra empresa', ownerCompanyId: w.outsider.id });
    const retired = await buildDocumentSet(t.db, { name: 'Retirado', ownerCompanyId: w.client.id });
    await t.db.update(documentSets).set({ retired: true }).where(eq(documentSets.id, retired.set.id));
    const response = await call(t, 'GET', `/api/v1/service-type/company/${w.client.id}`, w.tokens.clientReader);
    const types = json(response).respuesta as { id: string; platform: boolean }[];
    expect(types[0]).toMatchObject({ id: DEFAULT_DOCUMENT_SET_ID, platform: true, generators: false });
    expect(types.map((s) => s.id)).toContain(own.set.id);
    expect(types.map((s) => s.id)).not.toContain(foreign.set.id);
    expect(types.map((s) => s.id)).not.toContain(retired.set.id);
    expect((await call(t, 'GET', `/api/v1/service-type/company/${w.outsider.id}`, w.tokens.clientAdmin)).statusCode).toBe(404);
  });

  it('solo la otra parte responde: quien lo propuso recibe 403, un Lector 403, una ajena 404', async () => {
    const service = await createService(t, w, { name: 'Por aceptar' });
    const authorize = (token: string, accept = true) => call(t, 'GET', `/api/v1/services/${service.id}/authorize?accept=${accept}`, token);
    expect((await authorize(w.tokens.clientAdmin)).statusCode).toBe(403);
    expect((await authorize(w.tokens.providerReader)).statusCode).toBe(403);
    expect((await authorize(w.tokens.outsiderAdmin)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/v1/services/${service.id}/authorize?accept=quizas`, w.tokens.providerAdmin)).statusCode).toBe(400);
    const accepted = await authorize(w.tokens.providerAdmin);
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted).respuesta).toMatchObject({ status: 'ACCEPTED', viewerState: 'accepted' });
    expect((await noticesOf(t, w.users.clientAdmin.id)).find((n) => n.type === 'service.accepted')).toMatchObject({ text: expect.stringContaining('Por aceptar'), action: { path: '/dashboard/home/providers' } });
    expect((await authorize(w.tokens.providerAdmin, false)).statusCode).toBe(409);
  });

  it('el proveedor puede rechazarlo y el cliente lo ve rechazado', async () => {
    const service = await createService(t, w, { name: 'Por rechazar' });
    const rejected = await call(t, 'GET', `/api/v1/services/${service.id}/authorize?accept=false`, w.tokens.providerAdmin);
    expect(json(rejected).respuesta).toMatchObject({ status: 'REJECTED', viewerState: 'rejected' });
    expect((await noticesOf(t, w.users.clientAdmin.id)).some((n) => n.type === 'service.rejected')).toBe(true);
  });

  it('la lista ligera separa vigentes y archivados y muestra el estado desde cada lado', async () => {
    const setId = DEFAULT_DOCUMENT_SET_ID;
    const pair = { clientId: w.client.id, providerId: w.provider.id, setId };
    await buildService(t.db, { ...pair, name: 'Terminado', startDate: '2020-01-01', endDate: daysFromToday(-10), status: 'ACCEPTED' });
    await buildService(t.db, { ...pair, name: 'Sin fin', endDate: null, status: 'PENDING', createdByCompanyId: w.provider.id });
    await buildService(t.db, { ...pair, name: 'Termina pronto', endDate: daysFromToday(10), status: 'PENDING' });
    const lite = async (url: string, token: string) => json(await call(t, 'GET', url, token)).respuesta as { current: { name: string; viewerState: string }[]; archived: { name: string }[] };
    const fromClient = await lite(`/api/v1/services/companies/${w.client.id}/providers/${w.provider.id}/lite`, w.tokens.clientReader);
    expect(fromClient.archived.map((s) => s.name)).toEqual(['Terminado']);
    expect(fromClient.current.find((s) => s.name === 'Sin fin')?.viewerState).toBe('pending');
    expect(fromClient.current.find((s) => s.name === 'Termina pronto')?.viewerState).toBe('waiting');
    const fromProvider = await lite(`/api/v1/services/companies/${w.provider.id}/clients/${w.client.id}/lite`, w.tokens.providerAdmin);
    expect(fromProvider.current.find((s) => s.name === 'Sin fin')?.viewerState).toBe('waiting');
    expect(fromProvider.current.find((s) => s.name === 'Termina pronto')?.viewerState).toBe('pending');
    expect(fromProvider.current.find((s) => s.name === 'Sin fin')).toMatchObject({ clientName: w.client.name, providerName: w.provider.name, setName: DEFAULT_DOCUMENT_SET_NAME });
    expect((await call(t, 'GET', `/api/v1/services/companies/${w.outsider.id}/providers/${w.provider.id}/lite`, w.tokens.clientAdmin)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/v1/services/companies/${w.client.id}/others/${w.provider.id}/lite`, w.tokens.clientAdmin)).statusCode).toBe(400);
  });

  it('el detalle da etapas, contraparte y permisos de cada lado', async () => {
    const service = await buildService(t.db, { clientId: w.client.id, providerId: w.provider.id, setId: DEFAULT_DOCUMENT_SET_ID, name: 'Detalle' });
    const detail = async (token: string) => json(await call(t, 'GET', `/api/v1/services/${service.id}`, token)).respuesta;
    const asProvider = await detail(w.tokens.providerAdmin);
    expect(asProvider).toMatchObject({ viewerSide: 'provider', counterpartName: w.client.name, permissions: { canUpload: true, canValidate: false, canDeleteDocuments: true } });
    expect(asProvider.stages.map((s: { name: string }) => s.name)).toEqual(['Expediente', 'Cumplimiento', 'Reporteo']);
    expect(await detail(w.tokens.providerReader)).toMatchObject({ permissions: { canUpload: false, canValidate: false, canDeleteDocuments: false } });
    expect(await detail(w.tokens.clientAdmin)).toMatchObject({ viewerSide: 'client', counterpartName: w.provider.name, permissions: { canUpload: false, canValidate: true } });
    expect((await call(t, 'GET', `/api/v1/services/${service.id}`, w.tokens.outsiderAdmin)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/v1/services/no-es-uuid', w.tokens.clientAdmin)).statusCode).toBe(400);
  });

  it('requireServiceAccess: subir pide el lado proveedor y un servicio aceptado', async () => {
    const accepted = await buildService(t.db, { clientId: w.client.id, providerId: w.provider.id, setId: DEFAULT_DOCUMENT_SET_ID, name: 'Acceso aceptado' });
    const pending = await buildService(t.db, { clientId: w.client.id, providerId: w.provider.id, setId: DEFAULT_DOCUMENT_SET_ID, name: 'Acceso pendiente', status: 'PENDING' });
    const actor = (userId: string) => ({ userId, sessionId: '', requestedCompanyId: undefined });
    const access = await t.ctx.services.requireServiceAccess(actor(w.users.providerAdmin.id), accepted.id, 'upload');
    expect(access).toMatchObject({ side: 'provider', companyId: w.provider.id, counterpartId: w.client.id, service: { id: accepted.id } });
    await expect(t.ctx.services.requireServiceAccess(actor(w.users.clientAdmin.id), accepted.id, 'upload')).rejects.toMatchObject({ status: 403 });
    await expect(t.ctx.services.requireServiceAccess(actor(w.users.providerAdmin.id), pending.id, 'upload')).rejects.toMatchObject({ status: 409 });
    await expect(t.ctx.services.requireServiceAccess(actor(w.users.clientAdmin.id), accepted.id, 'validate')).resolves.toMatchObject({ side: 'client' });
    await expect(t.ctx.services.requireServiceAccess(actor(w.users.outsiderAdmin.id), accepted.id, 'read')).rejects.toMatchObject({ status: 404 });
  });
});
