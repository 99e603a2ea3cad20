import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../../src/server/db/schema';
import { MENSAJES_CUENTA, VALIDACION } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, login, me, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const NEW_PASSWORD = 'Nueva.Clave.2027';

describe('restablecer contraseña', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function mailedToken(email: string): Promise<string> {
    await t.ctx.mail.deliverPending();
    const { items } = await t.ctx.mail.list(0, 50);
    const mail = items.find((m) => m.to === email && m.subject === 'Restablecer contraseña');
    const match = mail?.text.match(/resetPassword\?token=([\w-]+)/);
    if (!match?.[1]) throw new Error(`sin enlace para ${email}`);
    return match[1];
  }

  const request = (email: string) => t.app.inject({ method: 'GET', url: `/api/v1/users/resetPass/${encodeURIComponent(email)}` });
  const validate = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/users/resetPass/validate/${token}` });
  const confirm = (token: string, newPassword: string, newPasswordConfirm = newPassword) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/resetPass/confirm/${token}`, payload: { newPassword, newPasswordConfirm } });

  it('envía el enlace por correo, lo valida y cambia la contraseña una sola vez', async () => {
    const user = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
    const { accessToken } = await signIn(t.app, user.email);

    const sent = await request(user.email);
    expect(sent.statusCode).toBe(200);
    expect(json(sent).mensaje).toBe(MENSAJES_CUENTA.correoRestablecimientoEnviado);
    const token = await mailedToken(user.email);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const valid = json(await validate(token));
    expect(valid.codigo).toBe(0);
    expect(valid.respuesta.email).toBe(user.email);
    expect(valid.respuesta.passwordPolicyList.map((p: { policyType: string }) => p.policyType)).toContain('PASSWORD_SPECIAL_CHAR');

    const done = await confirm(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(json(done).mensaje).toBe(MENSAJES_CUENTA.contrasenaActualizada);

    expect((await login(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await me(t.app, accessToken)).statusCode).toBe(401);
    const reused = await confirm(token, 'Otra.Clave.2028');
    expect(reused.statusCode).toBe(404);
    expect(json(reused).mensaje).toBe(MENSAJES_CUENTA.tokenRestablecimientoInvalido);
  });

  it('un correo sin cuenta recibe la misma respuesta y un aviso de que no hay cuenta, sin crear nada', async () => {
    const user = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
    const known = await request(user.email);
    const [before] = await t.db.select({ n: count() }).from(passwordResetTokens);
    const unknown = await request('Nadie@Prueba.mx');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(json(unknown)).toEqual(json(known));

    await t.ctx.mail.deliverPending();
    const { items } = await t.ctx.mail.list(0, 50);
    const notice = items.filter((m) => m.to === 'nadie@prueba.mx');
    expect(notice).toHaveLength(1);
    expect(notice[0]?.text).toContain('no existe ninguna cuenta registrada');
    expect(notice[0]?.text).not.toMatch(/resetPassword|token/);
    const [after] = await t.db.select({ n: count() }).from(passwordResetTokens);
    expect(after?.n).toBe(before?.n);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'nadie@prueba.mx'))).toEqual([]);
  });

  it('valida el formato del correo', async () => {
    const response = await request('no-es-correo');
    expect(response.statusCode).toBe(400);
    expect(json(response).respuesta.campos).toEqual({ 'params.email': VALIDACION.correoInvalido });
  });

  it('un token inventado es inválido', async () => {
    const response = await validate('token-inventado-de-prueba-1234567890');
    expect(response.statusCode).toBe(404);
    expect(json(response).mensaje).toBe(MENSAJES_CUENTA.tokenRestablecimientoInvalido);
  });

  it('marca las políticas que la contraseña nueva no cumple y conserva el enlace', async () => {
    const user = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
    await request(user.email);
    const token = await mailedToken(user.email);

    const weak = await confirm(token, 'sinmayusculas');
    expect(weak.statusCode).toBe(400);
    const body = json(weak);
    expect(body.mensaje).toBe(MENSAJES_CUENTA.politicasIncumplidas);
    const failing = body.respuesta.politicas.filter((p: { hasError: boolean }) => p.hasError).map((p: { policyType: string }) => p.policyType);
    expect(failing.toSorted()).toEqual(['PASSWORD_NUMBER', 'PASSWORD_SPECIAL_CHAR', 'PASSWORD_UPPERCASE']);

    const mismatch = await confirm(token, NEW_PASSWORD, 'Distinta.2027');
    expect(json(mismatch).respuesta.campos).toEqual({ newPasswordConfirm: MENSAJES_CUENTA.contrasenasNoCoinciden });

    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('un enlace nuevo invalida el anterior', async () => {
    const user = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
    await request(user.email);
    const first = await mailedToken(user.email);
    await request(user.email);
    expect((await validate(first)).statusCode).toBe(404);
  });
});

describe('activación de cuenta (primer ingreso)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const activate = (accessToken: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/users/me/activate', payload, headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {} });

  it('exige sesión', async () => {
    expect((await activate(undefined, {})).statusCode).toBe(401);
  });

  it('valida con los mensajes del formulario', async () => {
    const user = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id, updatedPassword: false });
    const { accessToken } = await signIn(t.app, user.email);
    const response = await activate(accessToken, { newPassword: 'corta', newPasswordConfirm: 'otra', acceptTerms: false, acceptPrivacy: false });
    expect(response.statusCode).toBe(400);
    expect(json(response).respuesta.campos).toEqual({
      newPassword: MENSAJES_CUENTA.contrasenaMenor,
      newPasswordConfirm: MENSAJES_CUENTA.contrasenasNoCoinciden,
      acceptTerms: MENSAJES_CUENTA.aceptarTerminos,
      acceptPrivacy: MENSAJES_CUENTA.aceptarPrivacidad,
    });
  });

  it('activa una vez y marca la contraseña como actualizada', async () => {
    const user = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id, updatedPassword: false });
    const { accessToken } = await signIn(t.app, user.email);
    expect(json(await me(t.app, accessToken)).respuesta.updatedPassword).toBe(false);

    const payload = { newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD, acceptTerms: true, acceptPrivacy: true };
    const response = await activate(accessToken, payload);
    expect(response.statusCode).toBe(200);
    expect(json(response).mensaje).toBe(MENSAJES_CUENTA.activacionExitosa);
    expect(json(await me(t.app, accessToken)).respuesta.updatedPassword).toBe(true);
    expect((await login(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await activate(accessToken, payload);
    expect(again.statusCode).toBe(409);
    expect(json(again).mensaje).toBe(MENSAJES_CUENTA.activacionFallida);
  });
});
