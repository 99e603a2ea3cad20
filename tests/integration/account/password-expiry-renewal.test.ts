import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import type { TSecurityPolicies } from '../../../src/shared/contracts/management-security.contract';
import { ERRORS } from '../../../src/shared/contracts/errors';
import { MENSAJES_CUENTA } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../fixtures/factories';
import { json, login, me, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const DAY = 24 * 60 * 60_000;

const BASE: TSecurityPolicies = {
  passwordMinLength: 10,
  passwordMaxLength: 40,
  requireUppercase: false,
  requireLowercase: false,
  requireNumber: false,
  requireSpecial: false,
  sessionHours: 2,
  otpLength: 5,
  otpMinutes: 5,
  passwordExpiryDays: 30,
  passwordHistory: 2,
  lockoutAttempts: 5,
  lockoutMinutes: 15,
};

describe('contraseña vencida: /update_account pide solo la contraseña nueva', () => {
  let t: TestApp;
  // The server's clock runs `offsetMs` ahead of the real one: no real waiting.
  let offsetMs = 0;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(() => t.close());

  /** A company whose administrator saved BASE (30-day expiry, history of 2), and a member of it. */
  async function memberOfExpiringCompany(overrides: Parameters<typeof buildUser>[1] = {}) {
    offsetMs = 0;
    const company = await buildCompany(t.db);
    const admin = await buildUser(t.db, { companyId: company.id });
    const { accessToken } = await signIn(t.app, admin.email);
    const saved = await t.app.inject({ method: 'PUT', url: `/api/v1/companies/${company.id}/policies`, headers: { authorization: `Bearer ${accessToken}` }, payload: BASE });
    expect(saved.statusCode).toBe(200);
    return buildUser(t.db, { companyId: company.id, role: 'Colaborador', ...overrides });
  }

  const activate = (accessToken: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/users/me/activate', headers: { authorization: `Bearer ${accessToken}` }, payload });

  const onlyPassword = (password: string) => ({ newPassword: password, newPasswordConfirm: password });

  const userMe = async (accessToken: string) => json(await me(t.app, accessToken)).respuesta as { updatedPassword: boolean; passwordExpired: boolean };

  it('al vencer, users/me lo dice y la contraseña nueva se acepta sin los avisos; el historial sigue aplicando', async () => {
    const member = await memberOfExpiringCompany();
    expect(await userMe((await signIn(t.app, member.email)).accessToken)).toMatchObject({ updatedPassword: true, passwordExpired: false });

    offsetMs = 31 * DAY;
    const { accessToken } = await signIn(t.app, member.email);
    expect(await userMe(accessToken)).toMatchObject({ updatedPassword: false, passwordExpired: true });

    // The password that expired is one of the last two: refused, with the history's message.
    const reused = await activate(accessToken, onlyPassword(TEST_PASSWORD));
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toMatchObject({ mensaje: MENSAJES_CUENTA.contrasenaReutilizada(2), respuesta: { campos: { newPassword: MENSAJES_CUENTA.contrasenaReutilizada(2) } } });

    // Only the password rules apply: no notices are asked for.
    const invalid = await activate(accessToken, { newPassword: 'corta', newPasswordConfirm: 'otra' });
    expect(invalid.statusCode).toBe(400);
    expect(json(invalid).respuesta.campos).toEqual({ newPassword: MENSAJES_CUENTA.contrasenaMenor, newPasswordConfirm: MENSAJES_CUENTA.contrasenasNoCoinciden });

    const renewed = await activate(accessToken, onlyPassword('Renovada.Clave.2026'));
    expect(renewed.statusCode).toBe(200);
    expect(json(renewed).mensaje).toBe(MENSAJES_CUENTA.contrasenaActualizada);
    expect(await userMe(accessToken)).toMatchObject({ updatedPassword: true, passwordExpired: false });
    const lines = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'account.activated'), eq(auditLog.actorUserId, member.id)));
    expect(lines.map((line) => line.details)).toEqual([{ afterExpiry: true }]);

    expect((await login(t.app, member.email, TEST_PASSWORD)).statusCode).toBe(400);
    expect((await login(t.app, member.email, 'Renovada.Clave.2026')).statusCode).toBe(200);
    offsetMs = 0;
  });

  it('un segundo vencimiento vuelve a pedir solo la contraseña, y el historial recuerda las dos anteriores', async () => {
    const member = await memberOfExpiringCompany();
    offsetMs = 31 * DAY;
    const first = await signIn(t.app, member.email);
    expect((await activate(first.accessToken, onlyPassword('Segunda.Clave.2026'))).statusCode).toBe(200);

    offsetMs = 62 * DAY;
    const { accessToken } = await signIn(t.app, member.email, 'Segunda.Clave.2026');
    expect(await userMe(accessToken)).toMatchObject({ updatedPassword: false, passwordExpired: true });
    for (const previous of [TEST_PASSWORD, 'Segunda.Clave.2026']) {
      expect(json(await activate(accessToken, onlyPassword(previous))).mensaje).toBe(MENSAJES_CUENTA.contrasenaReutilizada(2));
    }
    // The notices may still be sent (an older page): they are ignored.
    expect((await activate(accessToken, { ...onlyPassword('Tercera.Clave.2026'), acceptTerms: false, acceptPrivacy: false })).statusCode).toBe(200);
    offsetMs = 0;
  });

  it('la primera activación sigue exigiendo los avisos con los mismos mensajes', async () => {
    const member = await memberOfExpiringCompany({ updatedPassword: false });
    const { accessToken } = await signIn(t.app, member.email);
    expect(await userMe(accessToken)).toMatchObject({ updatedPassword: false, passwordExpired: false });

    const missing = await activate(accessToken, onlyPassword('Primera.Clave.2026'));
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({
      mensaje: ERRORS.VALIDATION.mensaje,
      respuesta: { campos: { acceptTerms: MENSAJES_CUENTA.aceptarTerminos, acceptPrivacy: MENSAJES_CUENTA.aceptarPrivacidad } },
    });
    const refused = await activate(accessToken, { ...onlyPassword('Primera.Clave.2026'), acceptTerms: true, acceptPrivacy: false });
    expect(json(refused).respuesta.campos).toEqual({ acceptPrivacy: MENSAJES_CUENTA.aceptarPrivacidad });

    const activated = await activate(accessToken, { ...onlyPassword('Primera.Clave.2026'), acceptTerms: true, acceptPrivacy: true });
    expect(activated.statusCode).toBe(200);
    expect(json(activated).mensaje).toBe(MENSAJES_CUENTA.activacionExitosa);
    const lines = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'account.activated'), eq(auditLog.actorUserId, member.id)));
    expect(lines.map((line) => line.details ?? null)).toEqual([null]);
  });

  it('rechaza campos desconocidos y tipos equivocados antes de decidir', async () => {
    const member = await memberOfExpiringCompany({ updatedPassword: false });
    const { accessToken } = await signIn(t.app, member.email);
    const unknown = await activate(accessToken, { ...onlyPassword('Primera.Clave.2026'), acceptTerms: true, acceptPrivacy: true, admin: true });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(json(unknown).respuesta.campos)).toEqual(['admin']);
    const wrongType = await activate(accessToken, { newPassword: 12_345_678_901, newPasswordConfirm: 'x', acceptTerms: true, acceptPrivacy: true });
    expect(wrongType.statusCode).toBe(400);
    expect(json(wrongType).respuesta.campos.newPassword).toBeDefined();
    expect(await userMe(accessToken)).toMatchObject({ updatedPassword: false });
  });
});
