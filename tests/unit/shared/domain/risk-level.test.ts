import { describe, expect, it } from 'vitest';
import { riskLevel, type RiskFacts } from '../../../../src/shared/domain/risk-level';

/** A provider with nothing to flag: everything accepted, REPSE current, clean lists and payroll. */
const clean: RiskFacts = {
  dueAcceptedShare: 1,
  due: 4,
  overdue: 0,
  rejected: 0,
  sat: 'NINGUNA',
  repse: 'CURRENT',
  filingsOverdue: false,
  payrollDifferences: 0,
  workersWithoutCfdi: 0,
  contract: 'VIGENTE',
};
const level = (changes: Partial<RiskFacts>) => riskLevel({ ...clean, ...changes });

describe('nivel de riesgo de un proveedor (issue 24)', () => {
  it('un proveedor sin alertas es BAJO y no trae motivos', () => {
    expect(level({})).toEqual({ level: 'BAJO', reasons: [] });
  });

  it.each([
    ['69-B Definitivo', { sat: 'DEFINITIVO' }, 'SAT_DEFINITIVO'],
    ['REPSE vencido', { repse: 'EXPIRED' }, 'REPSE_VENCIDO'],
    ['REPSE rechazado', { repse: 'INVALID' }, 'REPSE_RECHAZADO'],
    ['REPSE sin cargar', { repse: 'NOT_LOADED' }, 'REPSE_SIN_CARGAR'],
    ['menos del 50 % aceptado de lo ya vencido', { dueAcceptedShare: 0.49, due: 4 }, 'CUMPLIMIENTO_CRITICO'],
  ] as const)('ALTO por %s', (_, changes, reason) => {
    expect(level(changes)).toEqual({ level: 'ALTO', reasons: [reason] });
  });

  it.each([
    ['documentos vencidos', { overdue: 1 }, 'DOCUMENTOS_VENCIDOS'],
    ['documentos rechazados', { rejected: 2 }, 'DOCUMENTOS_RECHAZADOS'],
    ['69-B Presunto', { sat: 'PRESUNTO' }, 'SAT_PRESUNTO'],
    ['ICSOE o SISUB vencido', { filingsOverdue: true }, 'DECLARACIONES_VENCIDAS'],
    ['diferencias de nómina', { payrollDifferences: 3 }, 'DIFERENCIAS_NOMINA'],
    ['trabajadores sin CFDI', { workersWithoutCfdi: 1 }, 'TRABAJADORES_SIN_CFDI'],
    ['contrato vencido', { contract: 'VENCIDO' }, 'CONTRATO_VENCIDO'],
    ['menos del 80 % aceptado de lo ya vencido', { dueAcceptedShare: 0.5 }, 'CUMPLIMIENTO_BAJO'],
  ] as const)('MEDIO por %s', (_, changes, reason) => {
    expect(level(changes)).toEqual({ level: 'MEDIO', reasons: [reason] });
  });

  it('el 50 % exacto es MEDIO y el 80 % exacto es BAJO', () => {
    expect(level({ dueAcceptedShare: 0.5 }).level).toBe('MEDIO');
    expect(level({ dueAcceptedShare: 0.8 }).level).toBe('BAJO');
  });

  it('sin nada vencido aún en el mes (el mes en curso) el porcentaje no cuenta', () => {
    expect(level({ dueAcceptedShare: null, due: 0 })).toEqual({ level: 'BAJO', reasons: [] });
    expect(level({ dueAcceptedShare: 0, due: 0 })).toEqual({ level: 'BAJO', reasons: [] });
  });

  it('un dato desconocido no sube el nivel', () => {
    expect(level({ sat: 'SIN_CONSULTA', filingsOverdue: null, payrollDifferences: null, workersWithoutCfdi: null })).toEqual({ level: 'BAJO', reasons: [] });
  });

  it('REPSE en revisión, por vencer y un contrato por vencer o sin contrato no suben el nivel', () => {
    expect(level({ repse: 'REVIEW' }).level).toBe('BAJO');
    expect(level({ repse: 'EXPIRING' }).level).toBe('BAJO');
    expect(level({ contract: 'POR_VENCER' }).level).toBe('BAJO');
    expect(level({ contract: 'SIN_CONTRATO' }).level).toBe('BAJO');
  });

  it('junta todos los motivos en orden, los de ALTO primero', () => {
    expect(level({ sat: 'DEFINITIVO', overdue: 1, contract: 'VENCIDO', dueAcceptedShare: 0.1 })).toEqual({
      level: 'ALTO',
      reasons: ['SAT_DEFINITIVO', 'CUMPLIMIENTO_CRITICO', 'DOCUMENTOS_VENCIDOS', 'CONTRATO_VENCIDO'],
    });
  });
});
