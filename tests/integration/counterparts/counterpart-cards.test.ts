import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPSE_REGISTRATION_REQUIREMENT } from '../../../src/shared/domain/compliance';
import { buildComplianceDocument, buildDocumentSet, buildService, linkCompanies } from '../../fixtures/compliance-factories';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

/** A date `days` from today (the list computes REPSE states against the real clock). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('tarjetas de proveedores y clientes', () => {
  let t: TestApp;
  let clientId: string;
  let token: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await buildCompany(t.db, { name: 'Cliente Tarjetas SA de CV', invitedAs: 'client', status: 'CORPORATIVO' })).id;
    token = (await signIn(t.app, (await buildUser(t.db, { companyId: clientId })).email)).accessToken;
    const { set, requirementIds } = await buildDocumentSet(t.db, {
      stages: [{ name: 'Expediente', groups: [{ name: 'Legales', requirements: [{ name: REPSE_REGISTRATION_REQUIREMENT, delivery: { kind: 'ONCE', day: 30 } }] }] }],
    });
    const repseReq = requirementIds[REPSE_REGISTRATION_REQUIREMENT] ?? '';
    const make = async (key: string, name: string) => {
      ids[key] = (await buildCompany(t.db, { name })).id;
      return ids[key] ?? '';
    };
    const vigente = await make('vigente', 'A Vigente SA de CV');
    await linkCompanies(t.db, clientId, vigente);
    await buildUser(t.db, { companyId: vigente, completeName: 'Laura Contacto', email: 'laura.contacto.vigente@prueba.mx' });
    const service = await buildService(t.db, { clientId, providerId: vigente, setId: set.id });
    await buildComplianceDocument(t.db, { companyId: vigente, serviceId: service.id, requirementId: repseReq, year: 2026, month: 1, status: 'ACCEPTED', expiresOn: inDays(700) });
    const vencido = await make('vencido', 'B Vencido SA de CV');
    await linkCompanies(t.db, clientId, vencido);
    await buildComplianceDocument(t.db, { companyId: vencido, requirementId: repseReq, year: 2023, month: 1, status: 'ACCEPTED', expiresOn: inDays(-30) });
    const porVencer = await make('porVencer', 'C Por Vencer SA de CV');
    await linkCompanies(t.db, clientId, porVencer);
    await buildComplianceDocument(t.db, { companyId: porVencer, requirementId: repseReq, year: 2023, month: 1, status: 'ACCEPTED', expiresOn: inDays(10) });
    const revision = await make('revision', 'D Revision SA de CV');
    await linkCompanies(t.db, clientId, revision, 'PENDING', clientId);
    await buildComplianceDocument(t.db, { companyId: revision, requirementId: repseReq, year: 2026, month: 5, status: 'REVIEW' });
    const rechazado = await make('rechazado', 'E Rechazado SA de CV');
    await linkCompanies(t.db, clientId, rechazado, 'PENDING', rechazado);
    await buildComplianceDocument(t.db, { companyId: rechazado, requirementId: repseReq, year: 2026, month: 5, status: 'REJECTED' });
    const sinCargar = await make('sinCargar', 'F Sin Cargar SA de CV');
    await linkCompanies(t.db, clientId, sinCargar);
    const oculto = await make('oculto', 'G Invitación Rechazada SA de CV');
    await linkCompanies(t.db, clientId, oculto, 'REJECTED');
  });
  afterAll(() => t.close());

  const list = async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/companies/${clientId}/providers`, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(response.body);
    return json(response).respuesta;
  };
  const card = (items: { id: string }[], key: string) => items.find((i) => i.id === ids[key]) as Record<string, any>;

  it('muestra contacto, servicios y el estado REPSE vigente con su fecha', async () => {
    const { items } = await list();
    expect(card(items, 'vigente')).toMatchObject({
      contact: { name: 'Laura Contacto', email: 'laura.contacto.vigente@prueba.mx' },
      repse: { status: 'CURRENT', targetDate: inDays(700) },
      blacklist: null,
      invitation: { pending: false, mine: false },
      hasServices: true,
    });
  });

  it('calcula VENCIDO, POR VENCER, EN REVISIÓN, RECHAZADO y SIN CARGAR', async () => {
    const { items } = await list();
    expect(card(items, 'vencido').repse).toEqual({ status: 'EXPIRED', targetDate: inDays(-30) });
    expect(card(items, 'porVencer').repse.status).toBe('EXPIRING');
    expect(card(items, 'revision').repse.status).toBe('REVIEW');
    expect(card(items, 'rechazado').repse.status).toBe('INVALID');
    expect(card(items, 'sinCargar')).toMatchObject({ repse: { status: 'NOT_LOADED', targetDate: null }, contact: null, hasServices: false });
  });

  it('sin fecha de vencimiento, la vigencia es la carga más tres años', async () => {
    const { items } = await list();
    const target = card(items, 'revision').repse.targetDate as string;
    expect(target >= inDays(3 * 365 - 2) && target <= inDays(3 * 366)).toBe(true);
  });

  it('marca las invitaciones pendientes propias y ajenas y oculta las rechazadas', async () => {
    const body = await list();
    expect(card(body.items, 'revision').invitation).toEqual({ pending: true, mine: true });
    expect(card(body.items, 'rechazado').invitation).toEqual({ pending: true, mine: false });
    expect(card(body.items, 'oculto')).toBeUndefined();
    expect(body.counts.todos).toBe(6);
  });
});
