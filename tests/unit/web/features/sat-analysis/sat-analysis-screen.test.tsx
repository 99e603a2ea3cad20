// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSatAnalysisPage, TSatAnalysisRow } from '../../../../../src/shared/contracts/sat-analysis.contract';
import { SatAnalysisHomeCard } from '../../../../../src/web/features/sat-analysis/components/sat-analysis-home-card';
import { SatAnalysisScreen } from '../../../../../src/web/features/sat-analysis/components/sat-analysis-screen';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { buildUserMe } from '../../support/build-user-me';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

vi.mock('@tanstack/react-router', () => ({ Link: (props: { to: string; children?: unknown; className?: string }) => <a href={props.to} className={props.className}>{props.children as string}</a> }));

const COMPANY = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60';
const row = (overrides: Partial<TSatAnalysisRow>): TSatAnalysisRow => ({
  providerId: '00000000-0000-4000-8000-000000000001',
  name: 'Proveedor',
  rfc: 'AAA010101AA1',
  linkStatus: 'ACCEPTED',
  blacklist: false,
  situacion69b: null,
  situacion69bLabel: null,
  fecha69b: null,
  articulo69: [],
  servicios: 0,
  ...overrides,
});
const ROWS = [
  row({ providerId: '00000000-0000-4000-8000-000000000001', name: 'Constructora Ñandú', rfc: 'ÑAN010101AB1', blacklist: true, situacion69b: 'definitivo', situacion69bLabel: 'Definitivo', fecha69b: '05/06/2024', articulo69: [{ list: 'firmes', label: 'Artículo 69: Firmes', date: '01/02/2025' }], servicios: 2 }),
  row({ providerId: '00000000-0000-4000-8000-000000000002', name: 'Servicios Álamo', rfc: 'SAL010101AB2', linkStatus: 'PENDING' }),
];
const COUNTS = { TODOS: 2, DEFINITIVO: 1, PRESUNTO: 0, DESVIRTUADO: 0, SENTENCIA_FAVORABLE: 0, ARTICULO_69: 1, SIN_COINCIDENCIAS: 1 };
const page = (items: TSatAnalysisRow[] = ROWS): TSatAnalysisPage => ({
  items,
  total: items.length,
  offset: 0,
  limit: 50,
  counts: COUNTS,
  listasConsultadas: [
    { list: '69b', label: 'Listado 69-B', publishedAt: '15/11/2026' },
    { list: 'firmes', label: 'Artículo 69: Firmes', publishedAt: '14/11/2026' },
  ],
});
const HISTORY = { items: [{ id: '00000000-0000-4000-8000-0000000000a1', rfc: 'XAXX010101000', found: false, userName: 'Mariana López', createdAt: '2026-11-20T18:30:00.000Z' }], total: 1, page: 1, pageSize: 20 };

type Answer = (url: URL) => Response;
const ok = (respuesta: unknown) => envelopeResponse(200, { codigo: 0, respuesta, mensaje: 'ok' });

function renderScreen(answer: Answer = (url) => (url.pathname.endsWith('/history') ? ok(HISTORY) : ok(page())), hasProduct = true) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => answer(new URL(String(input), 'http://localhost')));
  vi.stubGlobal('fetch', fetchMock);
  const lookup = vi.fn<(dialog: { opened: boolean; onClose: () => void }) => null>(() => null);
  renderWithProviders(
    <SatAnalysisScreen
      companyId={COMPANY}
      companyRfc="CDE0101019X1"
      hasProduct={hasProduct}
      renderLookup={(dialog) => (dialog.opened ? <dialog open>Consulta un nuevo proveedor</dialog> : lookup(dialog))}
    />,
  );
  const calls = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
  return { user: userEvent.setup(), fetchMock, calls };
}

