// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TRiskPage, TRiskRow } from '../../../../../src/shared/contracts/risk-board.contract';
import { RiskBoardScreen } from '../../../../../src/web/features/risk-board/components/risk-board-screen';
import { RiskHomeCard } from '../../../../../src/web/features/risk-board/components/risk-home-card';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { buildUserMe } from '../../support/build-user-me';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, params, children, ...rest }: { to: string; params?: Record<string, string>; children?: unknown; className?: string; 'aria-label'?: string }) => (
    <a href={Object.entries(params ?? {}).reduce((path, [k, v]) => path.replace(`$${k}`, v), to)} className={rest.className} aria-label={rest['aria-label']}>
      {children as string}
    </a>
  ),
}));

const COMPANY = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60';
const NOW = new Date('2026-06-20T18:00:00Z');
const MONTHS = ['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];
const row = (overrides: Partial<TRiskRow>): TRiskRow => ({
  providerId: '00000000-0000-4000-8000-000000000001',
  name: 'Proveedor',
  rfc: 'AAA010101AA1',
  linkStatus: 'ACCEPTED',
  level: 'BAJO',
  reasons: [],
  acceptedShare: 1,
  expected: 2,
  due: 2,
  trend: [null, null, null, null, null, null, 1, 1, 1, 1, 1, 1],
  overdue: 0,
  rejected: 0,
  sat: 'NINGUNA',
  repse: 'CURRENT',
  filings: 'SIN_DATO',
  payrollDifferences: null,
  workersWithoutCfdi: null,
  contract: 'VIGENTE',
  ...overrides,
});
const ROWS = [
  row({
    providerId: '00000000-0000-4000-8000-000000000001',
    name: 'Grupo Ordóñez',
    level: 'ALTO',
    reasons: ['SAT_DEFINITIVO', 'DOCUMENTOS_VENCIDOS'],
    sat: 'DEFINITIVO',
    acceptedShare: 0.25,
    overdue: 3,
  }),
  // The month still runs: nothing of it is due yet.
  row({ providerId: '00000000-0000-4000-8000-000000000002', name: 'Bodegas del Bajío', level: 'MEDIO', reasons: ['DOCUMENTOS_RECHAZADOS'], rejected: 1, acceptedShare: 0.5, due: 0 }),
  row({ providerId: '00000000-0000-4000-8000-000000000003', name: 'Ángeles Limpieza' }),
];
const page = (overrides: Partial<TRiskPage> = {}): TRiskPage => ({
  items: ROWS,
  total: ROWS.length,
  offset: 0,
  limit: 50,
  counts: { ALTO: 1, MEDIO: 1, BAJO: 1 },
  providers: 3,
  services: ['Limpieza de oficinas', 'Vigilancia'],
  period: '2026-06',
  months: MONTHS,
  computing: false,
  ...overrides,
});
const ok = (respuesta: unknown) => envelopeResponse(200, { codigo: 0, respuesta, mensaje: 'ok' });

function renderScreen(answer: (url: URL) => Response = () => ok(page()), allowed = true) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => answer(new URL(String(input), 'http://localhost')));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<RiskBoardScreen companyId={COMPANY} allowed={allowed} now={NOW} />);
  const calls = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
  return { user: userEvent.setup(), fetchMock, calls };
}

