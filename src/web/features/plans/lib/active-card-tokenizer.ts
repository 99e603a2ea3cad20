import type { CardTokenizer } from './card-tokenizer';
import { createSandboxCardTokenizer } from './sandbox-card-tokenizer';

/** The provider the card form uses. Payments run in sandbox mode (spec 1 §9); swap here for a real provider. */
export const activeCardTokenizer: CardTokenizer = createSandboxCardTokenizer();
