// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../support/fill';
import { describe, expect, it, vi } from 'vitest';
import { RestorePasswordPanel } from '../../../../../src/web/features/auth/components/restore-password-panel';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

function renderPanel() {
  const onBack = vi.fn<() => void>();
  renderWithProviders(<RestorePasswordPanel onBack={onBack} />);
  return { onBack, user: userEvent.setup() };
}

const email = () => screen.getByLabelText(/correo electrónico/i);
const send = () => screen.getByRole('button', { name: 'Enviar' });

describe('restablecer contraseña (solicitud del correo)', () => {
  it('valida el correo como el inicio de sesión y vuelve con la flecha', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { user, onBack } = renderPanel();
    expect(screen.getByRole('heading', { name: 'Restablecer contraseña' })).toBeInTheDocument();

    await user.click(send());
    expect(await screen.findByText('El correo electrónico es requerido')).toBeInTheDocument();
    await fill(user, email(), 'no-es-correo');
    await user.click(send());
    expect(await screen.findByText('Debe ser un correo válido')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('muestra el mensaje de envío del servidor', async () => {
    const mensaje = 'Correo enviado correctamente. Revise su bandeja con las instrucciones para restablecer su contraseña.';
    const fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse(200, { codigo: 0, respuesta: null, mensaje }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderPanel();
    await fill(user, email(), ' admin@proveedor.demo ');
    await user.click(send());
    expect(await screen.findByText(mensaje)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/users/resetPass/admin%40proveedor.demo');
  });

  it('un error del servidor (límite de solicitudes) se muestra en la alerta; no existe respuesta «Correo no registrado»', async () => {
    const mensaje = 'Demasiadas solicitudes. Inténtelo de nuevo en 15 minutos.';
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => envelopeResponse(429, { codigo: 429, respuesta: null, mensaje })));
    const { user } = renderPanel();
    await fill(user, email(), 'nadie@empresa.mx');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(mensaje);
  });
});
