/** The message of a whole list (e.g. "at least one"), as react-hook-form reports it for a field array. */
export function listErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  const root = (error as { root?: { message?: unknown } }).root?.message;
  return typeof root === 'string' && root ? root : undefined;
}
