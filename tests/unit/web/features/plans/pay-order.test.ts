import { afterEach, describe, expect, it, vi } from 'vitest';
import { payOrderWithCard } from '../../../../../src/web/features/plans/api/pay-order.mutation';
import { CardTokenizationError, type CardTokenizer, type TCardData } from '../../../../../src/web/features/plans/lib/card-tokenizer';
import { createSandboxCardTokenizer } from '../../../../../src/web/features/plans/lib/sandbox-card-tokenizer';
import { envelopeResponse } from '../../support/render-app';

const CARD: TCardData = { holder_name: 'Ana Sofía Martínez', card_number: '4242424242424242', expiration_month: '12', expiration_year: '30', cvv2: '123' };
const ORDER_ID = '5d2c8a1e-3b4f-4c6d-9e8f-0a1b2c3d4e5f';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pago con tarjeta', () => {
  it('la tarjeta va solo al tokenizador; a la API llega el token y la orden', async () => {
    const tokenize = vi.fn<CardTokenizer['tokenize']>(async () => ({ id: 'tok_123456789', card: { brand: 'visa', last4: '4242' } }));
    const tokenizer: CardTokenizer = { init: async () => undefined, tokenize };
    const fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse(200, { codigo: 0, respuesta: { id: ORDER_ID, status: 'PAID' }, mensaje: 'Pago exitoso' }));
    vi.stubGlobal('fetch', fetchMock);

    const order = await payOrderWithCard(tokenizer, ORDER_ID, CARD);

    expect(order).toMatchObject({ status: 'PAID' });
    expect(tokenize).toHaveBeenCalledWith(CARD);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/subscriptions/pay');
    expect(JSON.parse(String(init.body))).toEqual({ token_id: 'tok_123456789', instanceProcessId: ORDER_ID });
    expect(String(init.body)).not.toMatch(/4242|cvv|holder/);
  });

  it('si el proveedor rechaza la tarjeta no se llama a la API', async () => {
    const tokenizer: CardTokenizer = { init: async () => undefined, tokenize: async () => Promise.reject(new CardTokenizationError('Error al procesar el pago')) };
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    await expect(payOrderWithCard(tokenizer, ORDER_ID, CARD)).rejects.toBeInstanceOf(CardTokenizationError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('tokenizador del sandbox', () => {
  it('envía la tarjeta a /sandbox-pay/v1/tokens, fuera de /api, y devuelve el token', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ id: 'tok_abc', card: { brand: 'visa', last4: '4242' } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const token = await createSandboxCardTokenizer().tokenize(CARD);
    expect(token).toEqual({ id: 'tok_abc', card: { brand: 'visa', last4: '4242' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/sandbox-pay/v1/tokens');
    expect(init.credentials).toBe('omit');
    expect(JSON.parse(String(init.body))).toEqual(CARD);
  });

  it('convierte un 400 con campos en un error con los campos rechazados', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => envelopeResponse(400, { codigo: 400, respuesta: { campos: { card_number: 'El número de tarjeta no es válido' } }, mensaje: 'Los datos enviados no son válidos.' })));
    const failure = await createSandboxCardTokenizer().tokenize(CARD).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CardTokenizationError);
    expect((failure as CardTokenizationError).fields).toEqual({ card_number: 'El número de tarjeta no es válido' });
    expect(console.error).toHaveBeenCalledWith('ERROR [400] Los datos enviados no son válidos.');
  });
});
