import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, RETRY_AFTER_SECONDS, type ErrorCode } from '../../shared/contracts/errors';
import type { TPasswordPolicy } from '../../shared/domain/auth-policy';
import type { TErrorEnvelope, TFieldErrors } from '../../shared/contracts/envelope';
import { MENSAJES, MENSAJES_HTTP } from '../../shared/labels/messages';
import { isConnectionLost } from '../db/connection-errors';
import { AppError } from '../lib/app-error';

type ValidationIssue = { instancePath: string; message?: string | undefined; keyword: string; params: Record<string, unknown> };

function fieldName(context: string | undefined, path: string): string {
  const dotted = path.replace(/^\//, '').replaceAll('/', '.');
  if (context && context !== 'body') return dotted ? `${context}.${dotted}` : context;
  return dotted || '_';
}

/** Zod issues → `{ "campo.anidado": "mensaje" }`; an unknown key is reported under its own name. */
export function toFieldErrors(issues: ValidationIssue[], context?: string): TFieldErrors {
  const fields: TFieldErrors = {};
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[]) {
        const base = fieldName(context, issue.instancePath);
        fields[base === '_' ? key : `${base}.${key}`] = MENSAJES_HTTP.campoNoPermitido;
      }
      continue;
    }
    const name = fieldName(context, issue.instancePath);
    fields[name] ??= issue.message ?? MENSAJES.datosInvalidos;
  }
  return fields;
}

function send(reply: FastifyReply, status: number, mensaje: string, campos?: TFieldErrors, politicas?: TPasswordPolicy[], error?: ErrorCode) {
  const respuesta = campos || politicas ? { ...(campos ? { campos } : {}), ...(politicas ? { politicas } : {}) } : null;
  const body: TErrorEnvelope = { codigo: status, respuesta, mensaje, ...(error ? { error } : {}) };
  return reply.status(status).send(body);
}

/** 503 TEMPORARILY_UNAVAILABLE with Retry-After: the client sends the same request again later. */
export function sendTemporarilyUnavailable(reply: FastifyReply) {
  reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return send(reply, 503, ERRORS.TEMPORARILY_UNAVAILABLE.mensaje, undefined, undefined, 'TEMPORARILY_UNAVAILABLE');
}

function fromFrameworkStatus(status: number, code: string | undefined): string {
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return MENSAJES.cuerpoMalFormado;
  if (status === 413 || status === 415 || status === 405) return MENSAJES_HTTP[status];
  if (status === 401) return MENSAJES.sesionExpirada;
  if (status === 404) return MENSAJES.rutaNoEncontrada;
  if (status === 429) return MENSAJES.demasiadasSolicitudes;
  return MENSAJES.datosInvalidos;
}

/** The ErrorCode of a framework failure (bad JSON, unknown route, body limit…), for the envelope. */
function frameworkCode(status: number, code: string | undefined): ErrorCode {
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'MALFORMED_BODY';
  const byStatus: Partial<Record<number, ErrorCode>> = { 401: 'UNAUTHENTICATED', 404: 'ROUTE_NOT_FOUND', 405: 'METHOD_NOT_ALLOWED', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE', 429: 'RATE_LIMITED' };
  return byStatus[status] ?? 'VALIDATION';
}

/**
 * Every failure leaves as the envelope with a Spanish message. Nothing of an unexpected error
 * (message, stack, SQL) reaches the client; it is logged with the request id instead.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Also an AppError raised over a lost connection (the health check's): its cause decides.
    if (!(error instanceof AppError && error.status < 500) && isConnectionLost(error)) {
      request.log.warn({ err: error }, 'conexión con la base de datos perdida');
      return sendTemporarilyUnavailable(reply);
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'error de aplicación');
      return send(reply, error.status, error.message, error.fields, error.policies, error.code);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, ERRORS.VALIDATION.mensaje, toFieldErrors(error.validation, error.validationContext), undefined, 'VALIDATION');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(reply, status, fromFrameworkStatus(status, error.code), undefined, undefined, frameworkCode(status, error.code));
    request.log.error({ err: error }, 'error inesperado');
    return send(reply, 500, MENSAJES.errorInesperado, undefined, undefined, 'INTERNAL');
  });

}
