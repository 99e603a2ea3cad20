import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import type { TSecurityPolicies } from '../../../src/shared/contracts/management-security.contract';
import { MENSAJES_SEGURIDAD } from '../../../src/shared/labels/management-security';
import { MENSAJES_CUENTA } from '../../../src/shared/labels/messages';
import { buildUser } from '../../fixtures/factories';
import { json, login } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { mailedCode, securityWorld, type SecurityWorld } from './security-world';

const STRICT: TSecurityPolicies = {
  passwordMinLength: 16,
  passwordMaxLength: 40,
  requireUppercase: true,
  requireLowercase: true,
  requireNumber: true,
  requireSpecial: false,
  sessionHours: 1,
  otpLength: 6,
  otpMinutes: 10,  passwordExpiryDays: 0,
  passwordHistory: 0,
  lockoutAttempts: 5,
  lockoutMinutes: 15,
};

describe('Configuración: políticas de la empresa', () => {
  let t: TestApp;
  let w: SecurityWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await securityWorld(t);
  });
  afterAll(() => t.close());

  const url = (companyId: string) => `/api/v1/companies/${companyId}/policies`;
  const get = (headers: Record<string, string>, companyId = w.company.id) => t.app.inject({ method: 'GET', url: url(companyId), headers });
  const put = (headers: Record<string, string>, payload: Record<string, unknown>, companyId = w.company.id) => t.app.inject({ method: 'PUT', url: url(companyId), headers, payload });

  async function mailedResetToken(email: string) {
    await t.ctx.mail.deliverPending();
    const { items } = await t.ctx.mail.list(0, 100);
    const token = items.find((m) => m.to === email)?.text.match(/resetPassword\?token=([\w-]+)/)?.[1];
    if (!token) throw new Error('sin token');
    return token;
  }

  it('muestra los valores de la plataforma mientras la empresa no tiene los suyos (código de 6 dígitos)', async () => {
    const response = await get(w.headers.admin);
    expect(response.statusCode).toBe(200);
    expect(json(response).respuesta).toMatchObject({ passwordMinLength: 10, otpLength: 6, otpMinutes: 5, sessionHours: 2, requireSpecial: true });
  });

  it('solo el Administrador las ve y cambia; otra empresa es 404 y sin sesión 401', async () => {
    expect((await get(w.headers.collaborator)).statusCode).toBe(403);
    expect((await get(w.headers.reader)).statusCode).toBe(403);
    expect((await put(w.headers.reader, STRICT)).statusCode).toBe(403);
    expect((await put(w.headers.collaborator, STRICT)).statusCode).toBe(403);
    expect((await get(w.headers.admin, w.other.id)).statusCode).toBe(404);
    expect((await put(w.headers.admin, STRICT, w.other.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(w.company.id) })).statusCode).toBe(401);
  });

  it('rechaza valores fuera de los límites seguros con el error de cada campo', async () => {
    const response = await put(w.headers.admin, { ...STRICT, passwordMinLength: 4, otpLength: 12, otpMinutes: 0 });
    expect(response.statusCode).toBe(400);
    const campos = json(response).respuesta.campos;
    expect(campos).toMatchObject({ passwordMinLength: MENSAJES_SEGURIDAD.fueraDeRango(8, 64), otpLength: MENSAJES_SEGURIDAD.fueraDeRango(4, 8), otpMinutes: MENSAJES_SEGURIDAD.fueraDeRango(1, 30) });
    const inverted = await put(w.headers.admin, { ...STRICT, passwordMinLength: 30, passwordMaxLength: 20 });
    expect(json(inverted).respuesta.campos).toEqual({ passwordMinLength: MENSAJES_SEGURIDAD.minimoMayorMaximo });
  });

  it('guarda las políticas, las registra en la bitácora y las aplica al siguiente cambio de contraseña', async () => {
    const saved = await put(w.headers.admin, STRICT);
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ codigo: 0, mensaje: MENSAJES_SEGURIDAD.politicasGuardadas, respuesta: STRICT });
    expect(json(await get(w.headers.admin)).respuesta).toEqual(STRICT);
    const lines = await t.db.select().from(auditLog).where(and(eq(auditLog.companyId, w.company.id), eq(auditLog.action, 'security.policies_updated')));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.actorUserId).toBe(w.admin.id);

    const member = await buildUser(t.db, { companyId: w.company.id, role: 'Colaborador' });
    await t.app.inject({ method: 'GET', url: `/api/v1/users/resetPass/${encodeURIComponent(member.email)}` });
    const token = await mailedResetToken(member.email);
    const confirm = (newPassword: string) => t.app.inject({ method: 'POST', url: `/api/v1/users/resetPass/confirm/${token}`, payload: { newPassword, newPasswordConfirm: newPassword } });
    // 12 characters passed the platform's 10 but breaks the company's 16.
    const short = await confirm('Clave.Corta1');
    expect(short.statusCode).toBe(400);
    expect(json(short).mensaje).toBe(MENSAJES_CUENTA.politicasIncumplidas);
    const failed = json(short).respuesta.politicas.filter((p: { hasError: boolean }) => p.hasError).map((p: { policyType: string }) => p.policyType);
    expect(failed).toEqual(['PASSWORD_MIN_LENGTH']);
    expect((await confirm('Clave.Larga.Segura.2026')).statusCode).toBe(200);
  });

  it('aplica la duración de sesión y la longitud del código en el siguiente inicio de sesión', async () => {
    const member = await buildUser(t.db, { companyId: w.company.id, role: 'Lector' });
    const before = Date.now();
    const session = json(await login(t.app, member.email)).respuesta;
    const hours = (Date.parse(session.sessionExpiresAt) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(0.95);
    expect(hours).toBeLessThanOrEqual(1.01);

    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/companies/${w.company.id}/two-step`, headers: w.headers.admin, payload: { enabled: true } })).statusCode).toBe(200);
    const challenge = json(await login(t.app, member.email)).respuesta;
    expect(challenge.otpLength).toBe(6);
    const minutes = (Date.parse(challenge.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(10.9);
    expect(minutes).toBeLessThanOrEqual(11.01);
    expect(await mailedCode(t, member.email)).toMatch(/^\d{6}$/);
  });
});
