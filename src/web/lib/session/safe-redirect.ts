/**
 * The remembered origin travels in `?redirect=`; anyone can craft that link, so only a path of
 * this app is accepted (no scheme, no `//host`, no backslash tricks, no API paths).
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  if (value === '/' || value.startsWith('/?') || value.startsWith('/api')) return undefined;
  return value;
}
