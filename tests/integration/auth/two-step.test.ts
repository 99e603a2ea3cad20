import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPolicies } from '../../../src/server/db/schema';
import { MENSAJES_CUENTA, MENSAJES_LIMITE } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, login, me, refreshCookieOf } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('inicio de sesión en dos pasos', () => {
  let t: TestApp;
  let offsetMs = 0;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(() => t.close());

  async function userWithOtp(length = 6, minutes = 3) {
    const company = await buildCompany(t.db);
    await t.db.insert(authPolicies).values([
      { companyId: company.id, policyType: 'OTP_REQUIRED', description: 'Verificación en dos pasos', valueType: 'BOOLEAN', value: 'true', active: true },
      { companyId: company.id, policyType: 'OTP_LENGHT', description: 'Dígitos', valueType: 'NUMERIC', value: String(length), active: true },
      { companyId: company.id, policyType: 'OTP_EXPIRATION', description: 'Minutos', valueType: 'NUMERIC', value: String(minutes), active: true },
    ]);
    return buildUser(t.db, { companyId: company.id });
  }

  async function mailedCode(email: string): Promise<string> {
    await t.ctx.mail.deliverPending();
    const { items } = await t.ctx.mail.list(0, 100);
    const code = items.find((m) => m.to === email)?.text.match(/código de verificación es (\d+)/)?.[1];
    if (!code) throw new Error('sin código');
    return code;
  }

  const verify = (challengeId: string, code: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/otp/verify', payload: { challengeId, code } });

  it('la contraseña correcta pide el código con la longitud de la política y no abre sesión aún', async () => {
    offsetMs = 0;
    const user = await userWithOtp(6, 3);
    const response = await login(t.app, user.email);
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.mensaje).toBe(MENSAJES_CUENTA.codigoEnviado);
    expect(body.respuesta).toMatchObject({ otpLength: 6, challengeId: expect.any(String) });
    expect(body.respuesta.accessToken).toBeUndefined();
    expect(refreshCookieOf(response)).toBeUndefined();
    const validMinutes = (Date.parse(body.respuesta.expiresAt) - Date.now()) / 60_000;
    expect(validMinutes).toBeGreaterThan(3.9);
    expect(validMinutes).toBeLessThanOrEqual(4.01);

    const code = await mailedCode(user.email);
    expect(code).toHaveLength(6);
    const verified = await verify(body.respuesta.challengeId, code);
    expect(verified.statusCode).toBe(200);
    expect(refreshCookieOf(verified)).toBeTruthy();
    expect((await me(t.app, json(verified).respuesta.accessToken)).statusCode).toBe(200);

    const replay = await verify(body.respuesta.challengeId, code);
    expect(json(replay)).toEqual({ codigo: 400, respuesta: null, mensaje: MENSAJES_CUENTA.codigoInvalido, error: 'INVALID_CREDENTIALS' });
  });

  it('un código vencido (política + 1 minuto) ya no sirve', async () => {
    offsetMs = 0;
    const user = await userWithOtp(5, 2);
    const { challengeId } = json(await login(t.app, user.email)).respuesta;
    const code = await mailedCode(user.email);
    offsetMs = 3 * 60_000 + 1000;
    expect(json(await verify(challengeId, code)).mensaje).toBe(MENSAJES_CUENTA.codigoInvalido);
    offsetMs = 0;
  });

  it('los códigos incorrectos cuentan como intentos fallidos de la cuenta y la ponen en espera', async () => {
    offsetMs = 0;
    const user = await userWithOtp(5, 5);
    const { challengeId } = json(await login(t.app, user.email)).respuesta;
    const code = await mailedCode(user.email);
    const wrong = code === '00000' ? '11111' : '00000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push(json(await verify(challengeId, wrong)).mensaje);
    expect(answers.slice(0, 4).every((m) => m === MENSAJES_CUENTA.codigoInvalido)).toBe(true);
    expect(answers[4]).toBe(MENSAJES_LIMITE.esperaTrasFallos('1 minuto'));
    expect(json(await verify(challengeId, code)).mensaje).toBe(MENSAJES_LIMITE.esperaTrasFallos('1 minuto'));
  });

  it('valida el cuerpo', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/otp/verify', payload: { challengeId: 'x', code: 'abc' } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response).respuesta.campos).toSorted()).toEqual(['challengeId', 'code']);
  });
});
