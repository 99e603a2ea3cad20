// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewContactForm } from '../../../../../src/web/features/counterparts/components/new-contact-form';
import { renderWithProviders } from '../../support/render-app';

const COMPANY = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60';

describe('formulario de nuevo contacto', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('en modo generadores exige teléfono, ids y catálogos con los textos del spec, sin llamar al servidor', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NewContactForm companyId={COMPANY} side="provider" generadores onCancel={() => {}} onSent={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Correo electrónico/), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect((await screen.findAllByText('Campo requerido')).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText('Formato inválido')).toBeTruthy();
    expect(screen.getByText('Seleccione almenos 1 servicio')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
