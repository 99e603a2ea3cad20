/**
 * What Avala needs from a card payment provider. The browser tokenizes the card with the
 * provider's own script (card data goes only to the provider); the server then subscribes the
 * token. A real provider (Openpay, Stripe, Conekta…) implements this interface over its HTTP API
 * and is chosen with PAYMENT_PROVIDER; only the sandbox ships, as no provider is reachable here.
 */
export interface PaymentProvider {
  readonly name: string;
  subscribe(input: SubscribeInput): Promise<SubscribeResult>;
}

export interface SubscribeInput {
  token: string;
  amountCents: number;
  trialDays: number;
  description: string;
  customerEmail: string;
}

export type SubscribeResult = { ok: true; reference: string; brand: string; last4: string } | { ok: false; reason: string };
