/**
 * The paid-payroll list ("Lista de nómina pagada", spec 2 §2 requirement card): the template's
 * columns, one worker per row. Beyond Nombre, CURP, RFC and NSS, the columns follow what a client
 * checks against the payroll CFDI (DOMAIN-MX: Nómina 1.2 Receptor and totals, SubContratacion).
 */
export const PAYROLL_LIST_REQUIREMENT = 'Lista de nómina pagada';
export const PAYROLL_LIST_TEMPLATE_FILE = 'Plantilla lista de nomina pagada.xlsx';
export const PAYROLL_LIST_SHEET = 'Lista de nómina';

/** Nómina 1.2 PeriodicidadPago codes. */
export const PAY_FREQUENCIES = ['01 Diario', '02 Semanal', '03 Catorcenal', '04 Quincenal', '05 Mensual', '10 Decenal', '99 Otra'] as const;

export type PayrollColumnKind = 'text' | 'curp' | 'rfc' | 'nss' | 'date' | 'days' | 'money' | 'percent' | 'frequency';

/**
 * The first six columns are the ones the upload reads and checks (issue 22); the rest are optional
 * and kept only in the filed workbook.
 */
export const PAYROLL_LIST_COLUMNS = [
  { header: 'Nombre', kind: 'text', width: 36 },
  { header: 'CURP', kind: 'curp', width: 22 },
  { header: 'RFC', kind: 'rfc', width: 16 },
  { header: 'NSS', kind: 'nss', width: 14 },
  { header: 'Salario diario', kind: 'money', width: 16 },
  { header: 'Días pagados', kind: 'days', width: 12 },
  { header: 'Número de empleado', kind: 'text', width: 18 },
  { header: 'Fecha de inicio de la relación laboral', kind: 'date', width: 20 },
  { header: 'Periodicidad de pago', kind: 'frequency', width: 18 },
  { header: 'Fecha inicial de pago', kind: 'date', width: 16 },
  { header: 'Fecha final de pago', kind: 'date', width: 16 },
  { header: 'Fecha de pago', kind: 'date', width: 16 },
  { header: 'Salario base de cotización', kind: 'money', width: 16 },
  { header: 'Salario diario integrado', kind: 'money', width: 16 },
  { header: 'Total de percepciones', kind: 'money', width: 16 },
  { header: 'Total de deducciones', kind: 'money', width: 16 },
  { header: 'Neto pagado', kind: 'money', width: 16 },
  { header: 'RFC del cliente donde labora', kind: 'rfc', width: 18 },
  { header: 'Porcentaje de tiempo', kind: 'percent', width: 14 },
] as const satisfies readonly { header: string; kind: PayrollColumnKind; width: number }[];

/** The two worker lists of a service-month: the paid-payroll list and the SUA worker data. */
export const WORKER_LIST_KINDS = ['LISTA', 'SUA'] as const;
export type WorkerListKind = (typeof WORKER_LIST_KINDS)[number];

export const SUA_TEMPLATE_FILE = 'Plantilla SUA trabajadores.xlsx';
export const SUA_SHEET = 'SUA';

/** The SUA worker-data template (when the SUA program's own export is not at hand); the last two are optional. */
export const SUA_COLUMNS = [
  { header: 'NSS', kind: 'nss', width: 14 },
  { header: 'CURP', kind: 'curp', width: 22 },
  { header: 'Nombre', kind: 'text', width: 36 },
  { header: 'Días cotizados', kind: 'days', width: 14 },
  { header: 'SBC', kind: 'money', width: 14 },
  { header: 'Ausentismos', kind: 'days', width: 14 },
  { header: 'Incapacidades', kind: 'days', width: 14 },
] as const satisfies readonly { header: string; kind: PayrollColumnKind; width: number }[];

/** Largest list accepted in one file: a provider with 3,000 workers fits with room. */
export const WORKER_LIST_MAX_ROWS = 5_000;
/** Largest list file (xlsx or CSV). */
export const WORKER_LIST_MAX_BYTES = 5 * 1024 * 1024;
/** Row errors sent back at most; the message tells the full count. */
export const WORKER_LIST_MAX_ERRORS = 300;

/** The folder, under the service's folder in the provider's vault, where each kind is filed per month. */
export const WORKER_LIST_FOLDERS: Record<WorkerListKind, string> = { LISTA: 'Lista de nómina pagada', SUA: 'SUA' };
