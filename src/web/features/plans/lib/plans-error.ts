import { MENSAJES, MENSAJES_PAGO } from '../../../../shared/labels/messages';
import { isApiError } from '../../../lib/http/api-error';

/** Loading the plans failed: the server's message when it sent one, else the spec's text (spec 1 §8). */
export function plansErrorMessage(error: unknown): string {
  if (isApiError(error) && !error.isNetworkError && error.mensaje && error.mensaje !== MENSAJES.errorInesperado) return error.mensaje;
  return MENSAJES_PAGO.errorPlanes;
}

/**
 * A failed payment: the server's reason when it gave one ("Error al procesar el pago: La tarjeta
 * fue declinada…", "La orden ya fue pagada."), else "Error al procesar el pago".
 */
export function paymentErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.mensaje !== MENSAJES.errorInesperado) return error.mensaje;
  return MENSAJES_PAGO.pagoFallido;
}
