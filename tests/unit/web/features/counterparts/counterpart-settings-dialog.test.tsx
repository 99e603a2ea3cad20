// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CounterpartSettingsDialog } from '../../../../../src/web/features/counterparts/components/counterpart-settings-dialog';
import { resetSessionForTests, startSession } from '../../../../../src/web/lib/session/session-store';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';
import { linkedCompany } from './linked-company.fixture';

const COMPANY = '00000000-0000-4000-8000-000000000001';
const counterpart = linkedCompany({ id: '00000000-0000-4000-8000-000000000002', reference: 'ERP-1' });

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

function setup() {
  startSession({ accessToken: 'acceso', tokenExpire: new Date(Date.now() + 600_000).toISOString(), sessionExpiresAt: new Date(Date.now() + 7_200_000).toISOString(), userId: '00000000-0000-4000-8000-000000000009' });
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => envelopeResponse(200, { codigo: 0, respuesta: { reference: 'ERP-2', active: false }, mensaje: '' }));
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, user: userEvent.setup() };
}

describe('Editar y desactivar un proveedor', () => {
  it('valida el número (40 caracteres) y guarda con PATCH', { timeout: 20_000 }, async () => {
    const { fetchMock, user } = setup();
    renderWithProviders(<CounterpartSettingsDialog companyId={COMPANY} side="providers" action="edit" counterpart={counterpart} onClose={vi.fn<() => void>()} />);
    const input = await screen.findByLabelText('Número de proveedor');
    await user.clear(input);
    await user.type(input, 'x'.repeat(41));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El número debe tener como máximo 40 caracteres')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'ERP-2');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Operación exitosa. El proveedor se actualizó correctamente.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toContain(`/companies/${COMPANY}/providers/${counterpart.id}`);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ reference: 'ERP-2' });
  });

  it('pide confirmación antes de desactivar', { timeout: 20_000 }, async () => {
    const { fetchMock, user } = setup();
    renderWithProviders(<CounterpartSettingsDialog companyId={COMPANY} side="providers" action="toggle" counterpart={counterpart} onClose={vi.fn<() => void>()} />);
    expect(await screen.findByText(/¿Desea desactivar este proveedor\?/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Operación exitosa. El proveedor se actualizó correctamente.')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ active: false });
  });
});
