// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../support/fill';
import { describe, expect, it, vi } from 'vitest';
import type { TPasswordPolicy } from '../../../../../src/shared/domain/auth-policy';
import { ResetPasswordForm } from '../../../../../src/web/features/auth/components/reset-password-form';
import { policyChecklist } from '../../../../../src/web/features/auth/lib/policy-checklist';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const policy = (policyType: TPasswordPolicy['policyType'], description: string, valueType: TPasswordPolicy['valueType'], value: string): TPasswordPolicy => ({
  policyType,
  description,
  valueType,
  value,
  active: true,
  applicableInUpdatePassword: true,
});

const POLICIES: TPasswordPolicy[] = [
  policy('PASSWORD_MIN_LENGTH', 'Longitud mínima de caracteres', 'NUMERIC', '10'),
  policy('PASSWORD_UPPERCASE', 'Al menos una letra mayúscula', 'BOOLEAN', 'true'),
  policy('PASSWORD_NUMBER', 'Al menos un número', 'BOOLEAN', 'true'),
];
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';

const states = (password: string, server?: Parameters<typeof policyChecklist>[2]) => policyChecklist(password, POLICIES, server).map((item) => [item.label, item.state]);

describe('lista de políticas de la página de restablecimiento', () => {
  it('empieza neutral y se pone verde o roja según lo escrito', () => {
    expect(states('')).toEqual([
      ['Longitud mínima de caracteres: 10', 'pending'],
      ['Al menos una letra mayúscula', 'pending'],
      ['Al menos un número', 'pending'],
    ]);
    expect(states('abc1')).toEqual([
      ['Longitud mínima de caracteres: 10', 'failed'],
      ['Al menos una letra mayúscula', 'failed'],
      ['Al menos un número', 'met'],
    ]);
    expect(states('Abcdefghij1').every(([, state]) => state === 'met')).toBe(true);
  });

  it('deja fuera las políticas inactivas o que no aplican al cambio de contraseña', () => {
    const list = [...POLICIES, { ...policy('OTP_LENGHT', 'Dígitos', 'NUMERIC', '5'), applicableInUpdatePassword: false }, { ...policy('PASSWORD_LOWERCASE', 'Minúscula', 'BOOLEAN', 'true'), active: false }];
    expect(policyChecklist('x', list).map((item) => item.policyType)).toEqual(['PASSWORD_MIN_LENGTH', 'PASSWORD_UPPERCASE', 'PASSWORD_NUMBER']);
  });

  it('marca en rojo lo que rechazó el servidor mientras la contraseña no cambie', () => {
    const server = { password: 'Abcdefghij1', failed: ['PASSWORD_NUMBER' as const] };
    expect(states('Abcdefghij1', server)).toContainEqual(['Al menos un número', 'failed']);
    expect(states('Abcdefghij12', server)).toContainEqual(['Al menos un número', 'met']);
  });
});

describe('formulario de restablecimiento', () => {
  function mockApi(confirm: () => Response) {
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.includes('/resetPass/validate/')) return envelopeResponse(200, { codigo: 0, respuesta: { email: 'admin@proveedor.demo', passwordPolicyList: POLICIES }, mensaje: '' });
      return confirm();
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  const item = (label: string) => screen.getByText(label).closest('li');

  it('con un enlace inválido muestra el error y deja el formulario deshabilitado', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => envelopeResponse(404, { codigo: 404, respuesta: null, mensaje: 'El token de restauración de contraseña es inválido' })),
    );
    renderWithProviders(<ResetPasswordForm token={TOKEN} onReset={vi.fn<() => void>()} />);
    expect(screen.getByRole('button', { name: 'Restablecer contraseña' })).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent('El token de restauración de contraseña es inválido');
    expect(screen.getByLabelText(/^contraseña nueva/i)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Restablecer contraseña' })).toBeDisabled();
  });

  it('sin token no consulta al servidor y lo trata como inválido', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ResetPasswordForm token={undefined} onReset={vi.fn<() => void>()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('El token de restauración de contraseña es inválido');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('pinta la lista al escribir y marca en rojo las políticas que devolvió el servidor', async () => {
    const rejected = POLICIES.map((p) => ({ ...p, hasError: p.policyType === 'PASSWORD_NUMBER' }));
    const fetchMock = mockApi(() => envelopeResponse(400, { codigo: 400, respuesta: { campos: { newPassword: 'No cumple' }, politicas: rejected }, mensaje: 'La contraseña no cumple con las políticas de seguridad.' }));
    const onReset = vi.fn<() => void>();
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm token={TOKEN} onReset={onReset} />);

    const submit = screen.getByRole('button', { name: 'Restablecer contraseña' });
    expect(submit).toBeDisabled();
    await waitFor(() => expect(submit).toBeEnabled());
    expect(item('Al menos un número')).toHaveAttribute('data-state', 'pending');

    await fill(user, screen.getByLabelText(/^contraseña nueva/i), 'Abcdefghij1');
    expect(item('Longitud mínima de caracteres: 10')).toHaveAttribute('data-state', 'met');
    expect(item('Al menos un número')).toHaveAttribute('data-state', 'met');

    // Checked on submit only: the confirmation is required and must match.
    await user.click(submit);
    expect(await screen.findByText('El campo es requerido')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^confirmar contraseña/i), 'Abcdefghij2');
    await user.click(submit);
    expect(await screen.findByText('Las contraseñas deben coincidir.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(screen.getByLabelText(/^confirmar contraseña/i));
    await fill(user, screen.getByLabelText(/^confirmar contraseña/i), 'Abcdefghij1');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña no cumple con las políticas de seguridad.');
    expect(item('Al menos un número')).toHaveAttribute('data-state', 'failed');
    expect(item('Al menos una letra mayúscula')).toHaveAttribute('data-state', 'met');
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/v1/users/resetPass/confirm/${TOKEN}`);
    expect(JSON.parse(String(init.body))).toEqual({ newPassword: 'Abcdefghij1', newPasswordConfirm: 'Abcdefghij1' });
    expect(onReset).not.toHaveBeenCalled();

    // Typing again hands the checklist back to the live check.
    await user.type(screen.getByLabelText(/^contraseña nueva/i), '2');
    expect(item('Al menos un número')).toHaveAttribute('data-state', 'met');
  });

  it('al aceptar la contraseña muestra el mensaje del servidor y avisa', async () => {
    mockApi(() => envelopeResponse(200, { codigo: 0, respuesta: null, mensaje: 'Contraseña actualizada correctamente' }));
    const onReset = vi.fn<() => void>();
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm token={TOKEN} onReset={onReset} />);
    const submit = screen.getByRole('button', { name: 'Restablecer contraseña' });
    await waitFor(() => expect(submit).toBeEnabled());
    await fill(user, screen.getByLabelText(/^contraseña nueva/i), 'Abcdefghij1');
    await fill(user, screen.getByLabelText(/^confirmar contraseña/i), 'Abcdefghij1');
    await user.click(submit);
    expect(await screen.findByText('Contraseña actualizada correctamente')).toBeInTheDocument();
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(submit).toBeDisabled();
  });
});
