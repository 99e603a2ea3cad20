import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../../src/server/db/schema';
import { createJobRunner, type JobContext } from '../../../src/server/jobs/job-runner';
import { jobsRepository } from '../../../src/server/jobs/jobs.repository';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('arrendamiento corto de trabajos con latido', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const lockedUntil = async (id: string) => {
    const [row] = await t.db.select({ at: jobs.lockedUntil }).from(jobs).where(eq(jobs.id, id));
    if (!row?.at) throw new Error(`job ${id} holds no lease`);
    return row.at.getTime();
  };

  it('un trabajo tomado por un proceso que murió lo ejecuta otro en cuanto vence el arrendamiento corto, una sola vez', async () => {
    let calls = 0;
    const workers = ['a', 'b'].map((name) => {
      const runner = createJobRunner({ db: t.db, workerId: `vivo-${name}` });
      runner.register('prueba.muerto', async () => void (calls += 1));
      return runner;
    });
    // A process that claimed the job with its default lease and then stopped answering: its
    // handler never returns and its heartbeat never fires.
    const dead = createJobRunner({ db: t.db, workerId: 'proceso-muerto', heartbeatMs: 24 * 3_600_000 });
    let claimedBy!: (job: JobContext) => void;
    const deadStarted = new Promise<JobContext>((resolve) => (claimedBy = resolve));
    dead.register('prueba.muerto', (_payload, job) => {
      claimedBy(job);
      return new Promise<void>(() => {});
    });
    const id = await dead.enqueue(t.db, 'prueba.muerto', {});
    void dead.runDue();
    expect((await deadStarted).id).toBe(id);
    const claimed = await jobsRepository(t.db).find(id);
    const [{ leaseSeconds } = { leaseSeconds: 0 }] = await t.db
      .select({ leaseSeconds: sql<number>`extract(epoch from ${jobs.lockedUntil} - now())::float8` })
      .from(jobs)
      .where(eq(jobs.id, id));
    expect(Number(leaseSeconds)).toBeLessThanOrEqual(30);

    expect(await Promise.all(workers.map((w) => w.runDue()))).toEqual([[], []]);

    // 31 seconds later on the database clock: move the lease back instead of waiting.
    await t.db.update(jobs).set({ lockedUntil: sql`${jobs.lockedUntil} - interval '31 seconds'` }).where(eq(jobs.id, id));
    const ran = (await Promise.all(workers.map((w) => w.runDue()))).flat();
    expect(ran).toEqual([expect.objectContaining({ id, attempt: 2, outcome: 'done' })]);
    expect(calls).toBe(1);
    expect(await Promise.all(workers.map((w) => w.runDue()))).toEqual([[], []]);
    if (!claimed) throw new Error('unreachable');
    expect(await jobsRepository(t.db).complete(claimed, 'proceso-muerto')).toBe(false);
    expect(await jobsRepository(t.db).renew(claimed, 'proceso-muerto', 30_000)).toBe(false);
    expect(calls).toBe(1);
  });

  it('el latido renueva el arrendamiento mientras el manejador trabaja y nadie más lo toma', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: (id: string) => void;
    const running = new Promise<string>((resolve) => (started = resolve));
    const runner = createJobRunner({ db: t.db, workerId: 'con-latido', leaseMs: 60_000, heartbeatMs: 20 });
    runner.register('prueba.latido', async (_payload, job) => {
      started(job.id);
      await gate;
    });
    const other = createJobRunner({ db: t.db, workerId: 'otro' });
    let otherCalls = 0;
    other.register('prueba.latido', async () => void (otherCalls += 1));
    await runner.enqueue(t.db, 'prueba.latido', {});

    const round = runner.runDue();
    const id = await running;
    const first = await lockedUntil(id);
    // Signal: the row's lease moves forward without anyone but the heartbeat touching it.
    await vi.waitFor(async () => expect(await lockedUntil(id)).toBeGreaterThan(first), { timeout: 5_000, interval: 10 });
    expect(await other.runDue()).toEqual([]);
    release();
    expect((await round).map((r) => r.outcome)).toEqual(['done']);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'done', attempts: 1, lockedBy: 'con-latido', lockedUntil: null });
    expect(otherCalls).toBe(0);
  });
});
