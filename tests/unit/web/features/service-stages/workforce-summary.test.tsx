// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAssortDataRow, TServiceWorkers, TWorkforcePeriod } from '../../../../../src/shared/contracts/workforce-summary.contract';
import { ServiceWorkersDialog } from '../../../../../src/web/features/service-stages/components/workforce/service-workers-dialog';
import { WorkforceSummaryScreen } from '../../../../../src/web/features/service-stages/components/workforce/workforce-summary-screen';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const SERVICE = '00000000-0000-4000-8000-000000000001';
const v = (value: string | null, ok = true) => ({ value, ok: value !== null && ok });
const row = (name: string, over: Partial<TAssortDataRow> = {}): TAssortDataRow => ({
  name,
  curpPayroll: v(`CURP${name}`),
  rfcPayroll: v(`RFC${name}`),
  nssPayroll: v(`NSS${name}`),
  curpSua: v(`CURP${name}`),
  nssSua: v(`NSS${name}`),
  curpCfdi: v(`CURP${name}`),
  rfcCfdi: v(`RFC${name}`),
  nssCfdi: v(`NSS${name}`),
  reasons: [],
  cfdiCount: 1,
  errors: 0,
  warnings: 0,
  messages: [],
  isrDifference: '0.00',
  imssDifference: '0.00',
  ...over,
});
const period = (rows: TAssortDataRow[]): TWorkforcePeriod => ({
  year: 2026,
  month: 11,
  yearMonth: '2026-11',
  monthString: 'Noviembre',
  status: 'error',
  resumenRequirementList: [],
  hasDataPayRoll: true,
  hasDataSua: false,
  hasDataCfdi: true,
  workers: rows.length,
  standingOut: 1,
  assortDataRowList: rows,
});
const answer = (respuesta: unknown) => envelopeResponse(200, { codigo: 0, respuesta, mensaje: '' });

afterEach(() => vi.unstubAllGlobals());

describe('RESUMEN TRABAJADORES PUESTOS A DISPOSICIÓN', () => {
  it('muestra el mes con sus puntos, las filas que destacan arriba con su motivo y las marcas de cada columna', { timeout: 20_000 }, async () => {
    const rows = [row('RUBÉN', { reasons: ['SIN_SUA'], curpSua: v(null), nssSua: v(null) }), row('ANA', { curpSua: v('OTRA', false) })];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (String(url).includes('/month/') ? answer({ periodList: [period(rows)] }) : answer({ periodList: [{ ...period([]), assortDataRowList: [] }] }))),
    );
    renderWithProviders(<WorkforceSummaryScreen serviceId={SERVICE} serviceName="Limpieza" opened onClose={() => {}} stageSummary={{ stageName: 'Cumplimiento', open: () => {} }} />);
    expect(await screen.findByText('RESUMEN TRABAJADORES PUESTOS A DISPOSICIÓN')).toBeTruthy();
    expect(await screen.findByText('RUBÉN', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Noviembre 2026: Con errores' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByLabelText('Lista de nómina: con datos').length).toBe(1);
    expect(screen.getAllByLabelText('SUA: sin datos').length).toBe(12);
    expect(screen.getByText('LISTA DE NÓMINA')).toBeTruthy();
    expect(screen.getByText('CFDI DE NÓMINA')).toBeTruthy();
    const bodyRows = screen.getAllByRole('row').slice(2);
    expect(within(bodyRows[0] as HTMLElement).getByText('RUBÉN')).toBeTruthy();
    expect(within(bodyRows[0] as HTMLElement).getByText('Con CFDI pero no en el SUA')).toBeTruthy();
    expect(bodyRows[0]?.getAttribute('data-standing-out')).toBe('true');
    expect(within(bodyRows[0] as HTMLElement).getAllByLabelText('Sin dato')).toHaveLength(2);
    expect(within(bodyRows[1] as HTMLElement).getAllByLabelText('No coincide')).toHaveLength(1);
    expect(within(bodyRows[1] as HTMLElement).getAllByLabelText('Coincide')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Resumen de Cumplimiento' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar' })).toBeTruthy();
  });

  it('sin meses con datos dice que no hay información', { timeout: 20_000 }, async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer({ periodList: [] })));
    renderWithProviders(<WorkforceSummaryScreen serviceId={SERVICE} serviceName="Limpieza" opened onClose={() => {}} />);
    expect(await screen.findByText('No hay información disponible', {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('EMPLEADOS', () => {
  it('busca en el servidor por nombre y carga más páginas', { timeout: 20_000 }, async () => {
    const worker = (name: string) => ({ name, curp: `CURP${name}`, rfc: null, nss: '10601000002', yearMonths: ['2026-10', '2026-11'], openFlags: 2, errors: 1, warnings: 1, gaps: [] });
    const fetchMock = vi.fn<(url: string) => Promise<Response>>(async (url) => {
      const u = new URL(String(url), 'http://localhost');
      const q = u.searchParams.get('q');
      const offset = Number(u.searchParams.get('offset'));
      const page: TServiceWorkers = q
        ? { total: 1, offset: 0, limit: 50, rows: [{ ...worker('MARÍA JOSÉ NÚÑEZ'), openFlags: 3, gaps: [{ yearMonth: '2026-11', reason: 'SIN_SUA' }] }] }
        : { total: 2, offset, limit: 50, rows: [worker(offset ? 'ZOE' : 'ANA')] };
      return answer(page);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ServiceWorkersDialog serviceId={SERVICE} opened onClose={() => {}} />);
    expect(await screen.findByText('ANA', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('2 empleados')).toBeTruthy();
    expect(screen.getAllByText('Noviembre 2026').length).toBeGreaterThan(0);
    expect(screen.getAllByText('2 observaciones abiertas').length).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('ZOE')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Buscar por nombre, CURP o NSS'), 'nunez');
    expect(await screen.findByText('MARÍA JOSÉ NÚÑEZ', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('Con CFDI pero no en el SUA · Noviembre 2026')).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('q=nunez'))).toBe(true));
  });
});
