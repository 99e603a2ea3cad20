// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLinkedCompany } from '../../../../../src/shared/contracts/company-links.contract';
import { CounterpartActionDialogs } from '../../../../../src/web/features/counterparts/components/counterpart-action-dialogs';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const COMPANY = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60';
const counterpart = {
  id: '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e61',
  name: 'Limpieza Industrial SA de CV',
  contact: { name: 'Laura Pérez', email: 'laura@limpieza.mx' },
} as TLinkedCompany;

function renderDialog(fetchMock: typeof fetch) {
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<CounterpartActionDialogs companyId={COMPANY} side="providers" pending={{ action: 'delete', counterpart }} onClose={() => {}} />);
  return userEvent.setup();
}

describe('eliminar un proveedor desde su tarjeta', () => {
  beforeEach(() => resetSessionForTests());
  afterEach(() => vi.unstubAllGlobals());

  it('pide confirmación y muestra el mensaje de éxito', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse(200, { codigo: 0, respuesta: { status: 'REMOVED' }, mensaje: 'ok' }));
    const user = renderDialog(fetchMock);
    expect(await screen.findByText('¿Estas seguro que quieres eliminar este proveedor?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Operación exitosa. El proveedor se eliminó correctamente.')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/companies/${COMPANY}/providers/${counterpart.id}`);
  });

  it('muestra el mensaje de error cuando el servidor lo rechaza', async () => {
    const user = renderDialog(vi.fn<typeof fetch>(async () => envelopeResponse(403, { codigo: 403, respuesta: null, mensaje: 'No tiene permisos' })));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Operación NO exitosa. Por favor intente nuevamente.')).toBeTruthy();
  });
});
