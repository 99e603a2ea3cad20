/**
 * RFC 8785 JSON Canonicalization Scheme: object keys sorted by UTF-16 code units, no whitespace,
 * numbers in ECMAScript shortest form (what JSON.stringify already does for finite numbers),
 * strings escaped as JSON.stringify does (RFC 8785 §3.2.2.2 matches it exactly).
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('JCS no admite NaN ni Infinity');
      return JSON.stringify(value);
    case 'string':
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
      const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
      // Default sort compares UTF-16 code units, which is what RFC 8785 §3.2.3 asks for.
      entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
    }
    default:
      throw new TypeError(`JCS no admite valores de tipo ${typeof value}`);
  }
}
