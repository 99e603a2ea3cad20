import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RESET_LIMIT = 5;

async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

// Runs in `npm run test:pg` (*.pg.test.ts), which starts Redis beside PostgreSQL when it is installed.
describe('límites de solicitudes en Redis (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    if (!(await redisAvailable())) throw new Error(`Redis no responde en ${REDIS_URL}: inícielo (redis-server) o defina TEST_REDIS_URL`);
    // Two instances with separate databases: only Redis can make them share the counter.
    a = await createTestApp({ env: { RATE_LIMIT_FACTOR: '1', REDIS_URL } });
    b = await createTestApp({ env: { RATE_LIMIT_FACTOR: '1', REDIS_URL } });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('dos instancias comparten el contador y responden 429 con Retry-After en el mismo total', async () => {
    // A random address per run: parallel runs on the same Redis never share a counter.
    const ip = `10.${String(randomInt(1, 250))}.${String(randomInt(1, 250))}.${String(randomInt(1, 250))}`;
    const statuses: number[] = [];
    for (let i = 0; i < RESET_LIMIT + 2; i++) {
      const app = i % 2 ? b : a;
      statuses.push((await app.app.inject({ method: 'GET', url: '/api/v1/users/resetPass/nadie%40prueba.mx', remoteAddress: ip })).statusCode);
    }
    expect(statuses.slice(0, RESET_LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(RESET_LIMIT)).toEqual([429, 429]);
    const refused = await a.app.inject({ method: 'GET', url: '/api/v1/users/resetPass/nadie%40prueba.mx', remoteAddress: ip });
    expect(refused.json()).toMatchObject({ codigo: 429, error: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
