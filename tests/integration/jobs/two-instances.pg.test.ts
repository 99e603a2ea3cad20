import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../src/server/db/schema';
import type { JobRunner } from '../../../src/server/jobs/job-runner';
import type { MailTransport, OutgoingMail } from '../../../src/server/mail/mail-transport';
import { createTestApp, type TestApp } from '../../fixtures/test-app';


function countingTransport(sent: OutgoingMail[]): MailTransport {
  return { kind: 'smtp', send: async (mail) => void sent.push(mail), close() {} };
}

/** Runs rounds of at most `limit` jobs until the runner finds nothing due. */
async function drain(runner: JobRunner, types: string[], limit: number) {
  let ran = 0;
  for (;;) {
    const round = await runner.runDue({ types, limit });
    if (round.length === 0) return ran;
    ran += round.length;
  }
}

// PGlite is an in-process, single-connection database: two app instances cannot share one, so this
// file (*.pg.test.ts) runs only in `npm run test:pg`.
describe('dos instancias sobre una misma base PostgreSQL', () => {
  const sentByA: OutgoingMail[] = [];
  const sentByB: OutgoingMail[] = [];
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) throw new Error('Esta prueba necesita PostgreSQL: npm run test:pg');
    a = await createTestApp({ mailTransport: countingTransport(sentByA) });
    b = await createTestApp({ mailTransport: countingTransport(sentByB), databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('50 trabajos ejecutados a la vez por ambas instancias corren cada uno exactamente una vez', async () => {
    const runs: { instance: string; job: string }[] = [];
    const handler = (instance: string, db: TestApp['db']) => async (_payload: unknown, job: { id: string }) => {
      // A round trip to the database inside the handler lets the two instances interleave.
      await db.execute(sql`select 1`);
      runs.push({ instance, job: job.id });
    };
    a.ctx.jobs.register('prueba.doble', handler('a', a.db));
    b.ctx.jobs.register('prueba.doble', handler('b', b.db));

    const ids = await a.db.transaction(async (tx) => {
      const queued: string[] = [];
      for (let n = 0; n < 50; n += 1) queued.push(await a.ctx.jobs.enqueue(tx, 'prueba.doble', { n }));
      return queued;
    });

    const [ranA, ranB] = await Promise.all([drain(a.ctx.jobs, ['prueba.doble'], 3), drain(b.ctx.jobs, ['prueba.doble'], 3)]);

    expect(ranA + ranB).toBe(50);
    expect(runs).toHaveLength(50);
    expect(new Set(runs.map((r) => r.job))).toEqual(new Set(ids));
    const rows = await b.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs).where(eq(jobs.type, 'prueba.doble'));
    expect(rows).toHaveLength(50);
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('cada correo se entrega una sola vez aunque ambas instancias vacíen la bandeja a la vez', async () => {
    for (let n = 0; n < 20; n += 1) await a.ctx.mail.enqueue({ to: `persona${n}@prueba.mx`, subject: `Aviso ${n}`, text: 'Hola' });

    await Promise.all([a.ctx.mail.deliverPending(), b.ctx.mail.deliverPending()]);

    const recipients = [...sentByA, ...sentByB].map((m) => m.to).toSorted();
    expect(recipients).toEqual(Array.from({ length: 20 }, (_, n) => `persona${n}@prueba.mx`).toSorted());
    const { items } = await b.ctx.mail.list(0, 50);
    expect(items.filter((m) => m.status === 'SENT')).toHaveLength(20);
  });
});
