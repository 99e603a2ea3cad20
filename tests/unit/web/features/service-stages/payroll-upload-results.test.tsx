// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPayrollUploadResult } from '../../../../../src/shared/contracts/payroll.contract';
import { PayrollUploadResults } from '../../../../../src/web/features/service-stages/components/payroll/payroll-upload-results';
import { renderWithProviders } from '../../support/render-app';

const result = (i: number, status: TPayrollUploadResult['status'] = 'SUBIDO'): TPayrollUploadResult => ({ fileName: `nomina-${String(i)}.xml`, status, message: status === 'SUBIDO' ? 'Subido' : 'Ya se ha subido' });

describe('resultado de una carga de CFDI de nómina', () => {
  it('con pocos archivos lista cada uno', () => {
    renderWithProviders(<PayrollUploadResults results={[result(1), result(2, 'DUPLICADO')]} total={3} />);
    expect(screen.getByText('2 de 3 archivos: 1 subido, 1 con problema.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Resultado por archivo' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('con miles de archivos lleva la cuenta y lista solo los que tuvieron un problema', () => {
    const results = Array.from({ length: 3000 }, (_, i) => result(i, i % 1000 === 7 ? 'ERROR' : 'SUBIDO'));
    renderWithProviders(<PayrollUploadResults results={results} total={3000} />);
    expect(screen.getByText('3,000 de 3,000 archivos: 2,997 subidos, 3 con problemas.')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Resultado por archivo' })).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-status'))).toEqual(['ERROR', 'ERROR', 'ERROR']);
  });
});
