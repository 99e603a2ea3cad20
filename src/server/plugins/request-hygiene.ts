import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MENSAJES_HTTP } from '../../shared/labels/messages';
import { AppError } from '../lib/app-error';

/** A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const UNSAFE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const MAX_DEPTH = 64;

/** True when any string (or object key) inside `value` holds text PostgreSQL and UTF-8 cannot store. */
export function hasUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => hasUnsafeText(item, depth + 1));
  // Only plain data (parsed JSON, query objects): never walk streams or buffers of multipart uploads.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.entries(value).some(([key, item]) => UNSAFE_TEXT.test(key) || hasUnsafeText(item, depth + 1));
}

/** Query strings and route parameters: flat maps of strings (or string lists) whose prototype the router picks. */
function hasUnsafeField(record: unknown): boolean {
  if (record === null || typeof record !== 'object') return false;
  return Object.entries(record).some(([key, item]) => UNSAFE_TEXT.test(key) || hasUnsafeText(item));
}

/** Cache-Control for an /api response: personal data never sits in a browser or proxy cache. */
export function apiCacheControl(current: string | undefined): string {
  if (!current) return 'no-store';
  const value = current.toLowerCase();
  if (value.startsWith('public')) return current;
  if (value.includes('no-store')) return current;
  return value.includes('private') ? 'private, no-store' : 'no-store';
}

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/sandbox-pay/');
}

/** Swagger UI and its assets are public and identical for everyone, so they may be cached. */
function isPublicDocs(url: string): boolean {
  return url === '/api/docs' || url.startsWith('/api/docs/') || url.startsWith('/api/docs?');
}

/**
 * Request and response hygiene for the whole API.
 *
 * - A NUL byte or a lone UTF-16 surrogate in the query, the path parameters or a JSON body makes
 *   PostgreSQL (or the UTF-8 encoder) throw deep inside a handler, which surfaced as a 500. They
 *   are never legitimate input, so they are refused here with 400 before any handler or schema
 *   runs (preValidation: the body is parsed by then, the route's own validation is not).
 * - Every /api answer, errors included, carries `Cache-Control: no-store` (downloads of personal
 *   files keep `private` but are not stored either): access tokens, CURP/RFC and documents must
 *   not stay in a shared proxy or the browser cache after sign-out. Only responses that declare
 *   themselves `public` (public static files) keep their own header.
 */
export function registerRequestHygiene(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (hasUnsafeField(request.query) || hasUnsafeField(request.params) || hasUnsafeText(request.body)) {
      throw new AppError('MALFORMED_BODY', { message: MENSAJES_HTTP.caracteresNoPermitidos });
    }
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (isApi(request.url) && !isPublicDocs(request.url)) {
      const current = reply.getHeader('cache-control');
      reply.header('cache-control', apiCacheControl(typeof current === 'string' ? current : undefined));
    }
    return payload;
  });
}
