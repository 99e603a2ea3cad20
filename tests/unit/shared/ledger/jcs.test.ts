import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../../src/shared/ledger/jcs';

describe('JSON canónico RFC 8785 (JCS)', () => {
  it('ordena las llaves por unidades UTF-16, también anidadas, y omite espacios', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
    // RFC 8785 §3.2.3 example: "\u20ac" (€) sorts after "\r", "1", "\u0080", "ö" and before the emoji (surrogates).
    const sorted = canonicalJson({ '\u20ac': 'Euro Sign', '\r': 'Carriage Return', '\ufb33': 'Hebrew Letter Dalet With Dagesh', '1': 'One', '\ud83d\ude00': 'Emoji: Grinning Face', '\u0080': 'Control', '\u00f6': 'Latin Small Letter O With Diaeresis' });
    expect(Object.values(JSON.parse(sorted) as Record<string, string>)).toContain('Euro Sign');
    expect([...sorted.matchAll(/"([^"]+)":"/g)].map((m) => m[1])).toEqual(['\\r', '1', '\u0080', '\u00f6', '\u20ac', '\ud83d\ude00', '\ufb33']);
  });

  it('escribe los números en la forma ECMAScript más corta (vectores del RFC 8785 apéndice B)', () => {
    const vectors: Array<[number, string]> = [
      [0, '0'],
      [-0, '0'],
      [1e21, '1e+21'],
      [1e-7, '1e-7'],
      [333333333.3333333, '333333333.3333333'],
      [4.5, '4.5'],
      [0.000001, '0.000001'],
      [1e23, '1e+23'],
      [9007199254740991, '9007199254740991'],
      [-1.7976931348623157e308, '-1.7976931348623157e+308'],
      [5e-324, '5e-324'],
    ];
    for (const [value, text] of vectors) expect(canonicalJson(value)).toBe(text);
    expect(() => canonicalJson(Number.NaN)).toThrow('JCS no admite NaN ni Infinity');
    expect(() => canonicalJson(Number.POSITIVE_INFINITY)).toThrow('JCS no admite NaN ni Infinity');
  });

  it('escapa solo lo obligatorio y deja el unicode tal cual', () => {
    expect(canonicalJson({ texto: 'Ñandú "México"\n\u0001\u2028€😀\\/' })).toBe('{"texto":"Ñandú \\"México\\"\\n\\u0001\u2028€😀\\\\/"}');
    // RFC 8785 §3.2.2.2: lone surrogates are serialized escaped, as ECMAScript's well-formed JSON.stringify does.
    expect(canonicalJson('\udead')).toBe('"\\udead"');
  });

  it('reproduce el ejemplo del RFC 8785 §3.2.2', () => {
    const input = { numbers: [333333333.3333333, 1e30, 4.5, 2e-3, 0.000000000000000000000000001], string: '\u20ac$\u000F\u000aA\'\u0042\u0022\u005c\\"/', literals: [null, true, false] };
    expect(canonicalJson(input)).toBe('{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}');
  });
});
