import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES, MENSAJES_LIMITE, VALIDACION } from '../../../src/shared/labels/messages';
import { AUTH_LIMITS } from '../../../src/shared/contracts/auth.contract';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../fixtures/factories';
import { json, login, refreshCookieOf } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('POST /api/v1/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('inicia sesión con correo y contraseña y entrega el token de renovación solo en una cookie httpOnly', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id, email: 'marta.sanchez@prueba.mx' });

    const response = await login(t.app, '  Marta.Sanchez@Prueba.MX ');

    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.codigo).toBe(0);
    expect(body.respuesta.userId).toBe(user.id);
    expect(body.respuesta.accessToken).toMatch(/^ey/);
    expect(JSON.stringify(body)).not.toContain(refreshCookieOf(response));
    const cookie = response.cookies.find((c) => c.name === 'avala_rt');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    expect(cookie?.expires).toBeUndefined();
  });

  it('la sesión dura 2 horas y el token de acceso unos 10 minutos', async () => {
    const user = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
    const before = Date.now();
    const body = json(await login(t.app, user.email));
    const sessionMs = Date.parse(body.respuesta.sessionExpiresAt) - before;
    const tokenMs = Date.parse(body.respuesta.tokenExpire) - before;
    expect(sessionMs).toBeGreaterThan(119 * 60_000);
    expect(sessionMs).toBeLessThanOrEqual(121 * 60_000);
    expect(tokenMs).toBeGreaterThan(9 * 60_000);
    expect(tokenMs).toBeLessThanOrEqual(11 * 60_000);
  });

  it('con "mantener la sesión abierta" la cookie persiste hasta el fin de la sesión', async () => {
    const user = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
    const response = await login(t.app, user.email, TEST_PASSWORD, { keepSession: true });
    const cookie = response.cookies.find((c) => c.name === 'avala_rt');
    expect(cookie?.expires).toBeInstanceOf(Date);
    expect(Math.abs((cookie?.expires as Date | undefined ?? new Date(0)).getTime() - Date.parse(json(response).respuesta.sessionExpiresAt))).toBeLessThan(1500);
  });

  it('responde lo mismo a una contraseña incorrecta que a un usuario inexistente', async () => {
    const user = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
    const wrong = await login(t.app, user.email, 'Otra.Contrasena.1');
    const unknown = await login(t.app, 'nadie.registrado@prueba.mx', 'Otra.Contrasena.1');

    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ codigo: 400, respuesta: null, mensaje: MENSAJES.credencialesIncorrectas, error: 'INVALID_CREDENTIALS' });
    expect(json(unknown)).toEqual(json(wrong));
  });

  it('tras varios intentos fallidos pone la cuenta en espera, aun para la contraseña correcta, y dice cuándo reintentar', async () => {
    const user = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
    const answers: string[] = [];
    for (let i = 0; i < AUTH_LIMITS.maxFailedLogins; i++) answers.push(json(await login(t.app, user.email, `Mala.${i}`)).mensaje);

    expect(answers.slice(0, -1).every((m) => m === MENSAJES.credencialesIncorrectas)).toBe(true);
    expect(answers.at(-1)).toBe(MENSAJES_LIMITE.esperaTrasFallos('1 minuto'));
    const withRightPassword = await login(t.app, user.email);
    expect(withRightPassword.statusCode).toBe(400);
    expect(json(withRightPassword).mensaje).toBe(MENSAJES_LIMITE.esperaTrasFallos('1 minuto'));
  });

  it('un correo inexistente entra en espera igual, sin revelar si existe', async () => {
    const email = 'fantasma@prueba.mx';
    for (let i = 0; i < AUTH_LIMITS.maxFailedLogins; i++) await login(t.app, email, `Mala.${i}`);
    expect(json(await login(t.app, email, 'Mala.final'))).toEqual({ codigo: 400, respuesta: null, mensaje: MENSAJES_LIMITE.esperaTrasFallos('1 minuto'), error: 'ACCOUNT_LOCKED' });
  });

  it('un inicio de sesión correcto reinicia el conteo de fallos', async () => {
    const user = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
    for (let i = 0; i < AUTH_LIMITS.maxFailedLogins - 1; i++) await login(t.app, user.email, `Mala.${i}`);
    expect((await login(t.app, user.email)).statusCode).toBe(200);
    for (let i = 0; i < AUTH_LIMITS.maxFailedLogins - 1; i++) await login(t.app, user.email, `Mala.${i}`);
    expect((await login(t.app, user.email)).statusCode).toBe(200);
  });

  it('una cuenta bloqueada por administración no inicia sesión', async () => {
    const user = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id, blocked: true });
    const response = await login(t.app, user.email);
    expect(response.statusCode).toBe(400);
    expect(json(response).mensaje).toBe(MENSAJES.cuentaBloqueada);
  });

  it('valida el cuerpo con mensajes en español por campo', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).respuesta.campos).toEqual({ email: VALIDACION.correoRequerido, password: VALIDACION.contrasenaRequerida });

    const invalid = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'no-es-correo', password: 'x', rol: 'admin' } });
    expect(json(invalid).respuesta.campos).toEqual({ email: VALIDACION.correoInvalido, rol: 'Campo no permitido' });

    const wrongType = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 42, password: ['x'], keepSession: 'sí' } });
    const campos = json(wrongType).respuesta.campos;
    expect(Object.keys(campos).toSorted()).toEqual(['email', 'keepSession', 'password']);
    for (const message of Object.values(campos)) expect(message).toMatch(/[a-záéíóúñ]/i);
  });
});
