import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailTransport } from './mail-transport';

export interface MailRequest {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const MAX_ATTEMPTS = 6;
const BATCH = 20;

/** Exponential retry: 30 s, 1 min, 2 min… capped at 30 min. */
function retryDelayMs(attempts: number) {
  return Math.min(30_000 * 2 ** (attempts - 1), 30 * 60_000);
}

/**
 * Mail goes through the outbox table: a request never waits on SMTP, and a message survives a
 * restart or an SMTP outage until it is delivered or has failed MAX_ATTEMPTS times.
 */
export function createMailService(deps: { db: Db; transport: MailTransport; from: string; onError?: (error: unknown) => void }) {
  const { db, transport } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function deliverOne(row: typeof mailOutbox.$inferSelect) {
    const attempts = row.attempts + 1;
    try {
      await transport.send({ from: deps.from, to: row.to, subject: row.subject, text: row.text, html: row.html });
      await db.update(mailOutbox).set({ status: 'SENT', transport: transport.kind, attempts, sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, row.id));
    } catch (error) {
      deps.onError?.(error);
      const failed = attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          attempts,
          status: failed ? 'FAILED' : 'PENDING',
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
        })
        .where(eq(mailOutbox.id, row.id));
    }
  }

  // Compared with the database clock: the default nextAttemptAt is its now() (microseconds), and a
  // JavaScript Date (milliseconds) can read as earlier than a row inserted a moment before.
  async function drain(): Promise<number> {
    const due = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(BATCH);
    for (const row of due) await deliverOne(row);
    return due.length;
  }

  const service = {
    async enqueue(mail: MailRequest): Promise<string> {
      const [row] = await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null }).returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail insert returned nothing');
      if (timer) queueMicrotask(() => void service.deliverPending().catch(deps.onError));
      return row.id;
    },

    /** Sends what is due; concurrent calls share one run. Returns how many messages were attempted. */
    deliverPending(): Promise<number> {
      running ??= drain().finally(() => {
        running = undefined;
      });
      return running;
    },

    start(intervalMs = 5_000) {
      timer ??= setInterval(() => void service.deliverPending().catch(deps.onError), intervalMs);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
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
