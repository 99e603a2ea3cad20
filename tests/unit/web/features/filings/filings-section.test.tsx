// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFilingKindState, TProviderFilings } from '../../../../../src/shared/contracts/filings.contract';
import { ClientFilingsTable } from '../../../../../src/web/features/filings/components/client-filings-table';
import { FilingsSection } from '../../../../../src/web/features/filings/components/filings-section';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const PROVIDER = '00000000-0000-4000-8000-0000000000a1';
const CLIENT = '00000000-0000-4000-8000-0000000000c1';
const owed: TFilingKindState = { status: 'POR_PRESENTAR', acknowledgement: null };
const DATA: TProviderFilings = {
  providerId: PROVIDER,
  name: 'Servicios Ñandú',
  rfc: 'SNA200101AB1',
  canUpload: true,
  periods: [
    { year: 2026, period: 3, first: '2026-09-01', last: '2026-12-31', due: '2027-01-17', current: true, enServicio: true, ICSOE: owed, SISUB: owed },
    {
      year: 2026,
      period: 2,
      first: '2026-05-01',
      last: '2026-08-31',
      due: '2026-09-17',
      current: false,
      enServicio: true,
      ICSOE: { status: 'VENCIDO', acknowledgement: null },
      SISUB: { status: 'PRESENTADO', acknowledgement: { fileId: '00000000-0000-4000-8000-0000000000f1', fileName: 'acuse-sisub.pdf', uploadedAt: '2026-09-10T18:00:00.000Z' } },
    },
    // Before the provider's first service: nothing to file, no downloads, no uploads.
    { year: 2026, period: 1, first: '2026-01-01', last: '2026-04-30', due: '2026-05-17', current: false, enServicio: false, ICSOE: { status: 'VENCIDO', acknowledgement: null }, SISUB: { status: 'VENCIDO', acknowledgement: null } },
  ],
};

const ok = (respuesta: unknown) => envelopeResponse(200, { codigo: 0, respuesta, mensaje: 'ok' });

function renderSection(answer: (url: URL) => Response = () => ok(DATA), clientId?: string) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => answer(new URL(String(input), 'http://localhost')));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<FilingsSection providerId={PROVIDER} {...(clientId ? { clientId } : {})} />);
  return { user: userEvent.setup(), calls: () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')) };
}

describe('FilingsSection: declaraciones ICSOE y SISUB', () => {
  beforeEach(() => resetSessionForTests());

  it('muestra cada periodo con su vencimiento, sus estados, el acuse y las descargas del proveedor', async () => {
    renderSection();
    const current = await screen.findByRole('region', { name: 'Septiembre–diciembre 2026' });
    expect(within(current).getByText('En curso')).toBeTruthy();
    expect(within(current).getByText('Vence 17/01/2027')).toBeTruthy();
    expect(within(current).getAllByText('Por presentar')).toHaveLength(2);
    const previous = screen.getByRole('region', { name: 'Mayo–agosto 2026' });
    expect(within(previous).getByText('Vencido')).toBeTruthy();
    expect(within(previous).getByText('Presentado')).toBeTruthy();
    expect(within(previous).getByRole('button', { name: 'acuse-sisub.pdf' })).toBeTruthy();
    expect(within(previous).getByText(/Presentado el 10\/09\/2026/)).toBeTruthy();
    expect(within(previous).getByRole('button', { name: 'Descargar SISUB (3 archivos)' })).toBeTruthy();
    expect(within(previous).getByRole('button', { name: 'Descargar ICSOE (xlsx)' })).toBeTruthy();
    expect(within(previous).getByRole('button', { name: 'Reemplazar acuse SISUB' })).toBeTruthy();
    expect(within(previous).getByRole('button', { name: 'Subir acuse ICSOE' })).toBeTruthy();
    const before = screen.getByRole('region', { name: 'Enero–abril 2026' });
    expect(within(before).getByText('Sin servicio en el periodo')).toBeTruthy();
    expect(within(before).queryByText('Vencido')).toBeNull();
    expect(within(before).queryByRole('button')).toBeNull();
  });

  it('Descargar ICSOE pide el xlsx del periodo', async () => {
    const createObjectURL = vi.fn<() => string>(() => 'blob:xlsx');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn<() => void>() });
    const { user, calls } = renderSection((url) => (url.pathname.endsWith('/icsoe') ? new Response(new Uint8Array([80, 75, 3, 4]), { status: 200, headers: { 'content-disposition': 'attachment; filename="ICSOE-SNA200101AB1-2026-2.xlsx"' } }) : ok(DATA)));
    const previous = await screen.findByRole('region', { name: 'Mayo–agosto 2026' });
    await user.click(within(previous).getByRole('button', { name: 'Descargar ICSOE (xlsx)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls().some((u) => u.pathname.endsWith(`/filings/${PROVIDER}/2026/2/icsoe`))).toBe(true);
  });

  it('el cliente solo ve los estados: sin descargas ni acuses por subir', async () => {
    renderSection(() => ok({ ...DATA, canUpload: false }), CLIENT);
    await screen.findByRole('region', { name: 'Mayo–agosto 2026' });
    expect(screen.getByText('Estado de las declaraciones de su proveedor (solo lectura).')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Descargar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /acuse/ })).toBeNull();
  });

  it('muestra el error con Reintentar cuando no carga', async () => {
    let fail = true;
    const { user } = renderSection(() => (fail ? envelopeResponse(500, { codigo: 500, respuesta: null, mensaje: 'Error interno' }) : ok(DATA)));
    expect(await screen.findByText('No se pudieron cargar las declaraciones. Intente de nuevo.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByRole('region', { name: 'Mayo–agosto 2026' })).toBeTruthy();
  });
});

describe('ClientFilingsTable: el cliente ve el estado de sus proveedores', () => {
  beforeEach(() => resetSessionForTests());

  it('pide el periodo vencido más reciente y muestra un renglón por proveedor con sus dos estados', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      ok({
        year: 2026,
        period: 2,
        due: '2026-09-17',
        providers: [
          { providerId: PROVIDER, name: 'Servicios Ñandú', rfc: 'SNA200101AB1', enServicio: true, ICSOE: 'VENCIDO', SISUB: 'PRESENTADO' },
          { providerId: CLIENT, name: 'Transportes Sin Servicio', rfc: 'TSS200101AB1', enServicio: false, ICSOE: 'VENCIDO', SISUB: 'VENCIDO' },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ClientFilingsTable clientId={CLIENT} today={new Date('2026-11-20T18:00:00Z')} />);
    const table = await screen.findByRole('table', { name: 'Declaraciones ICSOE y SISUB de sus proveedores' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Servicios Ñandú', 'SNA200101AB1', 'Vencido', 'Presentado']);
    // Without an accepted service in the period there is nothing to file for this client: no Vencido.
    expect(within(second as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Transportes Sin Servicio', 'TSS200101AB1', 'Sin servicio en el periodo']);
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(asked.pathname).toContain(`/filings/client/${CLIENT}/providers`);
    expect([asked.searchParams.get('year'), asked.searchParams.get('period')]).toEqual(['2026', '2']);
  });

  it('sin proveedores lo dice', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => ok({ year: 2026, period: 2, due: '2026-09-17', providers: [] })));
    renderWithProviders(<ClientFilingsTable clientId={CLIENT} />);
    expect(await screen.findByText('No tiene proveedores vinculados.')).toBeTruthy();
  });
});
