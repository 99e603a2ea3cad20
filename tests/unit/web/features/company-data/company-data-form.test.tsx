// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCompany } from '../../../../../src/shared/domain/company';
import { MENSAJES_EMPRESA } from '../../../../../src/shared/labels/messages';
import { CompanyDataForm } from '../../../../../src/web/components/company-form/company-data-form';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { buildCompany } from '../../support/build-user-me';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

/** A company whose data pass the contract: only the field under test changes. */
const completeCompany = (overrides: Partial<TCompany> = {}) =>
  buildCompany({
    status: 'FREE',
    invitedAs: 'provider',
    invited: true,
    updatedData: false,
    rfc: 'SDE180725K38',
    sector: 'Construcción',
    servicesOffered: ['Servicios jurídicos'],
    legalRepresentatives: [{ name: 'Ana Sofía', apaterno: 'Martínez', amaterno: '', curp: 'MARA870922MNLRZN00' }],
    repses: [{ name: 'Limpieza de inmuebles' }],
    ...overrides,
  });

function renderForm(company: TCompany, props: Partial<Parameters<typeof CompanyDataForm>[0]> = {}) {
  const onSaved = vi.fn<(company: TCompany) => void>();
  const onCancel = vi.fn<() => void>();
  renderWithProviders(<CompanyDataForm company={company} mode="create" onSaved={onSaved} onCancel={onCancel} {...props} />);
  return { onSaved, onCancel, user: userEvent.setup() };
}

const rfcField = () => screen.getByRole('textbox', { name: /^RFC/ });
const submit = () => screen.getByRole('button', { name: 'SIGUIENTE' });

describe('formulario de datos de la empresa', () => {
  beforeEach(() => resetSessionForTests());

  it('siempre conserva al menos un representante legal y una actividad REPSE', async () => {
    const { user } = renderForm(completeCompany());
    expect(screen.getByRole('button', { name: 'Quitar representante 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Quitar actividad 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Agregar representante' }));
    expect(screen.getByRole('group', { name: 'Representante 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar representante 1' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Quitar representante 1' }));
    expect(screen.queryByRole('group', { name: 'Representante 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar representante 1' })).toBeDisabled();
    // The remaining row is the one that was added (empty), not the first one.
    expect(within(screen.getByRole('group', { name: 'Representante 1' })).getByRole('textbox', { name: /^Nombre/ })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Agregar actividad' }));
    await user.click(screen.getByRole('button', { name: 'Quitar actividad 2' }));
    expect(screen.getByRole('button', { name: 'Quitar actividad 1' })).toBeDisabled();
  });

  it('escribe el RFC en mayúsculas y rechaza un formato inválido sin llamar al servidor', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderForm(completeCompany({ rfc: '' }));

    await user.type(rfcField(), 'sde18072');
    expect(rfcField()).toHaveValue('SDE18072');
    await user.click(submit());

    expect(await screen.findByText('Formato inválido')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('advierte del dígito verificador sin impedir el guardado', async () => {
    const saved = completeCompany({ rfc: 'SDE180725K3A', updatedData: true });
    const fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse(200, { codigo: 0, respuesta: saved, mensaje: MENSAJES_EMPRESA.cambiosGuardados }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, onSaved } = renderForm(completeCompany({ rfc: '' }));

    await user.type(rfcField(), 'SDE180725K3A');
    expect(screen.getByText(MENSAJES_EMPRESA.rfcDigitoNoCoincide)).toBeInTheDocument();
    await user.click(submit());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/v1/companies/${saved.id}`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toMatchObject({ rfc: 'SDE180725K3A', taxResidence: { country: 'México' }, repses: [{ name: 'Limpieza de inmuebles' }] });
  });

  it('muestra el 409 como advertencia con el mensaje exacto', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => envelopeResponse(409, { codigo: 409, respuesta: null, mensaje: MENSAJES_EMPRESA.empresaDuplicada })));
    const { user, onSaved } = renderForm(completeCompany());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_EMPRESA.empresaDuplicada);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('coloca bajo cada campo los errores que devuelve el servidor', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => envelopeResponse(400, { codigo: 400, respuesta: { campos: { 'taxResidence.cp': 'Código postal inválido' } }, mensaje: 'Los datos enviados no son válidos.' })),
    );
    const { user } = renderForm(completeCompany());
    await user.click(submit());
    const cp = await screen.findByRole('textbox', { name: /^Código postal/ });
    await waitFor(() => expect(cp).toHaveAccessibleDescription('Código postal inválido'));
  });

  it('ante otra falla muestra el mensaje genérico; el perfil además restablece el formulario', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => envelopeResponse(500, { codigo: 500, respuesta: null, mensaje: 'fallo' })));
    const { user } = renderForm(completeCompany(), {
      mode: 'edit',
      submitLabel: 'Guardar',
      cancelLabel: 'Cancelar',
      failureMessage: MENSAJES_EMPRESA.perfilError,
      resetOnFailure: true,
    });
    const web = screen.getByRole('textbox', { name: /^Sitio web/ });
    await user.type(web, 'https://nuevo.mx');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_EMPRESA.perfilError);
    expect(web).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('en la captura inicial una falla inesperada dice «Ocurrió un error inesperado.»', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const { user } = renderForm(completeCompany());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_EMPRESA.errorInesperado);
    expect(screen.queryByRole('button', { name: 'CANCELAR' })).not.toBeInTheDocument();
  });
});
