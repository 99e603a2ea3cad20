import { MENSAJES, MENSAJES_HTTP, MENSAJES_IDEMPOTENCIA, MENSAJES_PAGO } from '../labels/messages';

/**
 * One code per failure the API can report, with its HTTP status and default Spanish message. The
 * code travels in the error envelope's `error` field, so clients decide by it, never by `mensaje`.
 */
export const ERRORS = {
  VALIDATION: { status: 400, mensaje: MENSAJES.datosInvalidos },
  MALFORMED_BODY: { status: 400, mensaje: MENSAJES.cuerpoMalFormado },
  INVALID_CREDENTIALS: { status: 400, mensaje: MENSAJES.credencialesIncorrectas },
  ACCOUNT_LOCKED: { status: 400, mensaje: MENSAJES.cuentaBloqueada },
  UNAUTHENTICATED: { status: 401, mensaje: MENSAJES.sesionExpirada },
  FORBIDDEN: { status: 403, mensaje: MENSAJES.sinPermiso },
  PAYMENT_DECLINED: { status: 402, mensaje: MENSAJES_PAGO.pagoFallido },
  NOT_FOUND: { status: 404, mensaje: MENSAJES.noEncontrado },
  ROUTE_NOT_FOUND: { status: 404, mensaje: MENSAJES.rutaNoEncontrada },
  CONFLICT: { status: 409, mensaje: MENSAJES.conflicto },
  /** The same Idempotency-Key is still being processed: a client retries it later (temporary). */
  IDEMPOTENCY_IN_PROGRESS: { status: 409, mensaje: MENSAJES_IDEMPOTENCIA.enProceso },
  METHOD_NOT_ALLOWED: { status: 405, mensaje: MENSAJES_HTTP[405] },
  PAYLOAD_TOO_LARGE: { status: 413, mensaje: MENSAJES_HTTP[413] },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, mensaje: MENSAJES_HTTP[415] },
  UNPROCESSABLE: { status: 422, mensaje: MENSAJES.datosInvalidos },
  RATE_LIMITED: { status: 429, mensaje: MENSAJES.demasiadasSolicitudes },
  INTERNAL: { status: 500, mensaje: MENSAJES.errorInesperado },
  UNAVAILABLE: { status: 503, mensaje: MENSAJES.servicioNoDisponible },
  /**
   * Temporary by nature (the database connection was lost, the server is shutting down): answered
   * with Retry-After, and a client retries it later with the same Idempotency-Key.
   */
  TEMPORARILY_UNAVAILABLE: { status: 503, mensaje: MENSAJES.servicioTemporalmenteNoDisponible },
} as const satisfies Record<string, { status: number; mensaje: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** Seconds a client waits before retrying a TEMPORARILY_UNAVAILABLE answer (its Retry-After). */
export const RETRY_AFTER_SECONDS = 5;
