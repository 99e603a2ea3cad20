// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TPayrollEmployeeRow } from '../../../../../src/shared/contracts/payroll.contract';
import { PayrollEmployeesTable } from '../../../../../src/web/features/service-stages/components/payroll/payroll-employees-table';
import { renderWithProviders } from '../../support/render-app';

const base: TPayrollEmployeeRow = {
  id: '1f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e61',
  uuid: 'AAAAAAAA-0000-4000-8000-000000000001',
  fileId: '2f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e62',
  fullName: 'ANA CORRECTA',
  curp: 'MARL900514MDFRMC05',
  rfc: 'MARL900514KT3',
  nss: '12109012345',
  employeeNumber: '0107',
  dailySalary: '363.26',
  sbc: '363.26',
  paidDays: '15.000',
  periodicity: 'Quincenal',
  totalPerceptions: '5186.10',
  totalDeductions: '252.91',
  imss: '130.09',
  isr: '122.82',
  net: '4933.19',
  isrConcept: { amount: '122.82', aportaciones: null, calculado: '122.82', importeCalculado: '122.82', diferencia: '0.00' },
  imssConcept: { amount: '130.09', aportaciones: null, calculado: '130.09', importeCalculado: '130.09', diferencia: '0.00' },
  validation: { status: 'CORRECTO', flags: [] },
  working: {
    isr: {
      working: { year: 2026, days: 15, taxable: '5186.10', monthlyBase: '10510.50', lowerLimit: '7168.52', fixedFee: '420.95', ratePercent: '10.88', excess: '3341.98', monthlyTax: '784.56', periodTax: '387.12', subsidyMonthly: '535.65', subsidyPeriod: '264.30', isr: '122.82' },
      message: null,
    },
    imss: {
      working: {
        year: 2026,
        days: 15,
        uma: '117.31',
        sbc: '363.26',
        sbcCapped: '363.26',
        branches: [{ key: 'invalidezVida', label: 'Invalidez y vida', base: '5448.90', ratePercent: '0.625', amount: '34.06' }],
        imss: '130.09',
      },
      message: null,
    },
  },
};
const high: TPayrollEmployeeRow = {
  ...base,
  id: '1f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e71',
  fullName: 'BRUNO ISR ALTO',
  isr: '130.32',
  isrConcept: { amount: '130.32', aportaciones: null, calculado: '122.82', importeCalculado: '122.82', diferencia: '7.50' },
  validation: { status: 'CON_ERRORES', flags: [{ code: 'ISR_DIFERENCIA', severity: 'error', message: 'El ISR retenido ($130.32) no coincide con el calculado ($122.82): diferencia de $7.50.' }] },
};

describe('tabla de empleados de un periodo de nómina: ISR e IMSS recalculados', () => {
  it('el ISR con diferencia mayor a un peso muestra timbrado, calculado y diferencia; el correcto solo su importe; las marcas con su motivo', () => {
    renderWithProviders(<PayrollEmployeesTable employees={[base, high]} />);
    const [, right, wrong] = screen.getAllByRole('row');
    if (!right || !wrong) throw new Error('rows missing');
    expect(within(right).queryByText(/Diferencia/)).toBeNull();
    expect(within(right).getByText('Correcto')).toBeTruthy();
    expect(within(wrong).getByText('Timbrado: $130.32')).toBeTruthy();
    expect(within(wrong).getByText('Calculado: $122.82')).toBeTruthy();
    expect(within(wrong).getByText('Diferencia: $7.50')).toBeTruthy();
    expect(within(wrong).getByText('Con errores')).toBeTruthy();
    expect(within(wrong).getByText(high.validation.flags[0]?.message ?? '')).toBeTruthy();
  });

  it('«¿Cómo se calculó?» nombra al trabajador, se alcanza con el teclado y explica ISR e IMSS por rama', async () => {
    renderWithProviders(<PayrollEmployeesTable employees={[base, high]} />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: '¿Cómo se calculó? BRUNO ISR ALTO' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cálculo de BRUNO ISR ALTO' });
    for (const text of ['$10,510.50', '$7,168.52', '$420.95', '10.88 %', '$387.12', '$264.30', 'Invalidez y vida', '0.625 %', '$34.06', '$7.50']) expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(dialog).getByText(high.validation.flags[0]?.message ?? '')).toBeTruthy();
  });
});
