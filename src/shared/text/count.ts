/**
 * "1 día", "3 días": a count with the noun phrase that agrees with it. Spanish has one singular
 * (exactly 1) and one plural for everything else, including 0 ("0 días").
 */
export function countOf(n: number, singular: string, plural: string): string {
  return `${n.toLocaleString('es-MX')} ${n === 1 ? singular : plural}`;
}
