// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from '../../../../../src/web/features/auth/components/sign-in-form';
import type { SignInOutcome } from '../../../../../src/web/features/auth/hooks/use-sign-in';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { buildUserMe } from '../../support/build-user-me';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

function renderForm() {
  const onSignedIn = vi.fn<(outcome: SignInOutcome) => void>();
  const onForgotPassword = vi.fn<() => void>();
  renderWithProviders(<SignInForm onSignedIn={onSignedIn} onForgotPassword={onForgotPassword} />);
  return { onSignedIn, onForgotPassword, user: userEvent.setup() };
}

const emailField = () => screen.getByLabelText(/correo electrónico/i);
const passwordField = () => screen.getByLabelText(/^contraseña/i);
const submitButton = () => screen.getByRole('button', { name: 'Iniciar sesión' });

describe('formulario de inicio de sesión', () => {
  beforeEach(() => resetSessionForTests());

  it('muestra el título y los campos con etiquetas accesibles', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Mantener la sesión abierta' })).not.toBeChecked();
  });

  it('exige correo y contraseña al enviar vacío, sin llamar al servidor', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderForm();

    await user.click(submitButton());

    expect(await screen.findByText('El correo electrónico es requerido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rechaza un correo con formato inválido', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    const { user } = renderForm();

    await user.type(emailField(), 'mariana-sin-arroba');
    await user.type(passwordField(), 'Cualquier.Cosa1');
    await user.click(submitButton());

    expect(await screen.findByText('Debe ser un correo válido')).toBeInTheDocument();
    expect(screen.queryByText('La contraseña es requerida')).not.toBeInTheDocument();
  });

  it('muestra el mensaje del servidor en el área de alertas cuando las credenciales no son válidas', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse(400, { codigo: 400, respuesta: null, mensaje: 'Usuario o contraseña incorrectos.' }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, onSignedIn } = renderForm();

    await user.type(emailField(), '  admin@corporativo.demo ');
    await user.type(passwordField(), 'Contraseña.Incorrecta');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos.');
    expect(onSignedIn).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/login');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'admin@corporativo.demo', password: 'Contraseña.Incorrecta', keepSession: false });
  });

  it('muestra el mensaje genérico cuando no hay conexión', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const { user } = renderForm();

    await user.type(emailField(), 'admin@corporativo.demo');
    await user.type(passwordField(), 'Avala.Demo.2026');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error inesperado. Inténtelo más tarde.');
  });

  it('al entrar carga al usuario y entrega el destino según sus datos', async () => {
    const tokens = { accessToken: 'token-de-acceso', tokenExpire: new Date(Date.now() + 600_000).toISOString(), sessionExpiresAt: new Date(Date.now() + 7_200_000).toISOString(), userId: '0b6f7c2a-1d2e-4f3a-8b9c-0d1e2f3a4b5c' };
    const me = buildUserMe();
    const fetchMock = vi.fn<(url: string) => Promise<Response>>(async (url) =>
      url.endsWith('/auth/login') ? envelopeResponse(200, { codigo: 0, respuesta: tokens, mensaje: '' }) : envelopeResponse(200, { codigo: 0, respuesta: me, mensaje: '' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user, onSignedIn } = renderForm();

    await user.type(emailField(), 'admin@corporativo.demo');
    await user.type(passwordField(), 'Avala.Demo.2026');
    await user.click(screen.getByRole('checkbox', { name: 'Mantener la sesión abierta' }));
    await user.click(submitButton());

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ kind: 'signedIn', user: { completeName: 'Mariana López Hernández' }, destination: { to: '/dashboard', serviceType: 'repse' } });
    const meCall = fetchMock.mock.calls.find(([url]) => url === '/api/v1/users/me') as unknown as [string, RequestInit];
    expect((meCall[1].headers as Record<string, string>).authorization).toBe('Bearer token-de-acceso');
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({ keepSession: true });
  });

  it('pasa al segundo paso cuando el servidor pide el código de verificación', async () => {
    const challenge = { challengeId: '5d2c8a1e-3b4f-4c6d-9e8f-0a1b2c3d4e5f', otpLength: 5, expiresAt: new Date(Date.now() + 300_000).toISOString(), passwordPolicyList: [] };
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => envelopeResponse(200, { codigo: 0, respuesta: challenge, mensaje: 'Enviamos un código de verificación a su correo electrónico.' })));
    const { user, onSignedIn } = renderForm();

    await user.type(emailField(), 'admin@corporativo.demo');
    await user.type(passwordField(), 'Avala.Demo.2026');
    await user.click(submitButton());

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ kind: 'otp', challenge }));
  });

  it('permite mostrar la contraseña y cambiar al modo de restablecer', async () => {
    const { user, onForgotPassword } = renderForm();
    await user.type(passwordField(), 'secreta');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(passwordField()).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));
    expect(onForgotPassword).toHaveBeenCalled();
  });
});
