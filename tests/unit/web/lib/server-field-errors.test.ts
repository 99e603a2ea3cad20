import { describe, expect, it } from 'vitest';
import { applyServerFieldErrors } from '../../../../src/web/lib/forms/server-field-errors';
import { ApiError } from '../../../../src/web/lib/http/api-error';
import { blobToBase64, bytesToBase64 } from '../../../../src/web/lib/base64';

type Form = { email: string; address: { zip: string }; password: string };

function recorder() {
  const calls: [string, { type?: string; message?: string }, { shouldFocus?: boolean } | undefined][] = [];
  return { calls, form: { setError: (name: string, error: { type?: string; message?: string }, options?: { shouldFocus?: boolean }) => void calls.push([name, error, options]) } };
}

describe('applyServerFieldErrors', () => {
  it('pone cada mensaje del 400 bajo su campo, con el tipo server', () => {
    const { calls, form } = recorder();
    const error = new ApiError({ status: 400, campos: { email: 'Correo no válido', 'address.zip': 'Código postal no válido' } });
    expect(applyServerFieldErrors<Form>(form, error)).toBe(2);
    expect(calls).toEqual([
      ['email', { type: 'server', message: 'Correo no válido' }, { shouldFocus: false }],
      ['address.zip', { type: 'server', message: 'Código postal no válido' }, { shouldFocus: false }],
    ]);
  });

  it('omite los campos que el formulario no muestra y enfoca el primero aplicado', () => {
    const { calls, form } = recorder();
    const applied = applyServerFieldErrors<Form>(form, { 'headers.x': 'No', password: 'Muy corta', email: 'Correo no válido' }, { fields: ['email', 'password'], focusFirst: true, type: 'provider' });
    expect(applied).toBe(2);
    expect(calls.map(([name, error, options]) => [name, error.type, options?.shouldFocus])).toEqual([
      ['password', 'provider', true],
      ['email', 'provider', false],
    ]);
  });

  it('sin campos del servidor no toca el formulario', () => {
    const { calls, form } = recorder();
    expect(applyServerFieldErrors<Form>(form, new ApiError({ status: 500 }))).toBe(0);
    expect(applyServerFieldErrors<Form>(form, undefined)).toBe(0);
    expect(calls).toEqual([]);
  });
});

describe('base64', () => {
  it('codifica bytes y Blobs igual que Node, también por encima del tamaño de un bloque', async () => {
    const bytes = Uint8Array.from({ length: 0x8000 * 2 + 5 }, (_, i) => (i * 31) % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(await blobToBase64(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'));
    expect(bytesToBase64(new Uint8Array())).toBe('');
  });
});
