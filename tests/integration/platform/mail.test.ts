import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../fixtures/http';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('correo', () => {
  describe('con SMTP_URL: entrega por SMTP real', () => {
    const received: { to: string[]; raw: string }[] = [];
    let smtp: SMTPServer;
    let t: TestApp;

    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
            callback();
          });
        },
      });
      smtp.listen(0, '127.0.0.1');
      await once(smtp.server, 'listening');
      const { port } = smtp.server.address() as AddressInfo;
      t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    });
    afterAll(async () => {
      await t.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    });

    it('encola, entrega y marca como enviado', async () => {
      await t.ctx.mail.enqueue({ to: 'proveedor@prueba.mx', subject: 'Restablecer contraseña', text: 'Siga el enlace para continuar.' });
      expect(await t.ctx.mail.deliverPending()).toBe(1);

      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual(['proveedor@prueba.mx']);
      expect(received[0]?.raw).toContain('Subject: =?UTF-8?Q?Restablecer_contrase=C3=B1a?=');
      const { items } = await t.ctx.mail.list(0, 10);
      expect(items[0]).toMatchObject({ status: 'SENT', transport: 'smtp', attempts: 1 });
    });

    it('si el servidor SMTP falla, el correo queda pendiente para reintentar', async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await t.ctx.mail.enqueue({ to: 'otro@prueba.mx', subject: 'Aviso', text: 'Texto' });
      await t.ctx.mail.deliverPending();
      const { items } = await t.ctx.mail.list(0, 10);
      const pending = items.find((m) => m.to === 'otro@prueba.mx');
      expect(pending).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(pending?.lastError).toBeTruthy();
      expect(pending?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    });
  });

  describe('sin SMTP_URL: buzón de desarrollo', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('el correo queda legible en /api/v1/dev/mailbox, el más reciente primero', async () => {
      await t.ctx.mail.enqueue({ to: 'a@prueba.mx', subject: 'Primero', text: 'uno' });
      await t.ctx.mail.enqueue({ to: 'b@prueba.mx', subject: 'Segundo', text: 'dos', html: '<p>dos</p>' });
      await t.ctx.mail.deliverPending();
      // Both may be written in the same clock tick; make the first one older so "newest first" has one answer.
      await t.db.execute(sql`update mail_outbox set created_at = created_at - interval '1 second' where subject = 'Primero'`);

      const body = json(await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?page=0&size=10' }));
      expect(body.codigo).toBe(0);
      expect(body.respuesta.total).toBe(2);
      expect(body.respuesta.items.map((m: { subject: string }) => m.subject)).toEqual(['Segundo', 'Primero']);
      expect(body.respuesta.items[0]).toMatchObject({ to: 'b@prueba.mx', status: 'SENT', html: '<p>dos</p>' });
    });

    it('valida la paginación', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?size=5000' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(json(response).respuesta.campos)).toEqual(['querystring.size']);
    });
  });
});
