import type { FastifyInstance } from 'fastify';
import { sendTemporarilyUnavailable } from './error-handler';

/**
 * While the server shuts down (SIGTERM, a deploy), a request that still arrives on an open
 * keep-alive connection answers the envelope with TEMPORARILY_UNAVAILABLE and Retry-After, not
 * Fastify's bare 503, so an offline outbox keeps the write queued and sends it to the next server.
 * Requests already running finish normally.
 */
export function registerShutdownAnswer(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    return sendTemporarilyUnavailable(reply);
  });
}
