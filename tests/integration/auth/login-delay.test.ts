import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../../../src/shared/contracts/auth.contract';
import { MENSAJES_LIMITE } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../fixtures/factories';
import { json, login } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const MINUTE = 60_000;
const DEVICE_COOKIE = 'avala_dev';

describe('espera progresiva tras intentos fallidos', () => {
  let t: TestApp;
  let offsetMs = 0;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(() => t.close());

  const newUser = async () => buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
  const wait = (espera: string) => MENSAJES_LIMITE.esperaTrasFallos(espera);
  const failTimes = async (email: string, times: number) => {
    for (let i = 0; i < times; i++) await login(t.app, email, `Mala.${String(i)}`);
  };

  it('la espera se duplica con cada fallo hasta un tope y la contraseña correcta funciona al terminar', async () => {
    offsetMs = 0;
    const user = await newUser();
    await failTimes(user.email, AUTH_LIMITS.maxFailedLogins - 1);
    expect(json(await login(t.app, user.email, 'Mala.5')).mensaje).toBe(wait('1 minuto'));

    for (const expected of ['2 minutos', '4 minutos', '8 minutos', '15 minutos', '15 minutos']) {
      offsetMs += 16 * MINUTE;
      expect(json(await login(t.app, user.email, 'Mala.otra')).mensaje).toBe(wait(expected));
    }
    offsetMs += 15 * MINUTE + 1000;
    expect((await login(t.app, user.email)).statusCode).toBe(200);
    offsetMs = 0;
  });

  it('durante la espera no revisa la contraseña ni alarga la espera', async () => {
    offsetMs = 0;
    const user = await newUser();
    await failTimes(user.email, AUTH_LIMITS.maxFailedLogins);
    for (let i = 0; i < 10; i++) expect(json(await login(t.app, user.email, `Otra.${String(i)}`)).mensaje).toBe(wait('1 minuto'));
    expect(json(await login(t.app, user.email)).mensaje).toBe(wait('1 minuto'));
    offsetMs = MINUTE + 1000;
    expect((await login(t.app, user.email)).statusCode).toBe(200);
    offsetMs = 0;
  });

  it('un atacante no deja fuera al dueño en un navegador donde ya inició sesión', async () => {
    offsetMs = 0;
    const user = await newUser();
    const first = await login(t.app, user.email);
    const device = first.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    const deviceToken = device?.value ?? '';

    await failTimes(user.email, AUTH_LIMITS.maxFailedLogins + 3);
    expect(json(await login(t.app, user.email)).mensaje).toBe(wait('1 minuto'));

    const fromDevice = (password: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password }, cookies: { [DEVICE_COOKIE]: deviceToken } });
    expect(json(await fromDevice('Se.Equivoco.1')).error).toBe('INVALID_CREDENTIALS');
    expect((await fromDevice(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('una cookie de dispositivo de otra cuenta o alterada no sirve', async () => {
    offsetMs = 0;
    const owner = await newUser();
    const victim = await newUser();
    const device = (await login(t.app, owner.email)).cookies.find((c) => c.name === DEVICE_COOKIE)?.value ?? '';
    expect(device).not.toBe('');
    await failTimes(victim.email, AUTH_LIMITS.maxFailedLogins);
    for (const value of [device, `${device}x`, 'basura']) {
      const answer = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: victim.email, password: 'Mala.9' }, cookies: { [DEVICE_COOKIE]: value } });
      expect(json(answer).mensaje).toBe(wait('1 minuto'));
    }
  });
});
