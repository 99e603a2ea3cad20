import type { ImssBranchKey } from '../mx/imss-rates';

/** What the ISR and IMSS recalculation says when it cannot answer, and the IMSS branches' names. */
export const MENSAJES_CALCULO_NOMINA = {
  sinTablaIsr: (year: number) => `Sin tabla de ISR para ${String(year)}`,
  sinUma: (year: number) => `Sin UMA publicada para ${String(year)}`,
  sinDias: 'El CFDI no tiene días pagados: no se puede recalcular.',
  fechaPagoInvalida: 'El CFDI no tiene una fecha de pago válida: no se puede recalcular.',
} as const;

export const IMSS_BRANCH_LABELS = {
  enfermedadExcedente: 'Enfermedad y maternidad (excedente de 3 UMA)',
  prestacionesDinero: 'Prestaciones en dinero',
  gastosMedicosPensionados: 'Gastos médicos de pensionados',
  invalidezVida: 'Invalidez y vida',
  cesantiaVejez: 'Cesantía en edad avanzada y vejez',
} as const satisfies Record<ImssBranchKey, string>;
