import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '../../../src/shared/labels/messages';
import { ZUserMe } from '../../../src/shared/domain/user';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, me, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('GET /api/v1/users/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sin token responde 401 con el mensaje de sesión expirada', async () => {
    const response = await me(t.app);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ codigo: 401, respuesta: null, mensaje: MENSAJES.sesionExpirada, error: 'UNAUTHENTICATED' });
  });

  it('rechaza un token alterado o ajeno', async () => {
    const user = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
    const { accessToken } = await signIn(t.app, user.email);
    const [header, payload, signature] = accessToken.split('.');
    const tampered = `${header}.${payload}.${signature?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`;
    expect((await me(t.app, tampered)).statusCode).toBe(401);
    expect((await me(t.app, 'no-es-un-jwt')).statusCode).toBe(401);
  });

  it('devuelve al usuario con su empresa principal, rol y productos', async () => {
    const company = await buildCompany(t.db, { name: 'Constructora del Bajío SA de CV', status: 'CORPORATIVO', invitedAs: 'client', products: ['REPSE', 'GENERADORES'] });
    const user = await buildUser(t.db, { companyId: company.id, role: 'Administrador', realmRole: 'Admin', completeName: 'Rosa Elena Vázquez Ortiz' });
    const { accessToken } = await signIn(t.app, user.email);

    const response = await me(t.app, accessToken);
    expect(response.statusCode).toBe(200);
    const body = ZUserMe.parse(json(response).respuesta);
    expect(body).toMatchObject({
      id: user.id,
      completeName: 'Rosa Elena Vázquez Ortiz',
      roles: ['Admin'],
      roleNames: ['Administrador'],
      isAdmin: true,
      isProvider: false,
      additionalProductList: expect.arrayContaining(['REPSE', 'GENERADORES']),
    });
    expect(body.mainCompany).toMatchObject({ id: company.id, name: 'Constructora del Bajío SA de CV', status: 'CORPORATIVO', invitedAs: 'client' });
  });

  it('dice la línea de trabajo de la empresa principal, para que cualquier dirección abra el inicio que le toca', async () => {
    const serviceTypeOf = async (company: Parameters<typeof buildCompany>[1]) => {
      const user = await buildUser(t.db, { companyId: (await buildCompany(t.db, company)).id });
      return ZUserMe.parse(json(await me(t.app, (await signIn(t.app, user.email)).accessToken)).respuesta).serviceType;
    };
    expect(await serviceTypeOf({ invitedAs: 'provider', invited: true, generadores: true, products: ['GENERADORES'] })).toBe('generators');
    expect(await serviceTypeOf({ products: ['GENERADORES'] })).toBe('generators');
    expect(await serviceTypeOf({ generadores: true, products: ['REPSE'] })).toBe('generators');
    expect(await serviceTypeOf({ products: ['REPSE'] })).toBe('repse');
    // Both lines: REPSE until the user picks on /service-selection.
    expect(await serviceTypeOf({ products: ['REPSE', 'GENERADORES'] })).toBe('repse');
  });

  it('usa la empresa pedida en X-Company-Id solo si el usuario pertenece a ella', async () => {
    const first = await buildCompany(t.db);
    const second = await buildCompany(t.db, { invitedAs: 'provider', invited: true });
    const foreign = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: first.id });
    await buildUser(t.db, { companyId: foreign.id });
    const { db } = t;
    const { memberships } = await import('../../../src/server/db/schema');
    await db.insert(memberships).values({ userId: user.id, companyId: second.id, role: 'Lector' });
    const { accessToken } = await signIn(t.app, user.email);

    const chosen = json(await me(t.app, accessToken, { 'x-company-id': second.id })).respuesta;
    expect(chosen.mainCompany.id).toBe(second.id);
    expect(chosen.roleNames).toEqual(['Lector']);
    expect(chosen.isProvider).toBe(true);
    expect(chosen.companies).toHaveLength(2);

    const notMine = json(await me(t.app, accessToken, { 'x-company-id': foreign.id })).respuesta;
    expect(notMine.mainCompany.id).toBe(first.id);
  });
});
