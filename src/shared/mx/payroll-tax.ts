/** The payroll recalculation's public face: ISR (LISR art. 96) and the worker's IMSS quotas. */
export { computeImss, type ImssBranch, type ImssInput, type ImssWorking } from './imss';
export { computeIsr, type IsrInput, type IsrWorking } from './isr';
export { PAYROLL_DIFFERENCE_TOLERANCE, type TaxOutcome } from './tax-outcome';
