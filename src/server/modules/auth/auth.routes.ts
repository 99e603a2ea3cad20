import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REFRESH_COOKIE,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutResponse,
  ZOtpVerifyRequest,
  ZOtpVerifyResponse,
  ZRefreshResponse,
} from '../../../shared/contracts/auth.contract';
import { MENSAJES, MENSAJES_CUENTA } from '../../../shared/labels/messages';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { optionalSessionId } from '../../plugins/auth';
import type { AuthService, IssuedSession } from './auth.service';
import type { TokenSigner } from './tokens';

const COOKIE_PATH = '/api/v1/auth';

/**
 * The refresh token lives only in an httpOnly, SameSite=Strict cookie scoped to the auth routes:
 * page scripts never see it. "Mantener la sesión abierta" makes it outlive the browser session.
 */
function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) {
  reply.setCookie(REFRESH_COOKIE, issued.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
    ...(issued.session.keepOpen ? { expires: issued.session.expiresAt } : {}),
  });
}

export const authRoutes =
  (deps: { auth: AuthService; signer: TokenSigner }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/login',
      { schema: { tags: ['auth'], summary: 'Iniciar sesión', body: ZLoginRequest, response: withErrors({ 200: ZLoginResponse }) } },
      async (request, reply) => {
        const outcome = await deps.auth.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
        if (outcome.kind === 'otp') return ok(outcome.challenge, MENSAJES_CUENTA.codigoEnviado);
        setRefreshCookie(request, reply, outcome.issued);
        return ok(outcome.issued.tokens);
      },
    );

    app.post(
      '/otp/verify',
      { schema: { tags: ['auth'], summary: 'Verificar el código de dos pasos', body: ZOtpVerifyRequest, response: withErrors({ 200: ZOtpVerifyResponse }) } },
      async (request, reply) => {
        const issued = await deps.auth.verifyOtp(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
        setRefreshCookie(request, reply, issued);
        return ok(issued.tokens);
      },
    );

    app.post(
      '/refresh',
      { schema: { tags: ['auth'], summary: 'Renovar el token de acceso (rota el token de renovación)', response: withErrors({ 200: ZRefreshResponse }) } },
      async (request, reply) => {
        const issued = await deps.auth.refresh(request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(request, reply, issued);
        return ok(issued.tokens);
      },
    );

    app.post(
      '/logout',
      { schema: { tags: ['auth'], summary: 'Cerrar sesión', response: withErrors({ 200: ZLogoutResponse }) } },
      async (request, reply) => {
        await deps.auth.logout(await optionalSessionId(request, deps.signer), request.cookies[REFRESH_COOKIE]);
        reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
        return ok(null, MENSAJES.sesionCerrada);
      },
    );
  };
