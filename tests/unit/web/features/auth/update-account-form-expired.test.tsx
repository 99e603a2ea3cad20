// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdateAccountForm } from '../../../../../src/web/features/auth/components/update-account-form';
import type { ActivationResult } from '../../../../../src/web/features/auth/hooks/use-activate-account';
import { passwordExpiryDays } from '../../../../../src/web/features/auth/lib/password-expiry-days';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import type { PolicyType, TPasswordPolicy } from '../../../../../src/shared/domain/auth-policy';
import { TEXTOS_VENCIMIENTO } from '../../../../../src/shared/labels/access';
import { buildUserMe } from '../../support/build-user-me';
import { fill } from '../../support/fill';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const newPassword = () => screen.getByLabelText(/^contraseña nueva/i);
const confirmation = () => screen.getByLabelText(/^confirmar contraseña/i);
const submit = () => screen.getByRole('button', { name: 'Actualizar contraseña' });

const policy = (policyType: PolicyType, value: string, active = true): TPasswordPolicy => ({ policyType, description: policyType, valueType: 'NUMERIC', value, active, applicableInUpdatePassword: false });
const expiry90 = policy('PASSWORD_EXPIRATION_DAYS', '90');
const numberPolicy: TPasswordPolicy = { policyType: 'PASSWORD_NUMBER', description: 'Al menos un número', valueType: 'BOOLEAN', value: 'true', active: true, applicableInUpdatePassword: true };

/** The API of a user whose password expired: policies, the renewal and the reloaded user. */
function stubApi(passwordPolicyList: TPasswordPolicy[]) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      calls.push({ call: `${init?.method ?? 'GET'} ${String(input)}`, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (String(input).endsWith('/users/me/activate')) return envelopeResponse(200, { codigo: 0, respuesta: null, mensaje: 'Contraseña actualizada correctamente' });
      if (String(input).endsWith('/users/me/policies')) return envelopeResponse(200, { codigo: 0, respuesta: { passwordPolicyList }, mensaje: '' });
      return envelopeResponse(200, { codigo: 0, respuesta: buildUserMe({ updatedPassword: true }), mensaje: '' });
    }),
  );
  return calls;
}

function renderExpired() {
  const onActivated = vi.fn<(result: ActivationResult) => void>();
  renderWithProviders(<UpdateAccountForm onActivated={onActivated} passwordExpired />);
  return { onActivated, user: userEvent.setup() };
}

// Typing in jsdom is slow on a shared machine; the steps themselves never wait on time.
describe('contraseña vencida en /update_account', { timeout: 20_000 }, () => {
  beforeEach(() => resetSessionForTests());

  it('dice que venció, con los días de la política, y no pide los avisos', async () => {
    stubApi([expiry90, numberPolicy]);
    renderExpired();
    expect(screen.getByRole('heading', { name: 'Su contraseña venció' })).toBeInTheDocument();
    expect(await screen.findByText('La política de seguridad de su empresa pide cambiar la contraseña cada 90 días. Elija una nueva para continuar.')).toBeInTheDocument();
    expect(screen.queryByText(/primera vez/)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'términos y condiciones' })).not.toBeInTheDocument();
    // The same password rules block as a first activation.
    expect(screen.getByText('Requisitos de la contraseña')).toBeInTheDocument();
  });

  it('valida solo la contraseña y la confirmación', async () => {
    const calls = stubApi([expiry90]);
    const { user, onActivated } = renderExpired();
    await fill(user, newPassword(), 'corta');
    await user.click(submit());
    expect(await screen.findByText('La contraseña no puede ser menor a 10 caracteres')).toBeInTheDocument();
    expect(screen.getByText('El campo es requerido')).toBeInTheDocument();
    expect(screen.queryByText(/no se puede concluir el registro/)).not.toBeInTheDocument();
    expect(calls.map((c) => c.call)).toEqual(['GET /api/v1/users/me/policies']);
    expect(onActivated).not.toHaveBeenCalled();
  });

  it('envía solo la contraseña nueva y sigue como la activación', async () => {
    const calls = stubApi([expiry90, numberPolicy]);
    const { user, onActivated } = renderExpired();
    await fill(user, newPassword(), 'Nueva.Clave.2026');
    await fill(user, confirmation(), 'Nueva.Clave.2026');
    expect(screen.getByText('Al menos un número').closest('li')).toHaveAttribute('data-state', 'met');
    await user.click(submit());

    expect(await screen.findByText('Contraseña actualizada correctamente')).toBeInTheDocument();
    await waitFor(() => expect(onActivated).toHaveBeenCalledWith({ message: 'Contraseña actualizada correctamente', destination: { to: '/dashboard', serviceType: 'repse' } }));
    expect(calls.map((c) => c.call)).toEqual(['GET /api/v1/users/me/policies', 'PUT /api/v1/users/me/activate', 'GET /api/v1/users/me']);
    expect(calls[1]?.body).toEqual({ newPassword: 'Nueva.Clave.2026', newPasswordConfirm: 'Nueva.Clave.2026' });
    // Still the expired-password screen while the success message shows.
    expect(screen.getByRole('heading', { name: 'Su contraseña venció' })).toBeInTheDocument();
  });

  it('sin la política a la mano, lo explica sin el número de días', async () => {
    stubApi([]);
    renderExpired();
    expect(await screen.findByText(TEXTOS_VENCIMIENTO.explicacion(null))).toBeInTheDocument();
  });
});

describe('días de vigencia de la política', () => {
  it('toma PASSWORD_EXPIRATION_DAYS activa y positiva; si no, ninguno', () => {
    expect(passwordExpiryDays([policy('PASSWORD_EXPIRATION_DAYS', '45')])).toBe(45);
    expect(passwordExpiryDays([policy('PASSWORD_EXPIRATION_DAYS', '45', false)])).toBeNull();
    expect(passwordExpiryDays([policy('PASSWORD_EXPIRATION_DAYS', '0')])).toBeNull();
    expect(passwordExpiryDays([policy('PASSWORD_HISTORY', '3')])).toBeNull();
    expect(passwordExpiryDays(undefined)).toBeNull();
  });

  it('dice «cada día» con un día', () => {
    expect(TEXTOS_VENCIMIENTO.explicacion(1)).toBe('La política de seguridad de su empresa pide cambiar la contraseña cada día. Elija una nueva para continuar.');
  });
});
