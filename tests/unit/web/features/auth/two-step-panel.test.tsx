// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TwoStepPanel } from '../../../../../src/web/features/auth/components/two-step-panel';
import type { SignInResult } from '../../../../../src/web/features/auth/hooks/use-sign-in';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const challenge = { challengeId: '5d2c8a1e-3b4f-4c6d-9e8f-0a1b2c3d4e5f', otpLength: 5, expiresAt: new Date(Date.now() + 300_000).toISOString(), passwordPolicyList: [] };

describe('verificación en dos pasos', () => {
  it('habilita Verificar solo con el código completo y muestra el error del servidor', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      envelopeResponse(400, { codigo: 400, respuesta: null, mensaje: 'El código de verificación es incorrecto o ha expirado.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<TwoStepPanel challenge={challenge} onSignedIn={vi.fn<(r: SignInResult) => void>()} onBack={vi.fn<() => void>()} />);

    const verify = screen.getByRole('button', { name: 'Verificar' });
    expect(verify).toBeDisabled();
    await user.type(screen.getByLabelText('Dígito 1 de 5'), '1234');
    expect(verify).toBeDisabled();
    await user.type(screen.getByLabelText('Dígito 5 de 5'), '5');
    expect(verify).toBeEnabled();

    await user.click(verify);
    expect(await screen.findByRole('alert')).toHaveTextContent('El código de verificación es incorrecto o ha expirado.');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/otp/verify');
    expect(JSON.parse(String(init.body))).toEqual({ challengeId: challenge.challengeId, code: '12345' });
  });
});
