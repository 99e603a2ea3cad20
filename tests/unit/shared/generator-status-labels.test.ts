import { describe, expect, it } from 'vitest';
import { GENERATOR_REPORT, generatorActions, generatorPaymentLabel, generatorStatusLabel, reportStatusLabel } from '../../../src/shared/domain/generator';

describe('one status label map for screens, PDF and export (issue 10 §3)', () => {
  it('the export reads the same status labels as the screens', () => {
    for (const status of ['DRAFT', 'REVISION', 'APPROVED', 'REJECTED', 'DISABLED', 'STORED', 'PAID']) expect(reportStatusLabel(status)).toBe(generatorStatusLabel(status));
    expect(generatorStatusLabel('APPROVED')).toBe('Aprobado');
    expect(generatorStatusLabel('DRAFT')).toBe('En proceso');
  });

  it('payment only means something after approval', () => {
    expect(generatorPaymentLabel({ status: 'DRAFT', statusPago: 'PENDING' })).toBe('No aplica');
    expect(generatorPaymentLabel({ status: 'REJECTED', statusPago: 'PENDING' })).toBe('No aplica');
    expect(generatorPaymentLabel({ status: 'APPROVED', statusPago: 'PENDING' })).toBe('Pendiente de pago');
    expect(generatorPaymentLabel({ status: 'PAID', statusPago: 'PAID' })).toBe('Pagado');
    expect(generatorPaymentLabel({ status: 'STORED', statusPago: 'PENDING', statusBeforeStore: 'DRAFT' })).toBe('No aplica');
  });

  it('the export header says Ciudad and a rejected generator can be edited again', () => {
    expect(GENERATOR_REPORT.columns).toContain('Ciudad');
    expect(generatorActions.canEdit('REJECTED')).toBe(true);
    expect(generatorActions.canEdit('REVISION')).toBe(false);
  });
});
