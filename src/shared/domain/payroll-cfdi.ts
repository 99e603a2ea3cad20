import { periodicidadPagoLabel } from './payroll-periodicity';
import { formatIsoDay } from '../mx/dates';

/** What became of each uploaded payroll CFDI (spec 2 §5: a repeated UUID is 'Ya se ha subido'). */
export const PAYROLL_UPLOAD_STATUSES = ['SUBIDO', 'DUPLICADO', 'ERROR'] as const;
export type PayrollUploadStatus = (typeof PAYROLL_UPLOAD_STATUSES)[number];

/** Files per request (spec 2 §9: payroll upload batch size 10). */
export const PAYROLL_BATCH_SIZE = 10;

/** yyyy-MM-dd → dd/MM/yyyy. */
const ddmmyyyy = formatIsoDay;

/** A pay period's name, e.g. "Quincenal del 01/11/2026 al 15/11/2026" (also its vault folder). */
export const payrollPeriodName = (periodicity: string, startDate: string, endDate: string) =>
  `${periodicidadPagoLabel(periodicity)} del ${ddmmyyyy(startDate)} al ${ddmmyyyy(endDate)}`;
