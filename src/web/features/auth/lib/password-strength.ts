import { passwordStrength, STRENGTH_LABELS } from '../../../../shared/domain/auth-policy';

export type StrengthScore = ReturnType<typeof passwordStrength>;

const COLORS = { 0: 'gray', 25: 'red', 50: 'orange', 75: 'teal', 100: 'green' } as const satisfies Record<StrengthScore, string>;

export interface StrengthReading {
  score: StrengthScore;
  /** Bajo, Medio, Alto, Muy alto; empty below 8 characters. */
  label: string;
  color: string;
}

/** The meter of spec 1 §5: 25 points per threshold (8, 10, 15 with an uppercase, 20 with a special character). */
export function readStrength(password: string): StrengthReading {
  const score = passwordStrength(password);
  return { score, label: STRENGTH_LABELS[score], color: COLORS[score] };
}
