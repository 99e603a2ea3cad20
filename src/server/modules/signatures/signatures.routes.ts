import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../shared/contracts/envelope';
import { ZSigningSessionResponse, ZSignRequest, ZSignTokenParams } from '../../../shared/contracts/signatures.contract';
import { z } from '../../../shared/domain/zod-locale';
import { MENSAJES_FIRMA as F } from '../../../shared/labels/messages';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import type { SignaturesService } from './signatures.service';

const ZNull = envelope(z.null());

/* Starting the process and the generator's PDF are served by the generators module (one module per /generador prefix). */

/** The signer's side: public, authorised only by the mailed link's token (under /api/v1/firma). */
export const signingRoutes =
  (deps: { signatures: SignaturesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const base = { tags: ['firma'] };

    app.get('/:token', { schema: { ...base, summary: 'Datos del proceso para quien firma', params: ZSignTokenParams, response: withErrors({ 200: ZSigningSessionResponse }) } }, async (request) =>
      ok(await deps.signatures.session(request.params.token)),
    );

    app.get('/:token/document', { schema: { ...base, summary: 'PDF a revisar', params: ZSignTokenParams } }, async (request, reply) =>
      reply.header('content-type', 'application/pdf').header('cache-control', 'private, no-store').send(await deps.signatures.document(request.params.token)),
    );

    app.post('/:token/code', { schema: { ...base, summary: 'Enviar el código de firma por correo', params: ZSignTokenParams, response: withErrors({ 200: ZNull }) } }, async (request) => {
      await deps.signatures.sendCode(request.params.token);
      return ok(null, F.codigoEnviado);
    });

    app.post('/:token/sign', { bodyLimit: 1024 * 1024, schema: { ...base, summary: 'Firmar', params: ZSignTokenParams, body: ZSignRequest, response: withErrors({ 200: ZNull }) } }, async (request) => {
      await deps.signatures.sign(request.params.token, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
      return ok(null, F.firmaRegistrada);
    });
  };
