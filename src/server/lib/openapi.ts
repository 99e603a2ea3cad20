import type { z } from 'zod';
import { ZErrorEnvelope } from '../../shared/contracts/envelope';

/** Documents the error envelope next to a route's success responses. */
export function withErrors<T extends Record<number, z.ZodType>>(responses: T) {
  return { ...responses, 400: ZErrorEnvelope, 401: ZErrorEnvelope, 500: ZErrorEnvelope };
}
