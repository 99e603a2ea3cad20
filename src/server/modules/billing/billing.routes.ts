import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreateOrderRequest, ZOrderResponse, ZPaymentsConfigResponse, ZPayRequest, ZProductsResponse } from '../../../shared/contracts/payments.contract';
import { ZPurchasesParams, ZPurchasesResponse, ZReceiptParams } from '../../../shared/contracts/purchases.contract';
import { ZErrorEnvelope } from '../../../shared/contracts/envelope';
import { MENSAJES_PAGO } from '../../../shared/labels/messages';
import { contentDisposition } from '../../storage/content-disposition';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import type { UsersService } from '../users/users.service';
import type { BillingService } from './billing.service';

/** Plans and payment, on the spec's paths (spec 1 §7). */
export const billingRoutes =
  (deps: { billing: BillingService; users: UsersService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['planes y pagos'];

    app.get('/products/all', { schema: { tags, summary: 'Productos de los planes (sin autenticación)', response: withErrors({ 200: ZProductsResponse }) } }, async () =>
      ok(await deps.billing.products()),
    );

    app.get('/payments/config', { schema: { tags, summary: 'Si el servidor acepta pagos con tarjeta (sin autenticación)', response: withErrors({ 200: ZPaymentsConfigResponse }) } }, async () =>
      ok(deps.billing.paymentsConfig()),
    );

    app.post(
      '/bpm/pay/subscription',
      { onRequest: [app.authenticate], schema: { tags, summary: 'Crear la orden del plan', security: [{ bearer: [] }], body: ZCreateOrderRequest, response: withErrors({ 200: ZOrderResponse }) } },
      async (request) => ok(await deps.billing.createOrder(requireActor(request), request.body), MENSAJES_PAGO.ordenCreada),
    );

    app.post(
      '/subscriptions/pay',
      { onRequest: [app.authenticate], schema: { tags, summary: 'Pagar la orden con la tarjeta tokenizada', security: [{ bearer: [] }], body: ZPayRequest, response: withErrors({ 200: ZOrderResponse }) } },
      async (request) => {
        const actor = requireActor(request);
        const user = await deps.users.me(actor);
        return ok(await deps.billing.pay(actor, request.body, user.email), MENSAJES_PAGO.pagoExitoso);
      },
    );

    app.get(
      '/buy/email/:email/all',
      {
        onRequest: [app.authenticate],
        schema: { tags, summary: 'Mis compras: planes y productos adicionales (solo el correo propio)', security: [{ bearer: [] }], params: ZPurchasesParams, response: withErrors({ 200: ZPurchasesResponse, 404: ZErrorEnvelope }) },
      },
      async (request) => {
        const actor = requireActor(request);
        const user = await deps.users.me(actor);
        return ok(await deps.billing.purchases(actor, request.params.email, user.email));
      },
    );

    app.get(
      '/buy/orders/:orderId/receipt',
      { onRequest: [app.authenticate], schema: { tags, summary: 'Recibo en PDF de una orden pagada', security: [{ bearer: [] }], params: ZReceiptParams } },
      async (request, reply) => {
        const { bytes, filename } = await deps.billing.receipt(requireActor(request), request.params.orderId);
        return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition('attachment', filename)).header('cache-control', 'private, no-store').send(bytes);
      },
    );
  };
