import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyGuard } from '../../../src/server/access/company-guard';
import { companyLinks, generators } from '../../../src/server/db/schema';
import { AppError } from '../../../src/server/lib/app-error';
import { generatorsRepository } from '../../../src/server/modules/generators/generators.repository';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

/** The code of the AppError a call throws (or 'ok'), so each case reads as the answer it gets. */
async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('guardia única de acceso a empresas', () => {
  let t: TestApp;
  let providerId: string;
  let clientId: string;
  let foreignId: string;
  let groupId: string;
  let childId: string;
  let generatorId: string;
  const users: Record<'admin' | 'colaborador' | 'lector' | 'foraneo' | 'grupoColaborador' | 'grupoLector', { id: string; token: string }> = {} as never;

  beforeAll(async () => {
    t = await createTestApp();
    providerId = (await buildCompany(t.db, { name: 'Proveedor Guardia SA de CV', generadores: true, status: 'PYME' })).id;
    clientId = (await buildCompany(t.db, { name: 'Cliente Guardia SA de CV', invitedAs: 'client', products: ['REPSE', 'GENERADORES'] })).id;
    foreignId = (await buildCompany(t.db, { name: 'Ajena Guardia SA de CV' })).id;
    groupId = (await buildCompany(t.db, { name: 'Grupo Guardia SA de CV', isGroup: true, status: 'CORPORATIVO' })).id;
    childId = (await buildCompany(t.db, { name: 'Hija Guardia SA de CV', parentGroupId: groupId })).id;
    await t.db.insert(companyLinks).values({ clientId, providerId, status: 'ACCEPTED' });
    generatorId = randomUUID();
    await t.db.insert(generators).values({ id: generatorId, generatedCode: 'GEN-2026-990001', providerCompanyId: providerId, clientCompanyId: clientId });

    const make = async (companyId: string, role: 'Administrador' | 'Colaborador' | 'Lector') => {
      const user = await buildUser(t.db, { companyId, role });
      return { id: user.id, token: (await signIn(t.app, user.email)).accessToken };
    };
    users.admin = await make(providerId, 'Administrador');
    users.colaborador = await make(providerId, 'Colaborador');
    users.lector = await make(providerId, 'Lector');
    users.foraneo = await make(foreignId, 'Administrador');
    users.grupoColaborador = await make(groupId, 'Colaborador');
    users.grupoLector = await make(groupId, 'Lector');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload }) });

  describe('requireCompany', () => {
    it('devuelve la empresa, el rol y los permisos calculados como en la sesión web', async () => {
      const access = await companyGuard(t.db).requireCompany({ userId: users.admin.id }, providerId, 'manage');
      expect(access.company.id).toBe(providerId);
      expect(access.role).toBe('Administrador');
      expect(access.via).toBe('member');
      // PYME lets its Administrador edit the company (spec 1 §6).
      expect(access.flags.canEditCompany).toBe(true);
    });

    it('responde NOT_FOUND para una empresa ajena, sea cual sea la acción', async () => {
      const guard = companyGuard(t.db);
      for (const action of ['read', 'manage', 'administer'] as const) {
        expect(await outcome(guard.requireCompany({ userId: users.foraneo.id }, providerId, action))).toBe('NOT_FOUND');
      }
      expect(await outcome(guard.requireCompany({ userId: users.admin.id }, randomUUID(), 'read'))).toBe('NOT_FOUND');
    });

    it('responde FORBIDDEN a un Lector que quiere modificar y deja leer', async () => {
      const guard = companyGuard(t.db);
      expect(await outcome(guard.requireCompany({ userId: users.lector.id }, providerId, 'read'))).toBe('ok');
      expect(await outcome(guard.requireCompany({ userId: users.lector.id }, providerId, 'manage'))).toBe('FORBIDDEN');
      expect(await outcome(guard.requireCompany({ userId: users.colaborador.id }, providerId, 'manage'))).toBe('ok');
      expect(await outcome(guard.requireCompany({ userId: users.colaborador.id }, providerId, 'administer'))).toBe('FORBIDDEN');
    });

    it('alcanza una empresa hija a través del grupo, con el rol del grupo', async () => {
      const access = await companyGuard(t.db).requireCompany({ userId: users.grupoColaborador.id }, childId, 'manage');
      expect(access.via).toBe('group');
      expect(access.role).toBe('Colaborador');
      expect(await outcome(companyGuard(t.db).requireCompany({ userId: users.grupoLector.id }, childId, 'manage'))).toBe('FORBIDDEN');
    });
  });

  describe('a través de la API', () => {
    it('responde 404 con el id de una empresa ajena', async () => {
      const response = await call('GET', `/companies/${providerId}/clients`, users.foraneo.token);
      expect(response.statusCode).toBe(404);
      expect(json(response).codigo).not.toBe(0);
    });

    it('responde 403 cuando un Lector intenta crear un generador', async () => {
      const response = await call('POST', `/generador/init/idCompany/${clientId}/idProvider/${providerId}`, users.lector.token, {});
      expect(response.statusCode).toBe(403);
      expect(json(response).codigo).not.toBe(0);
    });

    it('deja a un Colaborador del grupo consultar los proveedores de una empresa hija', async () => {
      const response = await call('GET', `/companies/${childId}/providers`, users.grupoColaborador.token);
      expect(response.statusCode).toBe(200);
    });

    it('responde 403 al Colaborador que intenta archivar una empresa (solo Administrador)', async () => {
      expect((await call('PATCH', `/companies/${childId}/archived/true`, users.grupoColaborador.token)).statusCode).toBe(403);
    });

    it('un generador de otra empresa es 404, nunca 403', async () => {
      expect((await call('GET', `/generador/id/${generatorId}`, users.foraneo.token)).statusCode).toBe(404);
      expect((await call('PATCH', `/generador/${generatorId}/store`, users.foraneo.token)).statusCode).toBe(404);
      expect((await call('GET', `/generador/id/${generatorId}`, users.lector.token)).statusCode).toBe(200);
    });
  });

  describe('repositorio de generadores acotado por empresa', () => {
    it('no encuentra ni modifica un generador fuera de las empresas dadas', async () => {
      const repo = generatorsRepository(t.db);
      expect(await repo.find([foreignId], generatorId)).toBeUndefined();
      expect(await repo.find([], generatorId)).toBeUndefined();
      expect((await repo.find([clientId], generatorId))?.id).toBe(generatorId);
      expect(await repo.update(foreignId, generatorId, { comment: 'intrusión' })).toBeUndefined();
      expect((await repo.find([providerId], generatorId))?.comment).not.toBe('intrusión');
    });
  });
});
