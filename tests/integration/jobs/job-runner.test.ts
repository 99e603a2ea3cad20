import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../src/server/db/schema';
import { createJobRunner, type JobRunner } from '../../../src/server/jobs/job-runner';
import { jobsRepository } from '../../../src/server/jobs/jobs.repository';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('trabajos en segundo plano (una instancia)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const find = async (id: string) => {
    const row = await jobsRepository(t.db).find(id);
    if (!row) throw new Error(`job ${id} not found`);
    return row;
  };
  /** Stands in for the passing of time: the due check uses the database clock, so move the row instead. */
  const makeDue = (id: string) => t.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
  const retryDelaySeconds = async (id: string) => {
    const [row] = await t.db.select({ seconds: sql<number>`extract(epoch from ${jobs.runAt} - ${jobs.updatedAt})::float8` }).from(jobs).where(eq(jobs.id, id));
    return Number(row?.seconds);
  };

  /** A runner of its own per test, with a type no other test registers. */
  function runnerFor(type: string, handler: (payload: unknown) => Promise<void>): JobRunner {
    const runner = createJobRunner({ db: t.db, workerId: `prueba-${type}` });
    runner.register(type, handler);
    return runner;
  }

  it('ejecuta un trabajo encolado una vez y lo marca como terminado', async () => {
    const received: unknown[] = [];
    const runner = runnerFor('prueba.simple', async (payload) => void received.push(payload));
    const id = await runner.enqueue(t.db, 'prueba.simple', { folio: 'A-1' });

    expect(await runner.runDue()).toEqual([{ id, type: 'prueba.simple', attempt: 1, outcome: 'done' }]);
    expect(received).toEqual([{ folio: 'A-1' }]);
    expect(await find(id)).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null, lastError: null });
    expect(await runner.runDue()).toEqual([]);
  });

  it('encola dentro de la transacción del llamador: si se revierte, el trabajo no existe', async () => {
    const runner = runnerFor('prueba.transaccion', async () => {});
    await expect(
      t.db.transaction(async (tx) => {
        await runner.enqueue(tx, 'prueba.transaccion', {});
        throw new Error('la escritura falló');
      }),
    ).rejects.toThrow('la escritura falló');
    expect(await runner.runDue()).toEqual([]);
  });

  it('no ejecuta un trabajo programado para más tarde hasta que llega su hora', async () => {
    const runner = runnerFor('prueba.programado', async () => {});
    const id = await runner.enqueue(t.db, 'prueba.programado', {}, { delayMs: 60 * 60_000 });
    expect(await runner.runDue()).toEqual([]);
    expect((await find(id)).status).toBe('queued');

    await makeDue(id);
    expect((await runner.runDue()).map((r) => r.outcome)).toEqual(['done']);
  });

  it('reintenta con espera exponencial y queda fallido con el último error tras el máximo de intentos', async () => {
    let calls = 0;
    const runner = runnerFor('prueba.falla', async () => {
      calls += 1;
      throw new Error(`el servicio no responde (${calls})`);
    });
    const id = await runner.enqueue(t.db, 'prueba.falla', {}, { maxAttempts: 3 });

    expect(await runner.runDue()).toEqual([{ id, type: 'prueba.falla', attempt: 1, outcome: 'queued', error: 'el servicio no responde (1)' }]);
    expect(await find(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'el servicio no responde (1)', lockedUntil: null });
    expect(await retryDelaySeconds(id)).toBe(30);
    expect(await runner.runDue()).toEqual([]);

    await makeDue(id);
    expect((await runner.runDue()).map((r) => r.outcome)).toEqual(['queued']);
    expect(await retryDelaySeconds(id)).toBe(60);

    await makeDue(id);
    expect(await runner.runDue()).toEqual([{ id, type: 'prueba.falla', attempt: 3, outcome: 'failed', error: 'el servicio no responde (3)' }]);
    expect(await find(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'el servicio no responde (3)' });

    await makeDue(id);
    expect(await runner.runDue()).toEqual([]);
    expect(calls).toBe(3);
  });

  it('vuelve a tomar un trabajo cuyo bloqueo venció porque su proceso cayó', async () => {
    const runner = runnerFor('prueba.caida', async () => {});
    const id = await runner.enqueue(t.db, 'prueba.caida', {});
    const repo = jobsRepository(t.db);
    const [crashed] = await repo.claim({ workerId: 'proceso-caido', types: ['prueba.caida'], limit: 1, leaseMs: 60_000 });
    if (!crashed) throw new Error('the crashed worker claimed nothing');
    expect(crashed.id).toBe(id);

    // While the lease holds, nobody else takes it.
    expect(await runner.runDue()).toEqual([]);

    await t.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
    expect(await runner.runDue()).toEqual([{ id, type: 'prueba.caida', attempt: 2, outcome: 'done' }]);
    expect(await find(id)).toMatchObject({ status: 'done', lockedBy: 'prueba-prueba.caida' });

    // The old worker waking up late cannot overwrite the result.
    expect(await repo.complete(crashed, 'proceso-caido')).toBe(false);
  });

  it('marca como fallido un trabajo cuyo bloqueo venció en su último intento', async () => {
    const runner = runnerFor('prueba.abandonado', async () => {});
    const id = await runner.enqueue(t.db, 'prueba.abandonado', {}, { maxAttempts: 1 });
    await jobsRepository(t.db).claim({ workerId: 'proceso-caido', types: ['prueba.abandonado'], limit: 1, leaseMs: 60_000 });
    await t.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));

    expect(await runner.runDue()).toEqual([]);
    expect(await find(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await find(id)).lastError).toMatch(/lease expired/);
  });

  it('solo toma los tipos para los que tiene un manejador', async () => {
    const runner = runnerFor('prueba.propio', async () => {});
    const other = await runner.enqueue(t.db, 'prueba.ajeno', {});
    expect(await runner.runDue()).toEqual([]);
    expect((await find(other)).status).toBe('queued');
  });

  it('rechaza registrar dos manejadores para el mismo tipo', () => {
    const runner = runnerFor('prueba.duplicado', async () => {});
    expect(() => runner.register('prueba.duplicado', async () => {})).toThrow(/already has a handler/);
  });

  it('el sondeo ejecuta lo pendiente y al detenerse espera al trabajo en curso', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const runner = runnerFor('prueba.sondeo', async () => {
      started();
      await gate;
    });
    const id = await runner.enqueue(t.db, 'prueba.sondeo', {});

    runner.start(60_000);
    runner.kick();
    await running;

    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await find(id);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await find(id)).status).toBe('done');
  });
});
