import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import { esperaEnEspanol, MENSAJES_LIMITE } from '../../shared/labels/messages';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { AppError } from '../lib/app-error';
import { postgresRateLimitStore, redisRateLimitStore } from './rate-limit-store';

const MINUTE = 60_000;

interface LimitRule {
  /** Counter name: every route of the rule shares one counter per client IP. */
  name: string;
  max: number;
  windowMs: number;
  matches: (method: string, url: string) => boolean;
  /** Counted per process rather than in the shared store (no database write on every request). */
  perProcess?: boolean;
}

/**
 * Any write whose URL has one of these segments (or a segment containing one) carries a file:
 * the one place that says what an upload route is.
 */
export const UPLOAD_SEGMENTS = ['upload', 'multipart', 'files', 'file', 'attachedfile', 'photographic', 'photos', 'providerlogo', 'logo', 'profilepicture', 'cataloguegenerador', 'regionmanager'] as const;

const WRITE = new Set(['POST', 'PUT', 'PATCH']);

function isUpload(method: string, url: string): boolean {
  if (!WRITE.has(method)) return false;
  const segments = url.toLowerCase().split('/');
  return segments.some((segment) => !segment.startsWith(':') && UPLOAD_SEGMENTS.some((word) => segment.includes(word)));
}

/**
 * Per-IP limits, first match wins. They sit on top of the per-account sign-in delay (auth service):
 * the delay stops guessing one password from many addresses, these stop one address from trying
 * many accounts, mailing a victim 30 reset links, or flooding uploads. The global default is
 * generous: an office behind one NAT must never notice it.
 */
export const LIMIT_RULES: LimitRule[] = [
  { name: 'login', max: 30, windowMs: 5 * MINUTE, matches: (m, u) => m === 'POST' && u === '/api/v1/auth/login' },
  { name: 'otp', max: 20, windowMs: 5 * MINUTE, matches: (m, u) => m === 'POST' && u.startsWith('/api/v1/auth/otp/') },
  { name: 'reset-request', max: 5, windowMs: 15 * MINUTE, matches: (m, u) => m === 'GET' && u === '/api/v1/users/resetPass/:email' },
  { name: 'reset-token', max: 30, windowMs: 15 * MINUTE, matches: (_m, u) => u.startsWith('/api/v1/users/resetPass/') },
  { name: 'signing-code', max: 10, windowMs: 15 * MINUTE, matches: (m, u) => m === 'POST' && u.startsWith('/api/v1/firma/') && u.endsWith('/code') },
  { name: 'signing', max: 30, windowMs: 15 * MINUTE, matches: (m, u) => m === 'POST' && u.startsWith('/api/v1/firma/') },
  { name: 'upload', max: 120, windowMs: MINUTE, matches: isUpload },
  { name: 'api', max: 600, windowMs: MINUTE, matches: (_m, u) => u === '/api' || u.startsWith('/api/'), perProcess: true },
];

/** Which limit a route falls under (undefined: none, e.g. the web app's static files). */
export function limitNameFor(method: string, url: string): string | undefined {
  return LIMIT_RULES.find((rule) => rule.matches(method, url))?.name;
}

function ruleFor(routeOptions: RouteOptions): LimitRule | undefined {
  const methods = Array.isArray(routeOptions.method) ? routeOptions.method : [routeOptions.method];
  return LIMIT_RULES.find((rule) => methods.some((method) => rule.matches(method, routeOptions.url)));
}

/**
 * Registers the limits before any route: the counters live in Redis when REDIS_URL is set, else in
 * the database, so they hold across every server instance (the API-wide default, without Redis,
 * counts per process). Answers 429 with the envelope and
 * Retry-After. When the store is unreachable requests pass (the per-account delay still applies):
 * a Redis outage must not take sign-in down.
 */
export async function registerRateLimits(app: FastifyInstance, deps: { env: Env; db: Db; now?: () => Date }) {
  let store;
  if (deps.env.REDIS_URL) {
    const redis = new Redis(deps.env.REDIS_URL, { maxRetriesPerRequest: 1 });
    redis.on('error', (error) => app.log.warn({ err: error }, 'Redis de límites de solicitudes no disponible'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    store = redisRateLimitStore(redis);
  } else {
    const localGroups = new Set(LIMIT_RULES.filter((rule) => rule.perProcess).map((rule) => rule.name));
    store = postgresRateLimitStore(deps.db, deps.now ?? (() => new Date()), { localGroups });
  }

  await app.register(rateLimit, {
    global: false,
    store,
    skipOnError: true,
    errorResponseBuilder: (_request, context) => new AppError('RATE_LIMITED', { message: MENSAJES_LIMITE.demasiadasSolicitudes(esperaEnEspanol(context.ttl)) }),
  });

  const factor = deps.env.RATE_LIMIT_FACTOR;
  const handlers = new Map(
    LIMIT_RULES.map((rule) => [rule.name, app.rateLimit({ max: Math.ceil(rule.max * factor), timeWindow: rule.windowMs, groupId: rule.name })] as const),
  );
  // First of the route's onRequest hooks: a flood is counted and refused before authentication
  // or any other work touches the database.
  app.addHook('onRoute', (routeOptions) => {
    const rule = ruleFor(routeOptions);
    const handler = rule && handlers.get(rule.name);
    if (!handler) return;
    const existing = routeOptions.onRequest ? [routeOptions.onRequest].flat() : [];
    routeOptions.onRequest = [handler as onRequestHookHandler, ...existing];
  });
}
