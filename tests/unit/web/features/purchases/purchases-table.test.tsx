// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TPurchase } from '../../../../../src/shared/contracts/purchases.contract';
import { conceptoPlan, conceptoProducto, TEXTOS_COMPRAS as T } from '../../../../../src/shared/labels/purchases';
import { PurchasesTable } from '../../../../../src/web/features/purchases/components/purchases-table';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

vi.mock('@tanstack/react-router', () => ({ Link: (props: { to: string; children?: unknown; className?: string }) => <a href={props.to} className={props.className}>{props.children as string}</a> }));

const EMAIL = 'admin@corporativo.demo';
const COMPANY = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60';
const plan: TPurchase = {
  id: '11111111-2222-4333-8444-555555555555',
  kind: 'PLAN',
  companyId: COMPANY,
  companyName: 'Corporativo Demo SA de CV',
  concept: conceptoPlan(300, 40),
  product: null,
  date: '2026-03-14T16:42:00.000Z',
  paidAt: '2026-03-14T16:45:00.000Z',
  amountCents: 520000,
  status: 'PAID',
  cardLast4: '4242',
  receipt: true,
};
const extra: TPurchase = { ...plan, id: `${COMPANY}:REPSE`, kind: 'PRODUCT', concept: conceptoProducto('REPSE'), product: 'REPSE', paidAt: null, amountCents: null, status: 'ACTIVE', cardLast4: null, receipt: false };

function renderTable(answer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<PurchasesTable email={EMAIL} />);
  return fetchMock;
}

describe('Mis compras', () => {
  it('sin compras muestra "Aún no tiene compras" y lleva a los planes', async () => {
    const fetchMock = renderTable(() => envelopeResponse(200, { codigo: 0, respuesta: [], mensaje: '' }));
    expect(await screen.findByText(T.vacio)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.verPlanes })).toHaveAttribute('href', '/payment');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/api/v1/buy/email/${encodeURIComponent(EMAIL)}/all`);
  });

  it('muestra fecha, concepto, importe en pesos, estado y el recibo solo de lo pagado', async () => {
    renderTable(() => envelopeResponse(200, { codigo: 0, respuesta: [plan, extra], mensaje: '' }));
    const table = await screen.findByRole('table', { name: T.titulo });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('14/03/2026');
    expect(first).toHaveTextContent(conceptoPlan(300, 40));
    expect(first).toHaveTextContent('$5,200.00');
    expect(first).toHaveTextContent('Pagada');
    expect(within(first as HTMLElement).getByRole('button', { name: T.descargarReciboDe(conceptoPlan(300, 40), '14/03/2026') })).toBeInTheDocument();
    expect(second).toHaveTextContent(conceptoProducto('REPSE'));
    expect(second).toHaveTextContent(T.sinImporte);
    expect(second).toHaveTextContent('Activo');
    expect(within(second as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('si el servidor falla lo dice y ofrece reintentar', async () => {
    renderTable(() => envelopeResponse(500, { codigo: 500, respuesta: null, mensaje: 'Ocurrió un error inesperado' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.error);
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
