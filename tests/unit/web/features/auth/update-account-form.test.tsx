// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../support/fill';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdateAccountForm } from '../../../../../src/web/features/auth/components/update-account-form';
import type { ActivationResult } from '../../../../../src/web/features/auth/hooks/use-activate-account';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { buildUserMe } from '../../support/build-user-me';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const newPassword = () => screen.getByLabelText(/^contraseña nueva/i);
const confirmation = () => screen.getByLabelText(/^confirmar contraseña/i);
const submit = () => screen.getByRole('button', { name: 'Actualizar contraseña' });

const numberPolicy = { policyType: 'PASSWORD_NUMBER', description: 'Al menos un número', valueType: 'BOOLEAN', value: 'true', active: true, applicableInUpdatePassword: true };

function renderForm() {
  const onActivated = vi.fn<(result: ActivationResult) => void>();
  renderWithProviders(<UpdateAccountForm onActivated={onActivated} />);
  return { onActivated, user: userEvent.setup() };
}

// Typing in jsdom is slow on a shared machine; the steps themselves never wait on time.
describe('activación de la cuenta (actualizar contraseña)', { timeout: 20_000 }, () => {
  beforeEach(() => resetSessionForTests());

  it('valida solo al enviar, con los mensajes de la especificación', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse(200, { codigo: 0, respuesta: { passwordPolicyList: [] }, mensaje: '' }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderForm();

    await fill(user, newPassword(), 'corta');
    expect(screen.queryByText('La contraseña no puede ser menor a 10 caracteres')).not.toBeInTheDocument();
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('');

    await user.click(submit());
    expect(await screen.findByText('La contraseña no puede ser menor a 10 caracteres')).toBeInTheDocument();
    expect(screen.getByText('El campo es requerido')).toBeInTheDocument();
    expect(screen.getByText('Si no acepta los términos y condiciones no se puede concluir el registro de usuario.')).toBeInTheDocument();
    expect(screen.getByText('Si no acepta el aviso de privacidad no se puede concluir el registro de usuario.')).toBeInTheDocument();

    await user.clear(newPassword());
    await fill(user, newPassword(), 'Una.Clave.Demasiado.Larga.2026');
    await fill(user, confirmation(), 'otra');
    await user.click(submit());
    expect(await screen.findByText('La contraseña no puede ser mayor a 20 caracteres')).toBeInTheDocument();
    // Only the password policies were read; nothing was sent.
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/v1/users/me/policies']);
  });

  it('los enlaces abren el aviso de privacidad y los términos en otra pestaña', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'aviso de privacidad' })).toHaveAttribute('href', '/docs/aviso-privacidad.pdf');
    expect(screen.getByRole('link', { name: 'aviso de privacidad' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute('href', '/docs/terminos.pdf');
  });

  it('muestra las políticas que rechazó el servidor', async () => {
    const politicas = [
      { policyType: 'PASSWORD_SPECIAL_CHAR', description: 'Al menos un carácter especial', valueType: 'BOOLEAN', value: 'true', active: true, applicableInUpdatePassword: true, hasError: true },
      { policyType: 'PASSWORD_NUMBER', description: 'Al menos un número', valueType: 'BOOLEAN', value: 'true', active: true, applicableInUpdatePassword: true, hasError: false },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        envelopeResponse(400, { codigo: 400, respuesta: { campos: { newPassword: 'La contraseña no cumple con las políticas de seguridad.' }, politicas }, mensaje: 'La contraseña no cumple con las políticas de seguridad.' }),
      ),
    );
    const { user, onActivated } = renderForm();
    await fill(user, newPassword(), 'Abcdefghij1');
    await fill(user, confirmation(), 'Abcdefghij1');
    await user.click(screen.getByRole('checkbox', { name: /aviso de privacidad/ }));
    await user.click(screen.getByRole('checkbox', { name: /términos y condiciones/ }));
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La contraseña no cumple con las políticas de seguridad.');
    expect(alert).toHaveTextContent('Al menos un carácter especial');
    expect(alert).not.toHaveTextContent('Al menos un número');
    expect(onActivated).not.toHaveBeenCalled();
  });

  it('activa, recarga el usuario y decide a dónde seguir', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
        if (String(input).endsWith('/users/me/activate')) return envelopeResponse(200, { codigo: 0, respuesta: null, mensaje: 'Activación exitosa' });
        if (String(input).endsWith('/users/me/policies')) return envelopeResponse(200, { codigo: 0, respuesta: { passwordPolicyList: [numberPolicy] }, mensaje: '' });
        return envelopeResponse(200, { codigo: 0, respuesta: buildUserMe({ updatedPassword: true }), mensaje: '' });
      }),
    );
    const { user, onActivated } = renderForm();
    await fill(user, newPassword(), 'Nueva.Clave.2026');
    await fill(user, confirmation(), 'Nueva.Clave.2026');
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('Alto');
    // The same rules block as the reset page: the policy checklist follows what was typed.
    expect(screen.getByText('Requisitos de la contraseña')).toBeInTheDocument();
    expect(screen.getByText('Al menos un número').closest('li')).toHaveAttribute('data-state', 'met');
    await user.click(screen.getByRole('checkbox', { name: /aviso de privacidad/ }));
    await user.click(screen.getByRole('checkbox', { name: /términos y condiciones/ }));
    await user.click(submit());

    expect(await screen.findByText('Activación exitosa')).toBeInTheDocument();
    await waitFor(() => expect(onActivated).toHaveBeenCalledWith({ message: 'Activación exitosa', destination: { to: '/dashboard', serviceType: 'repse' } }));
    expect(calls).toEqual(['GET /api/v1/users/me/policies', 'PUT /api/v1/users/me/activate', 'GET /api/v1/users/me']);
  });
});
