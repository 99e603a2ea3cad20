import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../../src/server/lib/log-redaction';
import { toFieldErrors } from '../../../src/server/plugins/error-handler';

describe('errores por campo', () => {
  it('usa la ruta del campo y conserva el primer mensaje de cada uno', () => {
    const fields = toFieldErrors([
      { instancePath: '/email', message: 'Debe ser un correo válido', keyword: 'invalid_format', params: {} },
      { instancePath: '/email', message: 'otro', keyword: 'too_small', params: {} },
      { instancePath: '/representantes/0/curp', message: 'Campo requerido', keyword: 'invalid_type', params: {} },
    ]);
    expect(fields).toEqual({ email: 'Debe ser un correo válido', 'representantes.0.curp': 'Campo requerido' });
  });

  it('nombra cada campo desconocido y antepone el contexto cuando no es el cuerpo', () => {
    expect(toFieldErrors([{ instancePath: '/', message: 'x', keyword: 'unrecognized_keys', params: { keys: ['rol', 'admin'] } }])).toEqual({
      rol: 'Campo no permitido',
      admin: 'Campo no permitido',
    });
    expect(toFieldErrors([{ instancePath: '/size', message: 'Demasiado grande', keyword: 'too_big', params: {} }], 'querystring')).toEqual({
      'querystring.size': 'Demasiado grande',
    });
  });
});

describe('bitácora sin secretos', () => {
  it('oculta tokens en rutas y parámetros', () => {
    expect(redactUrl('/api/v1/users/resetPass/validate/abc123?x=1')).toBe('/api/v1/users/resetPass/validate/[oculto]?x=1');
    expect(redactUrl('/resetPassword?token=secreto&lang=es')).toBe('/resetPassword?token=[oculto]&lang=es');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
