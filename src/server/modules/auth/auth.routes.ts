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
import type { Env } from '../../env';
import type { AuthService, ClientContext, IssuedSession } from './auth.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from './trusted-device';
import type { TokenSigner } from './tokens';

const COOKIE_PATH = '/api/v1/auth';
const DAY = 86_400_000;

/**
 * `Secure` whenever the site is served over https: the request says so only behind a trusted
 * proxy, so a public https URL or a production start is enough on its own.
 */
export function secureCookies(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'>, request: FastifyRequest): boolean {
  return env.NODE_ENV === 'production' || env.PUBLIC_URL.startsWith('https:') || request.protocol === 'https';
}

/**
 * The refresh token lives only in an httpOnly, SameSite=Strict cookie scoped to the auth routes:
 * page scripts never see it. "Mantener la sesión abierta" makes it outlive the browser session.
 */
function setRefreshCookie(secure: boolean, reply: FastifyReply, issued: IssuedSession) {
  reply.setCookie(REFRESH_COOKIE, issued.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
    ...(issued.session.keepOpen ? { expires: issued.session.expiresAt } : {}),
  });
}

/** Marks the browser as a trusted device of the address just signed in (login-delay.ts). */
function setDeviceCookie(secure: boolean, reply: FastifyReply, token: string | undefined) {
  if (!token) return;
  reply.setCookie(DEVICE_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH, expires: new Date(Date.now() + DEVICE_COOKIE_DAYS * DAY) });
}

function clientOf(request: FastifyRequest): ClientContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'], deviceToken: request.cookies[DEVICE_COOKIE] };
}

export const authRoutes =
  (deps: { auth: AuthService; signer: TokenSigner; env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'> }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/login',
      { schema: { tags: ['auth'], summary: 'Iniciar sesión', body: ZLoginRequest, response: withErrors({ 200: ZLoginResponse }) } },
      async (request, reply) => {
        const client = clientOf(request);
        const outcome = await deps.auth.login(request.body, client);
        if (outcome.kind === 'otp') return ok(outcome.challenge, MENSAJES_CUENTA.codigoEnviado);
        const secure = secureCookies(deps.env, request);
        setRefreshCookie(secure, reply, outcome.issued);
        setDeviceCookie(secure, reply, deps.auth.deviceTokenFor(request.body.email, client.deviceToken));
        return ok(outcome.issued.tokens);
      },
    );

    app.post(
      '/otp/verify',
      { schema: { tags: ['auth'], summary: 'Verificar el código de dos pasos', body: ZOtpVerifyRequest, response: withErrors({ 200: ZOtpVerifyResponse }) } },
      async (request, reply) => {
        const client = clientOf(request);
        const issued = await deps.auth.verifyOtp(request.body, client);
        const secure = secureCookies(deps.env, request);
        setRefreshCookie(secure, reply, issued);
        setDeviceCookie(secure, reply, issued.email ? deps.auth.deviceTokenFor(issued.email, client.deviceToken) : undefined);
        return ok(issued.tokens);
      },
    );

    app.post(
      '/refresh',
      { schema: { tags: ['auth'], summary: 'Renovar el token de acceso (rota el token de renovación)', response: withErrors({ 200: ZRefreshResponse }) } },
      async (request, reply) => {
        // A browser that never signed in (or signed out) asks on every cold start: "no session" is an
        // answer, not a failure, so it stays out of the console. A cookie that no longer works is still a 401.
        const cookie = request.cookies[REFRESH_COOKIE];
        if (cookie === undefined) return ok(null, MENSAJES.sinSesion);
        const issued = await deps.auth.refresh(cookie);
        setRefreshCookie(secureCookies(deps.env, request), reply, issued);
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
