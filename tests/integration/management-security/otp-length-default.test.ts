import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authPolicies } from '../../../src/server/db/schema';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, login, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

/** Migration 0047's own SQL, run again over rows written after start-up. */
const MIGRATION_0047 = fileURLToPath(new URL('../../../src/server/db/migrations/0047_otp_length_six.sql', import.meta.url));

describe('longitud predeterminada del código de verificación: 6 dígitos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const otpRow = (companyId: string | null) =>
    t.db
      .select({ value: authPolicies.value })
      .from(authPolicies)
      .where(and(companyId ? eq(authPolicies.companyId, companyId) : isNull(authPolicies.companyId), eq(authPolicies.policyType, 'OTP_LENGHT')))
      .then((rows) => rows[0]?.value);

  async function ownLength(companyId: string, value: string, history: number[] = []) {
    await t.db.insert(authPolicies).values({ companyId, policyType: 'OTP_LENGHT', description: 'Dígitos', valueType: 'NUMERIC', value, active: true });
    for (const otpLength of history) {
      await t.db.insert(auditLog).values({ companyId, action: 'security.policies_updated', entity: 'company', entityId: companyId, details: { otpLength, otpMinutes: 5 } });
    }
  }

  it('una empresa sin valores propios pide un código de 6 dígitos', async () => {
    const company = await buildCompany(t.db);
    const admin = await buildUser(t.db, { companyId: company.id, role: 'Administrador' });
    const { accessToken } = await signIn(t.app, admin.email);
    const policies = await t.app.inject({ method: 'GET', url: `/api/v1/companies/${company.id}/policies`, headers: { authorization: `Bearer ${accessToken}` } });
    expect(json(policies).respuesta.otpLength).toBe(6);

    await t.db.insert(authPolicies).values({ companyId: company.id, policyType: 'OTP_REQUIRED', description: 'Dos pasos', valueType: 'BOOLEAN', value: 'true', active: true });
    const challenge = json(await login(t.app, admin.email)).respuesta;
    expect(challenge.otpLength).toBe(6);
    await t.ctx.mail.deliverPending();
    const { items } = await t.ctx.mail.list(0, 20);
    expect(items.find((m) => m.to === admin.email)?.text).toMatch(/código de verificación es \d{6}\./);

  });

  it('la migración 0047 lleva a 6 a quien seguía en el 5 predeterminado y respeta a quien eligió su valor', async () => {
    const untouched = await buildCompany(t.db);
    const savedDefault = await buildCompany(t.db);
    const chose5 = await buildCompany(t.db);
    const chose7 = await buildCompany(t.db);
    await ownLength(savedDefault.id, '5', [5, 5]);
    await ownLength(chose5.id, '5', [8, 5]);
    await ownLength(chose7.id, '7', [7]);
    // The database as it was before 0047: the platform default at 5.
    await t.db.update(authPolicies).set({ value: '5' }).where(and(isNull(authPolicies.companyId), eq(authPolicies.policyType, 'OTP_LENGHT')));

    // The migrator only applies what is newer than the last applied migration: run 0047's own SQL again.
    const text = readFileSync(MIGRATION_0047, 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));

    expect(await otpRow(null)).toBe('6');
    expect(await otpRow(untouched.id)).toBeUndefined();
    expect(await otpRow(savedDefault.id)).toBe('6');
    expect(await otpRow(chose5.id)).toBe('5');
    expect(await otpRow(chose7.id)).toBe('7');
  });
});
