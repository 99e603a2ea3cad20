import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCompanyFormInput } from '../../../src/shared/contracts/companies.contract';
import { MENSAJES_EMPRESA } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

function validForm(overrides: Partial<TCompanyFormInput> = {}): TCompanyFormInput {
  return {
    name: 'Mantenimiento Industrial del Norte SA de CV',
    type: 'moral',
    rfc: 'min120507kl9',
    web: 'https://min.mx',
    sector: 'Servicios de apoyo a los negocios y manejo de residuos',
    employeesSize: 120,
    servicesOffered: ['Servicios de mantenimiento de inmuebles', 'Otro'],
    taxResidence: { street: 'Av. Ruiz Cortines', outdoorNum: '3200', interiorNumber: '', colonia: 'Mitras Centro', cp: '64460', city: 'Monterrey', country: 'México' },
    legalRepresentatives: [{ name: 'Rosa', apaterno: 'Garza', amaterno: '', curp: 'GAXR800101MNLRXS09' }],
    repses: [{ name: 'Mantenimiento de inmuebles' }],
    ...overrides,
  };
}

describe('PUT /api/v1/companies/:id (datos de la empresa)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (id: string, token: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/companies/${id}`, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('exige sesión', async () => {
    const company = await buildCompany(t.db);
    expect((await put(company.id, undefined, validForm())).statusCode).toBe(401);
  });

  it('la primera captura guarda los datos, normaliza el RFC y marca la empresa como completa', async () => {
    const company = await buildCompany(t.db, { updatedData: false, status: 'FREE' });
    const user = await buildUser(t.db, { companyId: company.id, role: 'Colaborador' });
    const { accessToken } = await signIn(t.app, user.email);

    const response = await put(company.id, accessToken, validForm({ rfc: 'min120507kl9' }));
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.mensaje).toBe(MENSAJES_EMPRESA.cambiosGuardados);
    expect(body.respuesta).toMatchObject({ rfc: 'MIN120507KL9', updatedData: true, status: 'FREE', employeesSize: 120 });
    expect(body.respuesta.taxResidence.city).toBe('Monterrey');
  });

  it('rechaza formatos inválidos con los mensajes del formulario', async () => {
    const company = await buildCompany(t.db, { updatedData: false });
    const user = await buildUser(t.db, { companyId: company.id });
    const { accessToken } = await signIn(t.app, user.email);
    const response = await put(company.id, accessToken, validForm({ name: '', rfc: 'ABC991399XX1', servicesOffered: [], legalRepresentatives: [], repses: [], employeesSize: -1 }));
    expect(response.statusCode).toBe(400);
    expect(json(response).respuesta.campos).toEqual({
      name: MENSAJES_EMPRESA.campoRequerido,
      rfc: MENSAJES_EMPRESA.formatoInvalido,
      employeesSize: MENSAJES_EMPRESA.numeroPositivo,
      servicesOffered: MENSAJES_EMPRESA.seleccioneServicio,
      legalRepresentatives: MENSAJES_EMPRESA.alMenosUnRepresentante,
      repses: MENSAJES_EMPRESA.alMenosUnaActividad,
    });
  });

  it('responde 409 si otra empresa ya tiene ese nombre o RFC', async () => {
    const other = await buildCompany(t.db, { name: 'Limpieza Total SA de CV' });
    const company = await buildCompany(t.db, { updatedData: false });
    const user = await buildUser(t.db, { companyId: company.id });
    const { accessToken } = await signIn(t.app, user.email);

    const sameRfc = await put(company.id, accessToken, validForm({ rfc: other.rfc.toLowerCase() }));
    expect(sameRfc.statusCode).toBe(409);
    expect(json(sameRfc).mensaje).toBe(MENSAJES_EMPRESA.empresaDuplicada);
    const sameName = await put(company.id, accessToken, validForm({ name: 'LIMPIEZA TOTAL SA DE CV', rfc: 'LTO150101AB1' }));
    expect(sameName.statusCode).toBe(409);
  });

  it('la empresa de otro usuario responde 404', async () => {
    const foreign = await buildCompany(t.db);
    const mine = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: mine.id });
    const { accessToken } = await signIn(t.app, user.email);
    expect((await put(foreign.id, accessToken, validForm())).statusCode).toBe(404);
  });

  it('un Lector no puede editar datos ya capturados (403)', async () => {
    const company = await buildCompany(t.db, { updatedData: true, status: 'CORPORATIVO' });
    const user = await buildUser(t.db, { companyId: company.id, role: 'Lector' });
    const { accessToken } = await signIn(t.app, user.email);
    expect((await put(company.id, accessToken, validForm({ name: 'Otro Nombre SA', rfc: 'ONS150101AB1' }))).statusCode).toBe(403);
  });
});
