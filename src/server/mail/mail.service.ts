import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { JobContext, JobRunner } from '../jobs/job-runner';
import { JOB_TYPES } from '../jobs/job-types';
import { dbNowPlus, retryDelayMs } from '../jobs/jobs.repository';
import type { MailTransport } from './mail-transport';

export interface MailRequest {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const MAX_ATTEMPTS = 6;

/**
 * Mail goes through the outbox table and a `mail.send` job: a request never waits on SMTP, and a
 * message survives a restart or an SMTP outage until it is delivered or has failed MAX_ATTEMPTS
 * times. The outbox row is what a person reads (status, the development mailbox); the job decides
 * when delivery runs, on which process, and when it is retried.
 */
export function createMailService(deps: { db: Db; transport: MailTransport; from: string; jobs: JobRunner }) {
  const { db, transport } = deps;
  let running: Promise<number> | undefined;

  async function deliver(payload: { mailId: string }, job: JobContext) {
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, payload.mailId));
    // Already sent: a job re-run after an expired lease must not mail the person twice.
    if (!row || row.status === 'SENT') return;
    try {
      await transport.send({ from: deps.from, to: row.to, subject: row.subject, text: row.text, html: row.html });
    } catch (error) {
      // nextAttemptAt mirrors the job's next run_at, on the database clock like every due-time check.
      await db
        .update(mailOutbox)
        .set({
          attempts: job.attempt,
          status: job.isLastAttempt ? 'FAILED' : 'PENDING',
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          nextAttemptAt: job.isLastAttempt ? sql`now()` : dbNowPlus(retryDelayMs(job.attempt)),
        })
        .where(eq(mailOutbox.id, row.id));
      throw error;
    }
    await db.update(mailOutbox).set({ status: 'SENT', transport: transport.kind, attempts: job.attempt, sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, row.id));
  }
  deps.jobs.register(JOB_TYPES.mailSend, deliver);

  /** Runs due mail jobs until none is left; retries are scheduled in the future, so this ends. */
  async function drain(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const ran = await deps.jobs.runDue({ types: [JOB_TYPES.mailSend] });
      attempted += ran.length;
      if (ran.length === 0) return attempted;
    }
  }

  const service = {
    /**
     * Queues a mail. Pass the caller's transaction as `tx` so the mail exists only if the write
     * that triggers it commits; the next poll sends it. Without `tx` it commits at once and the
     * runner is nudged to send it now.
     */
    async enqueue(mail: MailRequest, tx?: Db): Promise<string> {
      const insert = async (t: Db) => {
        const [row] = await t.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null }).returning({ id: mailOutbox.id });
        if (!row) throw new Error('mail insert returned nothing');
        await deps.jobs.enqueue(t, JOB_TYPES.mailSend, { mailId: row.id }, { maxAttempts: MAX_ATTEMPTS });
        return row.id;
      };
      if (tx) return insert(tx);
      const id = await db.transaction((t) => insert(t));
      deps.jobs.kick();
      return id;
    },

    /** After committing a transaction that queued mail with `tx`: send it now rather than on the next poll. */
    sendSoon(): void {
      deps.jobs.kick();
    },

    /** Sends what is due; concurrent calls share one run. Returns how many messages were attempted. */
    deliverPending(): Promise<number> {
      running ??= drain().finally(() => {
        running = undefined;
      });
      return running;
    },

    /** Closes the transport; stop the job runner first so no delivery is in progress. */
    async stop() {
      await running;
      transport.close();
    },

    async list(page: number, size: number) {
      const [items, [total]] = await Promise.all([
        db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(size).offset(page * size),
        db.select({ value: count() }).from(mailOutbox),
      ]);
      return { items, total: total?.value ?? 0 };
    },
  };
  return service;
}
export type MailService = ReturnType<typeof createMailService>;
