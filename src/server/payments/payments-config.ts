import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';

export type ConfiguredPaymentProvider = PaymentProvider & { registerRoutes(app: FastifyInstance): void };

/**
 * The card provider of this process, or null when payments are off. The sandbox approves any
 * valid test card, so in production it would hand out paid plans for free: there it runs only
 * when the operator names it (PAYMENTS_PROVIDER=sandbox, e.g. a staging install), and otherwise
 * neither its tokenizer route nor the provider exist and plan purchases answer 503.
 */
export function resolvePaymentProvider(env: Pick<Env, 'NODE_ENV' | 'PAYMENTS_PROVIDER'>): ConfiguredPaymentProvider | null {
  if (env.PAYMENTS_PROVIDER === 'sandbox' || env.NODE_ENV !== 'production') return createSandboxProvider();
  return null;
}
