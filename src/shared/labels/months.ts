/** Months as every screen, mail, PDF and ZIP names them (spec 2 §9: Enero to Diciembre); index 0 is January. */
export const MONTH_NAMES = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'] as const;

/** 'Enero' for 1 … 'Diciembre' for 12. */
export const monthName = (month: number) => MONTH_NAMES[month - 1] ?? String(month);
