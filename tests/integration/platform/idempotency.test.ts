import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../../src/server/db/schema';
import { idempotencyRequestHash } from '../../../src/server/plugins/idempotency';
import { MENSAJES_IDEMPOTENCIA } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('Idempotency-Key en llamadas que modifican', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  let effects = 0;
  let gate: Promise<void> = Promise.resolve();
  let entered: () => void = () => {};

  beforeAll(async () => {
    t = await createTestApp();
    t.app.post('/api/prueba/registros', { onRequest: [t.app.authenticate], config: { idempotent: true } }, async (request) => {
      entered();
      await gate;
      effects += 1;
      return { codigo: 0, respuesta: { efecto: effects, recibido: request.body }, mensaje: 'ok' };
    });
    t.app.post('/api/prueba/falla', { onRequest: [t.app.authenticate], config: { idempotent: true } }, async () => {
      effects += 1;
      throw new Error('falla');
    });
    const user = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
    userId = user.id;
    token = (await signIn(t.app, user.email)).accessToken;
  });
  afterAll(() => t.close());

  const send = (key: string | undefined, payload: object, url = '/api/prueba/registros', accessToken = token) =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${accessToken}`, ...(key ? { 'idempotency-key': key } : {}) } });

  it('una repetición devuelve la respuesta guardada sin un segundo efecto', async () => {
    const before = effects;
    const first = await send('clave-0001-aaaa', { nombre: 'foto 1' });
    const replay = await send('clave-0001-aaaa', { nombre: 'foto 1' });
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(effects).toBe(before + 1);
  });

  it('la misma clave con otros datos responde 422', async () => {
    await send('clave-0002-bbbb', { nombre: 'a' });
    const other = await send('clave-0002-bbbb', { nombre: 'b' });
    expect(other.statusCode).toBe(422);
    expect(json(other).mensaje).toBe(MENSAJES_IDEMPOTENCIA.claveReutilizada);
  });

  it('un duplicado concurrente responde 409', async () => {
    let open: () => void = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const first = send('clave-0003-cccc', { nombre: 'x' });
    await new Promise((r) => setTimeout(r, 50));
    const second = await send('clave-0003-cccc', { nombre: 'x' });
    open();
    expect(second.statusCode).toBe(409);
    expect(json(second)).toMatchObject({ mensaje: MENSAJES_IDEMPOTENCIA.enProceso, error: 'IDEMPOTENCY_IN_PROGRESS' });
    expect((await first).statusCode).toBe(200);
    gate = Promise.resolve();
  });

  it('una llamada fallida libera la clave para reintentar', async () => {
    const before = effects;
    expect((await send('clave-0004-dddd', {}, '/api/prueba/falla')).statusCode).toBe(500);
    expect((await send('clave-0004-dddd', {}, '/api/prueba/falla')).statusCode).toBe(500);
    expect(effects).toBe(before + 2);
  });

  it('las claves son por usuario y una clave mal formada responde 400', async () => {
    const other = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
    const otherToken = (await signIn(t.app, other.email)).accessToken;
    const before = effects;
    await send('clave-0005-eeee', { nombre: 'z' });
    const fromOther = await send('clave-0005-eeee', { nombre: 'z' }, '/api/prueba/registros', otherToken);
    expect(fromOther.headers['idempotent-replay']).toBeUndefined();
    expect(effects).toBe(before + 2);
    expect((await send('corta', { nombre: 'z' })).statusCode).toBe(400);
  });

  /** The row a process leaves when it dies after reserving the key and before its answer: in progress, its lease no longer renewed. */
  async function strandedReservation(key: string, payload: object, leaseUntil: ReturnType<typeof sql>) {
    const requestHash = idempotencyRequestHash('POST', '/api/prueba/registros', {}, payload);
    await t.db.insert(idempotencyKeys).values({ userId, companyScope: '-', key, requestHash, leaseUntil });
  }
  const rowsOf = (key: string) => t.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));

  it('una clave reservada por un proceso que murió se aplica una sola vez al repetirla', async () => {
    await strandedReservation('clave-0006-ffff', { nombre: 'generador' }, sql`now() - interval '1 second'`);
    const before = effects;
    const replay = await send('clave-0006-ffff', { nombre: 'generador' });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replay']).toBeUndefined();
    expect(effects).toBe(before + 1);
    const again = await send('clave-0006-ffff', { nombre: 'generador' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(replay.json());
    expect(effects).toBe(before + 1);
    expect(await rowsOf('clave-0006-ffff')).toMatchObject([{ statusCode: 200 }]);
  });

  it('mientras la reserva sigue vigente responde 409, y con otros datos 422 aunque haya vencido', async () => {
    const before = effects;
    await strandedReservation('clave-0007-gggg', { nombre: 'vigente' }, sql`now() + interval '1 minute'`);
    const live = await send('clave-0007-gggg', { nombre: 'vigente' });
    expect(live.statusCode).toBe(409);
    expect(json(live)).toMatchObject({ mensaje: MENSAJES_IDEMPOTENCIA.enProceso, error: 'IDEMPOTENCY_IN_PROGRESS' });
    await strandedReservation('clave-0008-hhhh', { nombre: 'vencida' }, sql`now() - interval '1 second'`);
    const other = await send('clave-0008-hhhh', { nombre: 'otra' });
    expect(other.statusCode).toBe(422);
    expect(json(other).mensaje).toBe(MENSAJES_IDEMPOTENCIA.claveReutilizada);
    expect(effects).toBe(before);
    expect(await rowsOf('clave-0008-hhhh')).toMatchObject([{ statusCode: null }]);
  });

  it('la repetición que retomó una clave vencida la renueva: otra repetición a la vez responde 409', async () => {
    await strandedReservation('clave-0009-iiii', { nombre: 'doble' }, sql`now() - interval '1 second'`);
    const before = effects;
    let open: () => void = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    const first = send('clave-0009-iiii', { nombre: 'doble' });
    await inHandler;
    const second = await send('clave-0009-iiii', { nombre: 'doble' });
    open();
    gate = Promise.resolve();
    entered = () => {};
    expect(second.statusCode).toBe(409);
    expect((await first).statusCode).toBe(200);
    expect(effects).toBe(before + 1);
  });
});
