import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../../../src/server/db/schema';
import type { MailTransport, OutgoingMail } from '../../../src/server/mail/mail-transport';
import { json } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

/** A transport that records what it sends and can be told to fail, like an SMTP server going down. */
function recordingTransport() {
  const sent: OutgoingMail[] = [];
  const state = { failing: false };
  const transport: MailTransport = {
    kind: 'smtp',
    async send(mail) {
      if (state.failing) throw new Error('Connection refused');
      sent.push(mail);
    },
    close() {},
  };
  return { transport, sent, state };
}

describe('correo como trabajo mail.send', () => {
  const mail = recordingTransport();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mailTransport: mail.transport });
  });
  afterAll(() => t.close());

  const jobFor = async (mailId: string) => {
    const [row] = await t.db.select().from(jobs).where(sql`${jobs.payload} ->> 'mailId' = ${mailId}`);
    if (!row) throw new Error(`no job for mail ${mailId}`);
    return row;
  };

  it('encolar un correo crea su trabajo y el ejecutor lo entrega una sola vez', async () => {
    const id = await t.ctx.mail.enqueue({ to: 'proveedor@prueba.mx', subject: 'Aviso', text: 'Hola' });
    expect(await jobFor(id)).toMatchObject({ type: 'mail.send', status: 'queued', maxAttempts: 6 });

    const ran = await t.ctx.jobs.runDue();
    expect(ran.map((r) => [r.type, r.outcome])).toEqual([['mail.send', 'done']]);
    expect(mail.sent.map((m) => m.to)).toEqual(['proveedor@prueba.mx']);
    expect(await t.ctx.mail.deliverPending()).toBe(0);

    const body = json(await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?page=0&size=10' }));
    expect(body.respuesta.items[0]).toMatchObject({ id, to: 'proveedor@prueba.mx', status: 'SENT' });
  });

  it('un correo encolado en una transacción revertida no se envía ni aparece en el buzón', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await t.ctx.mail.enqueue({ to: 'nadie@prueba.mx', subject: 'No', text: 'No' }, tx);
        throw new Error('revertir');
      }),
    ).rejects.toThrow('revertir');
    expect(await t.ctx.mail.deliverPending()).toBe(0);
    const { items } = await t.ctx.mail.list(0, 50);
    expect(items.map((m) => m.to)).not.toContain('nadie@prueba.mx');
  });

  it('si el envío falla se reintenta con espera y tras seis intentos queda fallido', async () => {
    mail.state.failing = true;
    const id = await t.ctx.mail.enqueue({ to: 'caido@prueba.mx', subject: 'Reintento', text: 'Texto' });
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect(await t.ctx.mail.deliverPending()).toBe(1);
      const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ attempts: attempt, status: attempt < 6 ? 'PENDING' : 'FAILED', lastError: 'Connection refused' });
      // The retry waits on the database clock; move it to now instead of waiting.
      await t.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, (await jobFor(id)).id));
    }
    expect(await jobFor(id)).toMatchObject({ status: 'failed', attempts: 6, lastError: 'Connection refused' });
    expect(await t.ctx.mail.deliverPending()).toBe(0);
    mail.state.failing = false;
  });
});
