import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDevMailboxQuery, ZDevMailboxResponse } from '../../../shared/contracts/dev-mailbox.contract';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import type { MailService } from '../../mail/mail.service';

/** The development mailbox (/dev/correo). Registered only outside production. */
export const devMailboxRoutes =
  (deps: { mail: MailService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/mailbox',
      { schema: { tags: ['desarrollo'], summary: 'Buzón de correo de desarrollo', querystring: ZDevMailboxQuery, response: withErrors({ 200: ZDevMailboxResponse }) } },
      async (request) => {
        const { items, total } = await deps.mail.list(request.query.page, request.query.size);
        return ok({
          total,
          items: items.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, status: m.status, createdAt: m.createdAt.toISOString() })),
        });
      },
    );
  };
