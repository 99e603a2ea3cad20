/**
 * SAT catalogue c_PeriodicidadPago (CFDI Nómina 1.2, Receptor@PeriodicidadPago): code → Spanish
 * label. Shared by the contract's CFDI frequency and the payroll CFDI checks.
 */
export const PERIODICIDAD_PAGO = {
  '01': 'Diario',
  '02': 'Semanal',
  '03': 'Catorcenal',
  '04': 'Quincenal',
  '05': 'Mensual',
  '06': 'Bimestral',
  '07': 'Unidad obra',
  '08': 'Comisión',
  '09': 'Precio alzado',
  '10': 'Decenal',
  '99': 'Otra periodicidad',
} as const;

export type PeriodicidadPago = keyof typeof PERIODICIDAD_PAGO;
export const PERIODICIDAD_PAGO_CODES = Object.keys(PERIODICIDAD_PAGO) as [PeriodicidadPago, ...PeriodicidadPago[]];

/** Spec 2 §5/§9: the contract's CFDI frequency defaults to Quincenal. */
export const DEFAULT_CFDI_FREQUENCY: PeriodicidadPago = '04';

/** The label of a code, or the code itself when it is not in the catalogue. */
export const periodicidadPagoLabel = (code: string): string => (PERIODICIDAD_PAGO as Record<string, string>)[code] ?? code;
