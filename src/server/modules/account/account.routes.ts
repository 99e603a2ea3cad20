import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZActivateAccountBody,
  ZActivateResponse,
  ZPoliciesResponse,
  ZResetConfirmRequest,
  ZResetEmailParams,
  ZResetTokenParams,
  ZResetValidateResponse,
} from '../../../shared/contracts/account.contract';
import { envelope } from '../../../shared/contracts/envelope';
import { z } from '../../../shared/domain/zod-locale';
import { MENSAJES_CUENTA } from '../../../shared/labels/messages';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import type { AccountService } from './account.service';

const ZNullResponse = envelope(z.null());

/** Password recovery (public) and first-time activation (signed in), under /api/v1/users. */
export const accountRoutes =
  (deps: { account: AccountService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/resetPass/:email',
      { schema: { tags: ['cuenta'], summary: 'Enviar correo para restablecer la contraseña', params: ZResetEmailParams, response: withErrors({ 200: ZNullResponse }) } },
      async (request) => {
        await deps.account.requestReset(request.params.email);
        return ok(null, MENSAJES_CUENTA.correoRestablecimientoEnviado);
      },
    );

    app.get(
      '/resetPass/validate/:token',
      { schema: { tags: ['cuenta'], summary: 'Validar el enlace de restablecimiento', params: ZResetTokenParams, response: withErrors({ 200: ZResetValidateResponse }) } },
      async (request) => ok(await deps.account.validateReset(request.params.token)),
    );

    app.post(
      '/resetPass/confirm/:token',
      {
        schema: { tags: ['cuenta'], summary: 'Restablecer la contraseña', params: ZResetTokenParams, body: ZResetConfirmRequest, response: withErrors({ 200: ZNullResponse }) },
      },
      async (request) => {
        await deps.account.confirmReset(request.params.token, request.body);
        return ok(null, MENSAJES_CUENTA.contrasenaActualizada);
      },
    );

    app.put(
      '/me/activate',
      {
        onRequest: [app.authenticate],
        schema: { tags: ['cuenta'], summary: 'Activar la cuenta con una contraseña nueva', security: [{ bearer: [] }], body: ZActivateAccountBody, response: withErrors({ 200: ZActivateResponse }) },
      },
      async (request) => {
        const outcome = await deps.account.activate(requireActor(request).userId, request.body);
        return ok(null, outcome === 'renewed' ? MENSAJES_CUENTA.contrasenaActualizada : MENSAJES_CUENTA.activacionExitosa);
      },
    );

    app.get(
      '/me/policies',
      { onRequest: [app.authenticate], schema: { tags: ['cuenta'], summary: 'Políticas de contraseña vigentes', security: [{ bearer: [] }], response: withErrors({ 200: ZPoliciesResponse }) } },
      async (request) => ok({ passwordPolicyList: await deps.account.policiesOf(requireActor(request).userId) }),
    );
  };
