import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ZCardForm, ZCardToken } from '../../shared/contracts/payments.contract';
import type { PaymentProvider } from './payment-provider';

type Outcome = 'approved' | 'declined' | 'insufficient_funds';

/** Test cards of the sandbox (documented in the README). Any other valid number is approved. */
export const SANDBOX_CARDS: Record<string, Outcome> = {
  '4242424242424242': 'approved',
  '5555555555554444': 'approved',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};

const REASONS: Record<Exclude<Outcome, 'approved'>, string> = {
  declined: 'La tarjeta fue declinada por el banco emisor.',
  insufficient_funds: 'La tarjeta no tiene fondos suficientes.',
};

const TOKEN_TTL_MS = 15 * 60_000;

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'american_express';
  return 'desconocida';
}

/**
 * A payment provider that runs in-process for development, tests and the demo. Its token vault
 * lives in memory, apart from Avala's database, the way a real provider keeps card data on its
 * own servers; the tokenization route stands in for the provider's browser script endpoint.
 */
export function createSandboxProvider(): PaymentProvider & { registerRoutes(app: FastifyInstance): void } {
  const vault = new Map<string, { brand: string; last4: string; outcome: Outcome; expiresAt: number }>();

  return {
    name: 'sandbox',

    registerRoutes(app) {
      app.post('/sandbox-pay/v1/tokens', { schema: { hide: true, body: ZCardForm } }, async (request) => {
        const card = ZCardForm.parse(request.body);
        const id = `tok_${randomBytes(12).toString('hex')}`;
        const now = Date.now();
        for (const [key, value] of vault) if (value.expiresAt < now) vault.delete(key);
        const entry = { brand: brandOf(card.card_number), last4: card.card_number.slice(-4), outcome: SANDBOX_CARDS[card.card_number] ?? 'approved', expiresAt: now + TOKEN_TTL_MS };
        vault.set(id, entry);
        return ZCardToken.parse({ id, card: { brand: entry.brand, last4: entry.last4 } });
      });
    },

    async subscribe(input) {
      const card = vault.get(input.token);
      vault.delete(input.token);
      if (!card || card.expiresAt < Date.now()) return { ok: false, reason: 'El token de la tarjeta no existe o expiró.' };
      if (card.outcome !== 'approved') return { ok: false, reason: REASONS[card.outcome] };
      return { ok: true, reference: `sub_${randomBytes(10).toString('hex')}`, brand: card.brand, last4: card.last4 };
    },
  };
}
