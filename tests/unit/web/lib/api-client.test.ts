// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../support/setup-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../../src/web/lib/api-client';
import { ensureSessionRestored } from '../../../../src/web/lib/session/restore-session';
import { onSessionEnded } from '../../../../src/web/lib/session/session-events';
import { getSession, resetSessionForTests, startSession } from '../../../../src/web/lib/session/session-store';
import { envelopeResponse } from '../support/render-app';

const tokens = (accessToken: string, minutes = 10) => ({
  accessToken,
  tokenExpire: new Date(Date.now() + minutes * 60_000).toISOString(),
  sessionExpiresAt: new Date(Date.now() + 7_200_000).toISOString(),
  userId: '0b6f7c2a-1d2e-4f3a-8b9c-0d1e2f3a4b5c',
});

type Call = [string, RequestInit];
const authHeader = (call: unknown) => ((call as Call)[1].headers as Record<string, string>).authorization;

describe('cliente de la API', () => {
  beforeEach(() => resetSessionForTests());

  it('devuelve la respuesta del sobre y envía el token de acceso', async () => {
    startSession(tokens('acceso-1'));
    const fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse(200, { codigo: 0, respuesta: { ok: true }, mensaje: '' }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.get('/users/me')).resolves.toEqual({ ok: true });
    expect(authHeader(fetchMock.mock.calls[0])).toBe('Bearer acceso-1');
  });

  it('convierte un error del servidor en ApiError con mensaje y campos', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => envelopeResponse(400, { codigo: 400, respuesta: { campos: { email: 'Debe ser un correo válido' } }, mensaje: 'Los datos enviados no son válidos.' })));

    const error = await api.post('/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, codigo: 400, mensaje: 'Los datos enviados no son válidos.', campos: { email: 'Debe ser un correo válido' } });
  });

  it('ante un 401 renueva la sesión una vez y repite la llamada', async () => {
    startSession(tokens('vencido'));
    const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async (url, init) => {
      if (url === '/api/v1/auth/refresh') return envelopeResponse(200, { codigo: 0, respuesta: tokens('acceso-nuevo'), mensaje: '' });
      const bearer = (init.headers as Record<string, string>).authorization;
      return bearer === 'Bearer acceso-nuevo'
        ? envelopeResponse(200, { codigo: 0, respuesta: 'datos', mensaje: '' })
        : envelopeResponse(401, { codigo: 401, respuesta: null, mensaje: 'Su sesión ha expirado. Será redirigido al inicio.' });
    });
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.get('/users/me')).resolves.toBe('datos');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/users/me', '/api/v1/auth/refresh', '/api/v1/users/me']);
    expect(getSession().accessToken).toBe('acceso-nuevo');
  });

  it('si la renovación es rechazada cierra la sesión y avisa', async () => {
    startSession(tokens('vencido'));
    const ended = vi.fn<(reason: string) => void>();
    const unsubscribe = onSessionEnded(ended);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => envelopeResponse(401, { codigo: 401, respuesta: null, mensaje: 'Su sesión ha expirado. Será redirigido al inicio.' })));

    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(getSession().status).toBe('anonymous');
    expect(ended).toHaveBeenCalledWith('expired');
    unsubscribe();
  });

  it('sin conexión lanza el mensaje genérico', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 0, mensaje: 'Ocurrió un error inesperado. Inténtelo más tarde.' });
  });

  it('al iniciar recupera la sesión con la cookie, o queda sin sesión en silencio', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => envelopeResponse(200, { codigo: 0, respuesta: tokens('restaurado'), mensaje: '' })));
    await expect(ensureSessionRestored()).resolves.toBe(true);
    expect(getSession().accessToken).toBe('restaurado');

    resetSessionForTests();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => envelopeResponse(401, { codigo: 401, respuesta: null, mensaje: '' })));
    await expect(ensureSessionRestored()).resolves.toBe(false);
    expect(getSession().status).toBe('anonymous');
  });
});
