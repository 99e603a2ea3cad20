import { MENSAJES } from '../../shared/labels/messages';
import type { TEnvelope } from '../../shared/contracts/envelope';

export function ok<T>(respuesta: T, mensaje: string = MENSAJES.exito): TEnvelope<T> {
  return { codigo: 0, respuesta, mensaje };
}
