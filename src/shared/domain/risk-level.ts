import type { RepseStatus } from './compliance';

/**
 * The risk level of a provider on the client's Tablero de riesgos (issue 24): one pure rule, used by
 * the server (levels, counts, sort, the daily report) and described on screen by RISK_FORMULA.
 */
export const RISK_LEVELS = ['ALTO', 'MEDIO', 'BAJO'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** The provider's place on the SAT 69-B list: SIN_CONSULTA when no 69-B list has been imported yet. */
export const RISK_SAT_STATES = ['DEFINITIVO', 'PRESUNTO', 'NINGUNA', 'SIN_CONSULTA'] as const;
export type RiskSatState = (typeof RISK_SAT_STATES)[number];

/** The worst validity among the provider's contracts with the client. */
export const RISK_CONTRACT_STATES = ['VIGENTE', 'POR_VENCER', 'VENCIDO', 'SIN_CONTRATO'] as const;
export type RiskContractState = (typeof RISK_CONTRACT_STATES)[number];

/** Why a provider is not BAJO, in the order the reasons are shown. */
export const RISK_REASONS = [
  'SAT_DEFINITIVO',
  'REPSE_VENCIDO',
  'REPSE_RECHAZADO',
  'REPSE_SIN_CARGAR',
  'CUMPLIMIENTO_CRITICO',
  'DOCUMENTOS_VENCIDOS',
  'DOCUMENTOS_RECHAZADOS',
  'SAT_PRESUNTO',
  'DECLARACIONES_VENCIDAS',
  'DIFERENCIAS_NOMINA',
  'TRABAJADORES_SIN_CFDI',
  'CONTRATO_VENCIDO',
  'CUMPLIMIENTO_BAJO',
] as const;
export type RiskReason = (typeof RISK_REASONS)[number];

/** Below this share of accepted documents among those already due in the month, the provider is ALTO. */
export const HIGH_RISK_SHARE = 0.5;
/** Below this share the provider is at least MEDIO. */
export const MEDIUM_RISK_SHARE = 0.8;

export interface RiskFacts {
  /**
   * Accepted ÷ deliveries of the month whose due date has passed (0–1); null when none has. A month's
   * deliveries fall due in the next one, so the month in progress never raises the level by itself.
   */
  dueAcceptedShare: number | null;
  /** Deliveries of the month already due (the share's denominator). */
  due: number;
  overdue: number;
  rejected: number;
  sat: RiskSatState;
  repse: RepseStatus;
  /** Whether an ICSOE or SISUB filing is Vencido; null when unknown (no filings data). */
  filingsOverdue: boolean | null;
  /** Payroll CFDIs of the month with ISR/IMSS differences or other error flags; null when unknown. */
  payrollDifferences: number | null;
  /** Workers of the paid-payroll list without a CFDI; null when unknown. */
  workersWithoutCfdi: number | null;
  contract: RiskContractState;
}

const HIGH: ReadonlySet<RiskReason> = new Set(['SAT_DEFINITIVO', 'REPSE_VENCIDO', 'REPSE_RECHAZADO', 'REPSE_SIN_CARGAR', 'CUMPLIMIENTO_CRITICO']);

/**
 * ALTO: 69-B Definitivo, REPSE vencido / rechazado / sin cargar, or less than 50 % accepted of
 * what is already due in the month. MEDIO: any overdue or rejected delivery, 69-B Presunto, a filing Vencido, payroll
 * differences, workers without CFDI, an expired contract, or less than 80 % accepted. Else BAJO.
 * Unknown facts (null, SIN_CONSULTA) never raise the level.
 */
export function riskLevel(facts: RiskFacts): { level: RiskLevel; reasons: RiskReason[] } {
  const found = new Set<RiskReason>();
  if (facts.sat === 'DEFINITIVO') found.add('SAT_DEFINITIVO');
  if (facts.repse === 'EXPIRED') found.add('REPSE_VENCIDO');
  if (facts.repse === 'INVALID') found.add('REPSE_RECHAZADO');
  if (facts.repse === 'NOT_LOADED') found.add('REPSE_SIN_CARGAR');
  const share = facts.due > 0 ? facts.dueAcceptedShare : null;
  if (share !== null && share < HIGH_RISK_SHARE) found.add('CUMPLIMIENTO_CRITICO');
  else if (share !== null && share < MEDIUM_RISK_SHARE) found.add('CUMPLIMIENTO_BAJO');
  if (facts.overdue > 0) found.add('DOCUMENTOS_VENCIDOS');
  if (facts.rejected > 0) found.add('DOCUMENTOS_RECHAZADOS');
  if (facts.sat === 'PRESUNTO') found.add('SAT_PRESUNTO');
  if (facts.filingsOverdue === true) found.add('DECLARACIONES_VENCIDAS');
  if ((facts.payrollDifferences ?? 0) > 0) found.add('DIFERENCIAS_NOMINA');
  if ((facts.workersWithoutCfdi ?? 0) > 0) found.add('TRABAJADORES_SIN_CFDI');
  if (facts.contract === 'VENCIDO') found.add('CONTRATO_VENCIDO');
  const reasons = RISK_REASONS.filter((r) => found.has(r));
  const level: RiskLevel = reasons.some((r) => HIGH.has(r)) ? 'ALTO' : reasons.length ? 'MEDIO' : 'BAJO';
  return { level, reasons };
}

/** Sort key of a level: Alto first. */
export const riskRank = (level: RiskLevel) => RISK_LEVELS.indexOf(level);
