import type { FastifyRequest } from 'fastify';

const SECRET_PATH = /(\/resetPass\/(?:validate|confirm)\/|\/restore-password\/|\/firma\/)[^/?#]+/gi;
const SECRET_QUERY = /([?&](?:token|code|codigo|password)=)[^&#]*/gi;

/** Tokens sometimes travel in URLs (reset links, signature links): never write them to the log. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[oculto]').replace(SECRET_QUERY, '$1[oculto]');
}

export const loggerOptions = (level: string) => ({
  level,
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.refreshToken', '*.accessToken'],
    censor: '[oculto]',
  },
  serializers: {
    req(request: FastifyRequest) {
      return { method: request.method, url: redactUrl(request.url), ip: request.ip, userAgent: request.headers['user-agent'] };
    },
  },
});
