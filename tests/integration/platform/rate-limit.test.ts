import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../../src/server/db/schema';
import { limitNameFor } from '../../../src/server/plugins/rate-limit';
import { MENSAJES_LIMITE } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

/** The real limits (RATE_LIMIT_FACTOR 1) instead of the fixture's generous ones. */
const REAL_LIMITS = { RATE_LIMIT_FACTOR: '1' };
const LOGIN_LIMIT = 30;
const RESET_LIMIT = 5;

let nextIp = 1;
/** Each test speaks from its own address, so counters never leak between tests. */
const freshIp = () => `10.20.${String(Math.floor(nextIp / 250))}.${String((nextIp++ % 250) + 1)}`;

const resetRequest = (t: TestApp, email: string, ip: string) => t.app.inject({ method: 'GET', url: `/api/v1/users/resetPass/${encodeURIComponent(email)}`, remoteAddress: ip });
const emptyLogin = (t: TestApp, ip: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: {}, remoteAddress: ip });

describe('límites de solicitudes por IP', () => {
  let t: TestApp;
  let offsetMs = 0;
  beforeAll(async () => {
    t = await createTestApp({ env: REAL_LIMITS, clock: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(() => t.close());

  it('30 solicitudes de restablecimiento seguidas ya no envían 30 correos: desde la sexta responde 429 con el sobre y Retry-After', async () => {
    const user = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 30 }, () => resetRequest(t, user.email, ip)));

    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(RESET_LIMIT);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(30 - RESET_LIMIT);
    const first = refused[0];
    if (!first) throw new Error('sin respuesta 429');
    expect(json(first)).toEqual({ codigo: 429, respuesta: null, mensaje: MENSAJES_LIMITE.demasiadasSolicitudes('15 minutos'), error: 'RATE_LIMITED' });
    expect(Number(first.headers['retry-after'])).toBeGreaterThan(0);
    await t.ctx.mail.deliverPending();
    const { items } = await t.ctx.mail.list(0, 100);
    expect(items.filter((m) => m.to === user.email)).toHaveLength(RESET_LIMIT);
  });

  it('limita los inicios de sesión por IP sin afectar a otra IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await emptyLogin(t, ip)).statusCode).toBe(400);
    const refused = await emptyLogin(t, ip);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).error).toBe('RATE_LIMITED');
    expect((await emptyLogin(t, freshIp())).statusCode).toBe(400);
  });

  it('al terminar la ventana vuelve a aceptar solicitudes', async () => {
    const ip = freshIp();
    for (let i = 0; i < RESET_LIMIT; i++) await resetRequest(t, 'nadie@prueba.mx', ip);
    expect((await resetRequest(t, 'nadie@prueba.mx', ip)).statusCode).toBe(429);
    offsetMs = 15 * 60_000 + 1000;
    expect((await resetRequest(t, 'nadie@prueba.mx', ip)).statusCode).toBe(200);
    offsetMs = 0;
  });

  it('clasifica inicio de sesión, códigos, firma, cargas y el resto de la API en un solo lugar', () => {
    expect(limitNameFor('POST', '/api/v1/auth/login')).toBe('login');
    expect(limitNameFor('POST', '/api/v1/auth/otp/verify')).toBe('otp');
    expect(limitNameFor('GET', '/api/v1/users/resetPass/:email')).toBe('reset-request');
    expect(limitNameFor('POST', '/api/v1/firma/:token/code')).toBe('signing-code');
    expect(limitNameFor('POST', '/api/v1/generador/photographic/id/:id')).toBe('upload');
    expect(limitNameFor('POST', '/api/v1/companies/:id/profilepicture')).toBe('upload');
    expect(limitNameFor('POST', '/api/v1/util/uploadToSession')).toBe('upload');
    expect(limitNameFor('GET', '/api/v1/generador/photographic/id/:id')).toBe('api');
    expect(limitNameFor('GET', '/api/health')).toBe('api');
    expect(limitNameFor('GET', '/assets/*')).toBeUndefined();
  });
});

describe('límite global de la API', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A hundredth of the real limits: the global 600/min becomes 6, so it is reached quickly.
    t = await createTestApp({ env: { RATE_LIMIT_FACTOR: '0.01' } });
  });
  afterAll(() => t.close());

  it('cuenta todas las rutas de la API juntas por IP', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await t.app.inject({ method: 'GET', url: i % 2 ? '/api/health' : '/api/v1/users/me', remoteAddress: ip })).statusCode);
    expect(statuses.slice(0, 6).every((s) => s !== 429)).toBe(true);
    expect(statuses[6]).toBe(429);
  });

  it('el límite general se cuenta en memoria: una consulta común no escribe en la base', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: freshIp() });
    const keys = (await t.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key);
    expect(keys.some((key) => key.startsWith('api:'))).toBe(false);
  });
});

describe('dos instancias del servidor sobre una misma base de datos', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ env: REAL_LIMITS });
    b = await createTestApp({ env: REAL_LIMITS, ...(a.databaseUrl ? { databaseUrl: a.databaseUrl } : { sharedDatabase: a.database }) });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('comparten el contador: las solicitudes repartidas entre ambas llegan a 429 en el mismo total', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < RESET_LIMIT + 1; i++) statuses.push((await resetRequest(i % 2 ? b : a, 'nadie@prueba.mx', ip)).statusCode);
    expect(statuses.slice(0, RESET_LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses[RESET_LIMIT]).toBe(429);

    const loginIp = freshIp();
    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await emptyLogin(i % 2 ? a : b, loginIp)).statusCode).toBe(400);
    expect((await emptyLogin(a, loginIp)).statusCode).toBe(429);
    expect((await emptyLogin(b, loginIp)).statusCode).toBe(429);
  });
});
