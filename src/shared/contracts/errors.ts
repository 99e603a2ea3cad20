import { MENSAJES, MENSAJES_PAGO } from '../labels/messages';

/** One code per failure the API can report, with its HTTP status and default Spanish message. */
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
  UNPROCESSABLE: { status: 422, mensaje: MENSAJES.datosInvalidos },
  RATE_LIMITED: { status: 429, mensaje: MENSAJES.demasiadasSolicitudes },
  INTERNAL: { status: 500, mensaje: MENSAJES.errorInesperado },
  UNAVAILABLE: { status: 503, mensaje: MENSAJES.servicioNoDisponible },
} as const satisfies Record<string, { status: number; mensaje: string }>;

export type ErrorCode = keyof typeof ERRORS;
