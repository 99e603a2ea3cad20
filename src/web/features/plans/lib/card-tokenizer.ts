import type { TFieldErrors } from '../../../../shared/contracts/envelope';
import type { TCardForm, ZCardForm } from '../../../../shared/contracts/payments.contract';
import type { z } from '../../../../shared/domain/zod-locale';

/** The card as the form hands it over: checked, number without spaces. */
export type TCardData = z.output<typeof ZCardForm>;
export type { TCardForm };

export interface CardToken {
  id: string;
  card: { brand: string; last4: string };
}

/**
 * The payment provider's side of the card form. The card data go to the provider only, which
 * answers a one-time token; Avala's API only ever sees that token. A real provider's browser
 * script replaces the sandbox by implementing this interface.
 */
export interface CardTokenizer {
  /** Loads or configures the provider (its script, the sandbox mode); rejects when it cannot. */
  init(): Promise<void>;
  tokenize(card: TCardData): Promise<CardToken>;
}

/** The provider refused the card data; `fields` names the card fields it objected to. */
export class CardTokenizationError extends Error {
  readonly fields: TFieldErrors;
  constructor(message: string, fields: TFieldErrors = {}) {
    super(message);
    this.name = 'CardTokenizationError';
    this.fields = fields;
  }
}
