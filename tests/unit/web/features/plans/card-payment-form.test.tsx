// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES_PAGO } from '../../../../../src/shared/labels/messages';
import { CardPaymentForm } from '../../../../../src/web/features/plans/components/card-payment-form';
import type { CardTokenizer } from '../../../../../src/web/features/plans/lib/card-tokenizer';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const ORDER_ID = '5d2c8a1e-3b4f-4c6d-9e8f-0a1b2c3d4e5f';

function renderForm(tokenizer: Partial<CardTokenizer> = {}) {
  const tokenize = vi.fn<CardTokenizer['tokenize']>(async () => ({ id: 'tok_123456789', card: { brand: 'visa', last4: '4242' } }));
  const onPaid = vi.fn<() => void>();
  renderWithProviders(<CardPaymentForm orderId={ORDER_ID} tokenizer={{ init: async () => undefined, tokenize, ...tokenizer }} onPaid={onPaid} />);
  return { tokenize, onPaid, user: userEvent.setup() };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByRole('textbox', { name: /^Nombre del titular/ }), 'Ana Sofía');
  await user.type(screen.getByRole('textbox', { name: /^Número de tarjeta/ }), number);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Mes de vencimiento' }), '12');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Año de vencimiento' }), String(new Date().getFullYear() + 2));
  await user.type(screen.getByRole('textbox', { name: /^Código de seguridad/ }), '123');
}

describe('formulario de pago con tarjeta', () => {
  beforeEach(() => resetSessionForTests());

  it('muestra el encabezado, la nota de cifrado y valida antes de tokenizar', async () => {
    const { user, tokenize } = renderForm();
    expect(screen.getByRole('heading', { name: 'Tarjeta de crédito o débito' })).toBeInTheDocument();
    expect(screen.getByText('Sus pagos se realizan de forma segura con cifrado de 256 bits.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Número de tarjeta/ }), '4242424242424241');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText(MENSAJES_PAGO.tarjetaInvalida)).toBeInTheDocument();
    expect(screen.getByText(MENSAJES_PAGO.codigoSeguridad)).toBeInTheDocument();
    expect(tokenize).not.toHaveBeenCalled();
  });

  it('si el banco declina muestra la razón del servidor; si aprueba avisa a la pantalla', async () => {
    const declined = 'Error al procesar el pago: La tarjeta fue declinada por el banco emisor.';
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(envelopeResponse(402, { codigo: 402, respuesta: null, mensaje: declined }))
      .mockResolvedValueOnce(envelopeResponse(200, { codigo: 0, respuesta: { id: ORDER_ID, status: 'PAID' }, mensaje: MENSAJES_PAGO.pagoExitoso }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, tokenize, onPaid } = renderForm();

    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(declined);
    expect(tokenize).toHaveBeenCalledWith(expect.objectContaining({ card_number: '4000000000000002', expiration_month: '12', cvv2: '123' }));
    expect(onPaid).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });

  it('si el proveedor no se puede inicializar lo dice y no deja pagar', async () => {
    renderForm({ init: () => Promise.reject(new Error('sin script')) });
    expect(await screen.findByText(MENSAJES_PAGO.errorInicializar)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeDisabled();
  });
});
