import type { Plan } from '../domain/enums';

/** How each plan reads on screen (spec 1 §1, §9). */
export const PLAN_LABELS = {
  FREE: 'Gratuito',
  PYME: 'PyME',
  PREMIUM: 'Premium',
  CORPORATIVO: 'Corporativo',
  TEMP: 'Temporal',
} as const satisfies Record<Plan, string>;
