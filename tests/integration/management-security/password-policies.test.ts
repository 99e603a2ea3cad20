import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passwordHistory } from '../../../src/server/db/schema';
import type { TSecurityPolicies } from '../../../src/shared/contracts/management-security.contract';
import { MENSAJES_CUENTA, MENSAJES_LIMITE } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../fixtures/factories';
import { json, login, me, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

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
  passwordExpiryDays: 0,
  passwordHistory: 0,
  lockoutAttempts: 5,
  lockoutMinutes: 15,
};

describe('Políticas: vigencia, historial y bloqueo', () => {
  let t: TestApp;
  // The server's clock runs `offsetMs` ahead of the real one: no real waiting.
  let offsetMs = 0;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(() => t.close());

  /** A company whose administrator saved `changes` over BASE, and a member of it. */
  async function companyWith(changes: Partial<TSecurityPolicies>) {
    const company = await buildCompany(t.db);
    const admin = await buildUser(t.db, { companyId: company.id });
    const { accessToken } = await signIn(t.app, admin.email);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${company.id}/policies`,
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { ...BASE, ...changes },
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).respuesta).toEqual({ ...BASE, ...changes });
    const member = await buildUser(t.db, { companyId: company.id, role: 'Colaborador' });
    return { company, member };
  }

  async function mailedResetToken(email: string) {
    await t.app.inject({ method: 'GET', url: `/api/v1/users/resetPass/${encodeURIComponent(email)}` });
    await t.ctx.mail.deliverPending();
    const { items } = await t.ctx.mail.list(0, 200);
    const token = items.find((m) => m.to === email)?.text.match(/resetPassword\?token=([\w-]+)/)?.[1];
    if (!token) throw new Error('sin token');
    return token;
  }

  const confirmReset = (token: string, newPassword: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/resetPass/confirm/${token}`, payload: { newPassword, newPasswordConfirm: newPassword } });

  const activate = (accessToken: string, newPassword: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/activate',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { newPassword, newPasswordConfirm: newPassword, acceptTerms: true, acceptPrivacy: true },
    });

  const wait = (espera: string) => MENSAJES_LIMITE.esperaTrasFallos(espera);

  it('muestra los valores por omisión: sin vencimiento ni historial, 5 intentos y 15 minutos', async () => {
    const company = await buildCompany(t.db);
    const admin = await buildUser(t.db, { companyId: company.id });
    const { accessToken } = await signIn(t.app, admin.email);
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/companies/${company.id}/policies`, headers: { authorization: `Bearer ${accessToken}` } });
    expect(json(response).respuesta).toMatchObject({ passwordExpiryDays: 0, passwordHistory: 0, lockoutAttempts: 5, lockoutMinutes: 15 });
  });

  it('rechaza valores fuera de los límites seguros', async () => {
    const company = await buildCompany(t.db);
    const admin = await buildUser(t.db, { companyId: company.id });
    const { accessToken } = await signIn(t.app, admin.email);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${company.id}/policies`,
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { ...BASE, passwordExpiryDays: 400, passwordHistory: 25, lockoutAttempts: 2, lockoutMinutes: 4 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response).respuesta.campos).toSorted()).toEqual(['lockoutAttempts', 'lockoutMinutes', 'passwordExpiryDays', 'passwordHistory']);
  });

  it('el historial impide reutilizar las últimas N contraseñas al restablecer', async () => {
    const { member } = await companyWith({ passwordHistory: 2 });
    const refused = await confirmReset(await mailedResetToken(member.email), TEST_PASSWORD);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ mensaje: MENSAJES_CUENTA.contrasenaReutilizada(2), respuesta: { campos: { newPassword: MENSAJES_CUENTA.contrasenaReutilizada(2) } } });

    expect((await confirmReset(await mailedResetToken(member.email), 'Segunda.Clave.2026')).statusCode).toBe(200);
    // The first password is still one of the last two; a third one pushes it out.
    expect((await confirmReset(await mailedResetToken(member.email), TEST_PASSWORD)).statusCode).toBe(400);
    expect((await confirmReset(await mailedResetToken(member.email), 'Segunda.Clave.2026')).statusCode).toBe(400);
    expect((await confirmReset(await mailedResetToken(member.email), 'Tercera.Clave.2026')).statusCode).toBe(200);
    expect((await confirmReset(await mailedResetToken(member.email), TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(t.app, member.email, TEST_PASSWORD)).statusCode).toBe(200);
    const stored = await t.db.select({ hash: passwordHistory.passwordHash }).from(passwordHistory).where(eq(passwordHistory.userId, member.id));
    expect(stored.every((row) => row.hash.startsWith('$argon2id$'))).toBe(true);
  });

  it('sin historial configurado se puede repetir la contraseña', async () => {
    const { member } = await companyWith({});
    expect((await confirmReset(await mailedResetToken(member.email), TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('una contraseña vencida no bloquea: el inicio de sesión pide cambiarla y el historial aplica al cambio', async () => {
    offsetMs = 0;
    const { company, member } = await companyWith({ passwordExpiryDays: 30, passwordHistory: 1 });
    const fresh = await signIn(t.app, member.email);
    expect(json(await me(t.app, fresh.accessToken)).respuesta.updatedPassword).toBe(true);

    offsetMs = 31 * DAY;
    const expired = await signIn(t.app, member.email);
    expect(json(await me(t.app, expired.accessToken)).respuesta.updatedPassword).toBe(false);
    const elsewhere = await t.app.inject({ method: 'GET', url: `/api/v1/companies/${company.id}/users`, headers: { authorization: `Bearer ${expired.accessToken}` } });
    expect(elsewhere.statusCode).toBe(403);
    const lines = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'account.password_expired'), eq(auditLog.actorUserId, member.id)));
    expect(lines).toHaveLength(1);

    const reused = await activate(expired.accessToken, TEST_PASSWORD);
    expect(reused.statusCode).toBe(400);
    expect(json(reused).mensaje).toBe(MENSAJES_CUENTA.contrasenaReutilizada(1));
    expect((await activate(expired.accessToken, 'Renovada.Clave.2026')).statusCode).toBe(200);

    // The new password starts a new period: 29 days later it still works as is.
    offsetMs = 60 * DAY;
    const renewed = await signIn(t.app, member.email, 'Renovada.Clave.2026');
    expect(json(await me(t.app, renewed.accessToken)).respuesta.updatedPassword).toBe(true);
    offsetMs = 0;
  });

  it('los umbrales de la empresa bloquean tras N intentos y la espera no pasa del máximo de minutos', async () => {
    offsetMs = 0;
    const { member } = await companyWith({ lockoutAttempts: 3, lockoutMinutes: 5 });
    const fail = () => login(t.app, member.email, 'Clave.Equivocada');
    for (let i = 0; i < 2; i++) expect(json(await fail()).mensaje).toBe(json(await login(t.app, 'nadie.registrado@prueba.mx', 'Clave.Equivocada')).mensaje);
    expect(json(await fail()).mensaje).toBe(wait('1 minuto'));
    expect(json(await login(t.app, member.email)).mensaje).toBe(wait('1 minuto'));

    for (const expected of ['2 minutos', '4 minutos', '5 minutos', '5 minutos']) {
      offsetMs += 6 * MINUTE;
      expect(json(await fail()).mensaje).toBe(wait(expected));
    }
    offsetMs += 5 * MINUTE + 1000;
    expect((await login(t.app, member.email)).statusCode).toBe(200);
    offsetMs = 0;
  });

  it('una dirección sin cuenta sigue los umbrales de la plataforma con el mismo mensaje genérico', async () => {
    offsetMs = 0;
    const email = 'desconocida.umbral@prueba.mx';
    const first = await login(t.app, email, 'Clave.Equivocada');
    const generic = json(first).mensaje;
    for (let i = 1; i < 4; i++) expect(json(await login(t.app, email, 'Clave.Equivocada')).mensaje).toBe(generic);
    expect(json(await login(t.app, email, 'Clave.Equivocada')).mensaje).toBe(wait('1 minuto'));
  });
});
