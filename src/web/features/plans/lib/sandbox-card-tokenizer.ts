import { ZCardToken } from '../../../../shared/contracts/payments.contract';
import { MENSAJES_PAGO } from '../../../../shared/labels/messages';
import { type CardToken, CardTokenizationError, type CardTokenizer, type TCardData } from './card-tokenizer';

const TOKENS_PATH = '/sandbox-pay/v1/tokens';

function fieldsOf(body: unknown): Record<string, string> {
  const campos = (body as { respuesta?: { campos?: unknown } } | null)?.respuesta?.campos;
  return campos && typeof campos === 'object' ? (campos as Record<string, string>) : {};
}

/**
 * The sandbox provider that ships with the server (test cards in the README). It answers the
 * token as plain JSON, or a 400 envelope with the card fields it rejects. Tokenization errors are
 * only logged as "ERROR [status] description" (spec 1 §8); the form shows the payment failure.
 */
export function createSandboxCardTokenizer(baseUrl = ''): CardTokenizer {
  return {
    init: async () => undefined,
    async tokenize(card: TCardData): Promise<CardToken> {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${TOKENS_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(card),
          credentials: 'omit',
        });
      } catch {
        throw new CardTokenizationError(MENSAJES_PAGO.pagoFallido);
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const mensaje = (body as { mensaje?: unknown } | null)?.mensaje;
        console.error(`ERROR [${response.status}] ${typeof mensaje === 'string' ? mensaje : 'tokenización rechazada'}`);
        throw new CardTokenizationError(MENSAJES_PAGO.pagoFallido, fieldsOf(body));
      }
      const token = ZCardToken.safeParse(body);
      if (!token.success) throw new CardTokenizationError(MENSAJES_PAGO.pagoFallido);
      return token.data;
    },
  };
}
