// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPayrollEmployeeRow, TPayrollPeriodDetail } from '../../../../../src/shared/contracts/payroll.contract';
import { PayrollPeriodDetail } from '../../../../../src/web/features/service-stages/components/payroll/payroll-period-detail';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const SERVICE = '00000000-0000-4000-8000-000000000001';
const PERIOD = '00000000-0000-4000-8000-000000000002';
const zero = { amount: '0.00', aportaciones: null, calculado: '0.00', importeCalculado: '0.00', diferencia: '0.00' };
const employee = (i: number): TPayrollEmployeeRow => ({
  id: `00000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`,
  uuid: `AAAAAAAA-0000-4000-8000-${String(i).padStart(12, '0')}`,
  fileId: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
  fullName: `TRABAJADOR ${String(i)}`,
  curp: '',
  rfc: '',
  nss: '',
  employeeNumber: String(i),
  dailySalary: null,
  sbc: null,
  paidDays: null,
  periodicity: 'Quincenal',
  totalPerceptions: null,
  totalDeductions: null,
  imss: null,
  isr: null,
  net: null,
  isrConcept: zero,
  imssConcept: zero,
  validation: { status: 'CORRECTO', flags: [] },
  working: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('detalle de un periodo de nómina', () => {
  it('pide al servidor una página a la vez, con el chip y la búsqueda, y muestra las cuentas de cada chip', { timeout: 20_000 }, async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(String(url));
        const params = new URL(String(url), 'http://x').searchParams;
        const offset = Number(params.get('offset') ?? 0);
        const total = params.get('hallazgos') === 'CON_ERRORES' ? 1 : params.get('q') ? 1 : 120;
        const detail: TPayrollPeriodDetail = {
          period: { id: PERIOD, name: 'Quincenal del 01/11/2026 al 15/11/2026', startDate: '2026-11-01', endDate: '2026-11-15', periodicity: '04', folderId: null, employees: 120 },
          employees: Array.from({ length: Math.min(50, total - offset) }, (_, i) => employee(offset + i)),
          total,
          counts: { TODOS: 120, CON_ERRORES: 1, CON_ADVERTENCIAS: 0 },
        };
        return envelopeResponse(200, { codigo: 0, respuesta: detail, mensaje: '' });
      }),
    );
    renderWithProviders(<PayrollPeriodDetail serviceId={SERVICE} periodId={PERIOD} viewerCompanyId={SERVICE} onBack={() => {}} />);
    expect(await screen.findByText('TRABAJADOR 0', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('1–50 de 120 empleados')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Con errores (1)' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('TRABAJADOR 50')).toBeTruthy();
    expect(urls.at(-1)).toContain('offset=50');

    await userEvent.click(screen.getByRole('radio', { name: 'Con errores (1)' }));
    await waitFor(() => expect(urls.at(-1)).toContain('hallazgos=CON_ERRORES'));
    expect(urls.at(-1)).not.toContain('offset=');

    await userEvent.click(screen.getByRole('radio', { name: 'Todos (120)' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por nombre, CURP, RFC o NSS' }), 'núñez');
    await waitFor(() => expect(urls.at(-1)).toContain(`q=${encodeURIComponent('núñez')}`), { timeout: 5_000 });
  });
});
