/** The value, or a thrown error naming what was missing: index access without `!` in tests. */
export function must<T>(value: T | null | undefined, what = 'valor'): T {
  if (value === null || value === undefined) throw new Error(`falta ${what}`);
  return value;
}