describe('Análisis 69 y 69B (SAT): /dashboard/sat69b', () => {
  beforeEach(() => resetSessionForTests());
  afterEach(() => vi.unstubAllGlobals());

  it('muestra las listas consultadas, los chips con conteos y la tabla con la etiqueta de lista negra', async () => {
    renderScreen();
    expect(await screen.findByText('Constructora Ñandú')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Análisis 69 y 69B (SAT)' })).toBeTruthy();
    expect(screen.getByText(/Listado 69-B publicado el 15\/11\/2026 · Artículo 69: Firmes publicado el 14\/11\/2026/)).toBeTruthy();
    expect(screen.getByText('Definitivos (1)')).toBeTruthy();
    expect(screen.getByText('Sin coincidencias (1)')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Proveedores frente a los listados del SAT' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(within(header as HTMLElement).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Proveedor', 'RFC', 'Lista negra', 'Situación 69-B', 'Fecha', 'Artículo 69', 'Servicios']);
    expect(within(first as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Constructora Ñandú', 'ÑAN010101AB1', 'PERTENECE', 'Definitivo', '05/06/2024', 'Artículo 69: Firmes (01/02/2025)', '2']);
    expect(within(second as HTMLElement).getByText('NO PERTENECE')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Invitación pendiente')).toBeTruthy();
  });

  it('un chip pide al servidor solo esa situación', async () => {
    const { user, calls } = renderScreen();
    await screen.findByText('Constructora Ñandú');
    await user.click(screen.getByText('Definitivos (1)'));
    await waitFor(() => expect(calls().some((u) => u.searchParams.get('situacion') === 'DEFINITIVO')).toBe(true));
    const asked = calls().find((u) => u.searchParams.get('situacion') === 'DEFINITIVO');
    expect(asked?.pathname).toBe('/api/v1/general/analisis69/providers');
    expect(asked?.searchParams.get('companyId')).toBe(COMPANY);
    expect(asked?.searchParams.get('offset')).toBe('0');
  });

  it('la búsqueda llega al servidor con lo escrito, después de la pausa', async () => {
    const { user, calls } = renderScreen();
    await screen.findByText('Constructora Ñandú');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre o RFC' }), 'ñandu');
    await waitFor(() => expect(calls().some((u) => u.searchParams.get('q') === 'ñandu')).toBe(true), { timeout: 3000 });
    expect(calls().filter((u) => u.searchParams.has('q')).at(-1)?.searchParams.get('offset')).toBe('0');
  });

  it("sin proveedores muestra 'No se encontraron datos'", async () => {
    renderScreen(() => ok(page([])));
    expect(await screen.findByText('No se encontraron datos')).toBeTruthy();
  });

  it('si la carga falla muestra el error con Reintentar', async () => {
    renderScreen(() => envelopeResponse(500, { codigo: 500, respuesta: null, mensaje: 'Ocurrió un error en el servidor.' }));
    expect(await screen.findByText('No se pudo cargar el análisis. Intente de nuevo.')).toBeTruthy();
    expect(screen.getByText('Ocurrió un error en el servidor.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('sin el producto LISTAS_NEGRAS_SAT muestra el aviso y no consulta', () => {
    const { fetchMock } = renderScreen(undefined, false);
    expect(screen.getByText(/requiere el producto adicional Listas negras del SAT/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Descargar excel' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('si el servidor responde 403 también muestra el aviso del producto', async () => {
    renderScreen(() => envelopeResponse(403, { codigo: 403, respuesta: null, mensaje: 'Su empresa no tiene habilitado el producto adicional.' }));
    expect(await screen.findByText(/requiere el producto adicional Listas negras del SAT/)).toBeTruthy();
  });

  it('Descargar excel pide el archivo del filtro y se deshabilita mientras descarga', async () => {
    let release: (response: Response) => void = () => {};
    const createObjectURL = vi.fn<() => string>(() => 'blob:xlsx');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn<() => void>() });
    const { user, calls } = renderScreen((url) =>
      url.pathname.endsWith('/descargaExcel')
        ? (new Promise<Response>((resolve) => (release = resolve)) as unknown as Response)
        : ok(page()),
    );
    await screen.findByText('Constructora Ñandú');
    await user.click(screen.getByRole('button', { name: 'Descargar excel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Descargar excel' })).toBeDisabled());
    release(new Response(new Uint8Array([80, 75, 3, 4]), { status: 200, headers: { 'content-disposition': 'attachment; filename="analisis-69-69b-CDE0101019X1-2026-11-20.xlsx"' } }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Descargar excel' })).toBeEnabled());
    const asked = calls().find((u) => u.pathname.endsWith('/descargaExcel'));
    expect(asked?.searchParams.get('companyId')).toBe(COMPANY);
    expect(asked?.searchParams.get('situacion')).toBe('TODOS');
  });

  it('Consultar abre el diálogo de consulta de RFC', async () => {
    const { user } = renderScreen();
    await screen.findByText('Constructora Ñandú');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Consulta un nuevo proveedor');
  });

  it('la pestaña de historial muestra las consultas de la empresa', async () => {
    const { user, calls } = renderScreen();
    await screen.findByText('Constructora Ñandú');
    await user.click(screen.getByRole('tab', { name: 'Historial de búsquedas' }));
    expect(await screen.findByText('XAXX010101000')).toBeTruthy();
    expect(screen.getByText('Mariana López')).toBeTruthy();
    expect(screen.getByText('Sin coincidencias', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(screen.getByText('20/11/2026 12:30')).toBeTruthy();
    expect(calls().some((u) => u.pathname === '/api/v1/general/analisis69/history')).toBe(true);
  });
});

describe("tarjeta de inicio 'Análisis 69 y 69B (SAT)'", () => {
  const renderCard = (products: ('REPSE' | 'LISTAS_NEGRAS_SAT')[]) =>
    renderWithProviders(<SatAnalysisHomeCard user={buildUserMe({}, { additionalProducts: products })} renderLookup={(dialog) => (dialog.opened ? <dialog open>Consulta un nuevo proveedor</dialog> : null)} />);

  it('con LISTAS_NEGRAS_SAT ofrece Ver reporte y Consultar', async () => {
    renderCard(['REPSE', 'LISTAS_NEGRAS_SAT']);
    const card = screen.getByRole('region', { name: 'Análisis 69 y 69B (SAT)' });
    expect(within(card).getByRole('link', { name: 'Ver reporte' })).toHaveAttribute('href', '/dashboard/sat69b');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Consultar' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Consulta un nuevo proveedor');
  });

  it('sin el producto no aparece', () => {
    renderCard(['REPSE']);
    expect(screen.queryByRole('region', { name: 'Análisis 69 y 69B (SAT)' })).toBeNull();
  });
});