describe('Tablero de riesgos: /dashboard/riesgos', () => {
  beforeEach(() => resetSessionForTests());
  afterEach(() => vi.unstubAllGlobals());

  it('muestra los conteos por nivel, la fórmula y la tabla; el proveedor abre su expediente', async () => {
    const { calls } = renderScreen();
    expect(await screen.findByText('Grupo Ordóñez')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tablero de riesgos' })).toBeTruthy();
    expect(screen.getByText('Alto (1)')).toBeTruthy();
    expect(screen.getByText('Todos (3)')).toBeTruthy();
    expect(screen.getByRole('button', { name: '¿Cómo se calcula el nivel?' })).toHaveAttribute('aria-expanded', 'false');
    const table = screen.getByRole('table', { name: 'Riesgo por proveedor' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByLabelText(/Nivel Alto: En el listado 69-B como definitivo · Documentos vencidos/)).toBeTruthy();
    expect(within(first as HTMLElement).getByText('25 %')).toBeTruthy();
    expect(within(first as HTMLElement).queryByText('en curso')).toBeNull();
    const running = within(table).getByText('Bodegas del Bajío').closest('tr') as HTMLElement;
    expect(within(running).getByText('en curso')).toHaveAttribute('title', 'Nada de este mes ha vencido aún: el porcentaje no sube el nivel.');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Abrir el expediente de Grupo Ordóñez' })).toHaveAttribute('href', `/expedientes/${ROWS[0]?.providerId ?? ''}`);
    expect(within(first as HTMLElement).getAllByText(/Tendencia de 2025-07 a 2026-06: sin dato, .*, 100 %/).length).toBeGreaterThan(0);
    const [request] = calls();
    expect(request?.pathname).toBe(`/api/v1/riesgos/${COMPANY}`);
    expect(Object.fromEntries(request?.searchParams ?? [])).toMatchObject({ sort: 'nivel', dir: 'asc', period: '2026-06', offset: '0', limit: '50' });
  });

  it('ordena en el servidor: por nombre ascendente y luego descendente, con aria-sort', async () => {
    const { user, calls } = renderScreen();
    await screen.findByText('Grupo Ordóñez');
    expect(screen.getByRole('columnheader', { name: /Nivel/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Ordenar por Proveedor' }));
    await waitFor(() => expect(calls().at(-1)?.searchParams.get('sort')).toBe('nombre'));
    expect(calls().at(-1)?.searchParams.get('dir')).toBe('asc');
    expect(screen.getByRole('columnheader', { name: /Proveedor/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Ordenar por Proveedor' }));
    await waitFor(() => expect(calls().at(-1)?.searchParams.get('dir')).toBe('desc'));
    expect(screen.getByRole('columnheader', { name: /Proveedor/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('el chip de nivel filtra en el servidor', async () => {
    const { user, calls } = renderScreen();
    await screen.findByText('Grupo Ordóñez');
    await user.click(screen.getByText('Medio (1)'));
    await waitFor(() => expect(calls().at(-1)?.searchParams.get('nivel')).toBe('MEDIO'));
  });

  it('sin proveedores: No se ha configurado el tablero de riesgos, sin botón de descarga', async () => {
    renderScreen(() => ok(page({ items: [], total: 0, providers: 0, counts: { ALTO: 0, MEDIO: 0, BAJO: 0 }, services: [] })));
    expect(await screen.findByText('No se ha configurado el tablero de riesgos')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Descargar Reporte Diario' })).toBeNull();
  });

  it('mientras el tablero se calcula por primera vez lo dice y lo vuelve a pedir', async () => {
    let asked = 0;
    renderScreen(() => {
      asked += 1;
      return ok(asked === 1 ? page({ items: [], total: 0, counts: { ALTO: 0, MEDIO: 0, BAJO: 0 }, services: [], computing: true }) : page());
    });
    expect(await screen.findByText('Calculando el tablero de riesgos…')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Riesgo por proveedor' })).toBeNull();
    expect(await screen.findByText('Grupo Ordóñez', undefined, { timeout: 6_000 })).toBeTruthy();
    expect(screen.queryByText('Calculando el tablero de riesgos…')).toBeNull();
  }, 10_000);

  it('si el cálculo falla mientras decía «Calculando» deja de pedirlo, muestra el error y Reintentar lo pide de nuevo', async () => {
    let asked = 0;
    const { user } = renderScreen(() => {
      asked += 1;
      if (asked === 1) return ok(page({ items: [], total: 0, counts: { ALTO: 0, MEDIO: 0, BAJO: 0 }, services: [], computing: true }));
      if (asked === 2) return envelopeResponse(503, { codigo: 503, respuesta: null, mensaje: 'Servicio no disponible' });
      return ok(page());
    });
    expect(await screen.findByText('Calculando el tablero de riesgos…')).toBeTruthy();
    expect(await screen.findByText('No se pudo cargar el tablero de riesgos. Intente de nuevo.', undefined, { timeout: 6_000 })).toBeTruthy();
    expect(screen.queryByText('Calculando el tablero de riesgos…')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(asked).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Grupo Ordóñez')).toBeTruthy();
  }, 15_000);

  it('sin canAccessRiesgos no pide nada y lo dice', async () => {
    const { fetchMock } = renderScreen(undefined, false);
    expect(await screen.findByText('Su usuario no tiene acceso al tablero de riesgos.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Descargar Reporte Diario pide el xlsx con los filtros', async () => {
    const { user, calls } = renderScreen((url) =>
      url.pathname.endsWith('/reporte-diario')
        ? new Response(new Blob(['xlsx']), { status: 200, headers: { 'content-disposition': 'attachment; filename="ReporteDiario-20-06-2026.xlsx"' } })
        : ok(page()),
    );
    await screen.findByText('Grupo Ordóñez');
    await user.click(screen.getByRole('button', { name: 'Descargar Reporte Diario' }));
    await waitFor(() => expect(calls().some((u) => u.pathname === `/api/v1/riesgos/${COMPANY}/reporte-diario`)).toBe(true));
  });
});

describe('tarjeta Mi tablero de riesgo', () => {
  beforeEach(() => resetSessionForTests());
  afterEach(() => vi.unstubAllGlobals());

  it('con acceso muestra los conteos por nivel y el enlace al tablero', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => ok(page({ items: [], counts: { ALTO: 4, MEDIO: 2, BAJO: 7 }, providers: 13 }))),
    );
    renderWithProviders(<RiskHomeCard user={buildUserMe({}, { id: COMPANY, status: 'PREMIUM' })} />);
    const card = screen.getByRole('region', { name: 'Mi tablero de riesgo' });
    expect(await within(card).findByText('4')).toBeTruthy();
    expect(within(card).getByText('7')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Ver tablero' })).toHaveAttribute('href', '/dashboard/riesgos');
  });

  it('sin canAccessRiesgos (PYME) no aparece', () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderWithProviders(<RiskHomeCard user={buildUserMe({}, { id: COMPANY, status: 'PYME' })} />);
    expect(screen.queryByRole('region', { name: 'Mi tablero de riesgo' })).toBeNull();
  });
});
