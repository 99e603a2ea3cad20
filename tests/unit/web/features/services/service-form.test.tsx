// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DOCUMENT_SET_ID } from '../../../../../src/shared/domain/compliance-defaults';
import { MENSAJES_SERVICIOS as M } from '../../../../../src/shared/labels/services';
import { ServiceForm } from '../../../../../src/web/features/services/components/service-form';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { fill } from '../../support/fill';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const COMPANY = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60';
const PROVIDER = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e61';

function renderForm() {
  const onDone = vi.fn<() => void>();
  renderWithProviders(<ServiceForm companyId={COMPANY} counterpartId={PROVIDER} counterpartSide="provider" chooseType={false} onDone={onDone} onCancel={() => {}} />);
  return { onDone, user: userEvent.setup() };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const setDate = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

describe('formulario de servicio', () => {
  beforeEach(() => resetSessionForTests());
  afterEach(() => vi.unstubAllGlobals());

  it('pide nombre y fechas con los mensajes del spec', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText(M.campoRequerido)).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('la fecha de finalización no puede ser anterior a la de inicio', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    const { user } = renderForm();
    await fill(user, field(/Nombre del servicio/), 'Limpieza');
    setDate(/Fecha de inicio/, '2026-05-01');
    setDate(/Fecha de finalización/, '2026-04-30');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(M.finMenorInicio)).toBeInTheDocument();
  });

  it('un 409 muestra el nombre repetido en su campo; sin él, envía el conjunto por defecto', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse(409, { codigo: 409, respuesta: { campos: { name: M.nombreDuplicado } } as never, mensaje: M.nombreDuplicado }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, onDone } = renderForm();
    await fill(user, field(/Nombre del servicio/), 'Limpieza');
    setDate(/Fecha de inicio/, '2026-01-01');
    setDate(/Fecha de finalización/, '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(M.nombreDuplicado)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    await waitFor(() => expect(JSON.parse(String(init.body))).toMatchObject({ companyId: COMPANY, counterpartId: PROVIDER, counterpartSide: 'provider', setId: DEFAULT_DOCUMENT_SET_ID, name: 'Limpieza' }));
  });
});
