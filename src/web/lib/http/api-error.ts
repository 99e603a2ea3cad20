import type { TFieldErrors } from '../../../shared/contracts/envelope';
import { MENSAJES } from '../../../shared/labels/messages';

/**
 * Every failed API call ends as one of these: `status` is the HTTP status (0 when the network
 * failed), `codigo` and `mensaje` come from the envelope, `campos` maps field paths to Spanish
 * messages on a 400 validation error. `mensaje` is always safe to show to the user.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly codigo: number;
  readonly mensaje: string;
  readonly campos: TFieldErrors;
  /** The raw `respuesta` of the error envelope (e.g. password policies), for screens that need more. */
  readonly respuesta: unknown;
  /** The envelope's stable ErrorCode (`IDEMPOTENCY_IN_PROGRESS`…), null when absent or offline. Decide by this, never by `mensaje`. */
  readonly error: string | null;

  constructor(init: { status: number; codigo?: number; mensaje?: string; campos?: TFieldErrors; respuesta?: unknown; error?: string | null }) {
    const mensaje = init.mensaje || MENSAJES.errorInesperado;
    super(mensaje);
    this.name = 'ApiError';
    this.status = init.status;
    this.codigo = init.codigo ?? init.status;
    this.mensaje = mensaje;
    this.campos = init.campos ?? {};
    this.respuesta = init.respuesta ?? null;
    this.error = init.error ?? null;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The Spanish message to show for any error, API or not. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.mensaje : MENSAJES.errorInesperado;
}
