import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../../src/server/audit/audit-log';
import type { AuditAction } from '../../../src/shared/domain/audit-action';
import { auditLog, companies, companyLinks, generators } from '../../../src/server/db/schema';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

/**
 * A test-only trigger makes the audit insert fail for chosen actions, deterministically, so we can
 * see that the write it records is rolled back with it. Created in this file's own database.
 */
const FAILING_ACTIONS = ['company.archived', 'generator.stored', 'prueba.falla'];

describe('una escritura y su línea de auditoría se confirman juntas', () => {
  let t: TestApp;
  let companyId: string;
  let providerId: string;
  let generatorId: string;
  let adminToken: string;
  let providerToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.db.execute(sql.raw(`CREATE FUNCTION test_fail_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'auditoría forzada a fallar (prueba)'; END $$`));
    await t.db.execute(
      sql.raw(`CREATE TRIGGER test_fail_audit BEFORE INSERT ON audit_log FOR EACH ROW WHEN (NEW.action IN (${FAILING_ACTIONS.map((a) => `'${a}'`).join(', ')})) EXECUTE FUNCTION test_fail_audit()`),
    );
    const group = await buildCompany(t.db, { name: 'Grupo Auditoría SA de CV', isGroup: true, status: 'CORPORATIVO' });
    companyId = (await buildCompany(t.db, { name: 'Hija Auditoría SA de CV', parentGroupId: group.id })).id;
    adminToken = (await signIn(t.app, (await buildUser(t.db, { companyId: group.id, role: 'Administrador' })).email)).accessToken;

    providerId = (await buildCompany(t.db, { name: 'Proveedor Auditoría SA de CV', generadores: true })).id;
    const clientId = (await buildCompany(t.db, { name: 'Cliente Auditoría SA de CV', invitedAs: 'client' })).id;
    await t.db.insert(companyLinks).values({ clientId, providerId, status: 'ACCEPTED' });
    generatorId = randomUUID();
    await t.db.insert(generators).values({ id: generatorId, generatedCode: 'GEN-2026-990101', providerCompanyId: providerId, clientCompanyId: clientId, status: 'APPROVED' });
    providerToken = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId, role: 'Colaborador' })).email)).accessToken;
  });
  afterAll(() => t.close());

  const patch = (url: string, token: string) => t.app.inject({ method: 'PATCH', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
  const auditLines = (action: string, entityId: string) =>
    t.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

  it('recordAudit ya no se traga el error de la inserción', async () => {
    await expect(recordAudit(t.db, { action: 'prueba.falla' as AuditAction })).rejects.toThrow(/auditoría forzada a fallar|Failed query/);
  });

  it('si la auditoría falla, la empresa no queda archivada y la respuesta es un error con el sobre', async () => {
    const response = await patch(`/companies/${companyId}/archived/true`, adminToken);
    expect(response.statusCode).toBe(500);
    expect(json(response).codigo).not.toBe(0);
    const [company] = await t.db.select({ archived: companies.archived }).from(companies).where(eq(companies.id, companyId));
    expect(company?.archived).toBe(false);
    expect(await auditLines('company.archived', companyId)).toHaveLength(0);
  });

  it('si la auditoría falla, el generador conserva su estado', async () => {
    const response = await patch(`/generador/${generatorId}/store`, providerToken);
    expect(response.statusCode).toBe(500);
    const [row] = await t.db.select({ status: generators.status, before: generators.statusBeforeStore }).from(generators).where(eq(generators.id, generatorId));
    expect(row).toEqual({ status: 'APPROVED', before: null });
  });

  it('cuando la auditoría se escribe, la escritura y su línea quedan las dos', async () => {
    const response = await patch(`/companies/${companyId}/archived/false`, adminToken);
    expect(response.statusCode).toBe(200);
    expect(await auditLines('company.unarchived', companyId)).toHaveLength(1);
  });
});
