// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TGeneratorInfoOptions, TProviderGeneratorInfo } from '../../../../../src/shared/contracts/provider-generator-info.contract';
import { GeneratorInfoForm } from '../../../../../src/web/features/provider-generator-info/components/generator-info-form';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';
import { fill } from '../../support/fill';

const CURP_ANA = 'MARA870922MNLRZN00';
const CURP_LUIS = 'GOML800101HDFMRS09';

const OPTIONS: TGeneratorInfoOptions = {
  legalRepresentatives: [
    { curp: CURP_ANA, name: 'Ana Sofía', lastName: 'Martínez', motherLastName: 'Ramos' },
    { curp: CURP_LUIS, name: 'Luis', lastName: 'Gómez', motherLastName: '' },
  ],
  socialObjects: ['Instalación de fibra óptica', 'Mantenimiento de radiobases'],
};

/** A record as init leaves it (nothing captured yet); `overrides` for a saved one. */
const record = (overrides: Partial<TProviderGeneratorInfo> = {}): TProviderGeneratorInfo => ({
  id: '7d0c1a52-3b8e-4f7a-9c1d-2e5f6a7b8c9d',
  idCompany: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
  clientName: 'Telecom Cliente SA de CV',
  idProvider: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  providerName: 'Fibras del Norte SA de CV',
  assignSupplierNum: '',
  comercialName: '',
  contactList: [],
  legalRepresentativesList: [],
  socialObjectPredominantList: [],
  completed: false,
  updatedAt: null,
  canEdit: true,
  ...overrides,
});

const saved = () =>
  record({
    assignSupplierNum: 'PRV-1024',
    comercialName: 'Fibras del Norte',
    contactList: [{ name: 'Laura', lastName: 'Pérez', motherLastName: '', phone: '8112345678', email: 'laura@fibras.mx' }],
    legalRepresentativesList: [{ curp: CURP_ANA, name: 'Ana Sofía', lastName: 'Martínez', motherLastName: 'Ramos', phone: '8187654321', rfc: 'MARA870922AB1', email: 'ana@fibras.mx' }],
    socialObjectPredominantList: [{ name: 'Instalación de fibra óptica' }],
    completed: true,
    updatedAt: '2026-06-01T10:00:00.000Z',
  });

function renderForm(info: TProviderGeneratorInfo) {
  const onSaved = vi.fn<(saved: TProviderGeneratorInfo) => void>();
  const onCancel = vi.fn<() => void>();
  renderWithProviders(<GeneratorInfoForm info={info} options={OPTIONS} onSaved={onSaved} onCancel={onCancel} />);
  return { onSaved, onCancel, user: userEvent.setup() };
}

const group = (name: string) => screen.getByRole('group', { name });
/** The visible input of a Mantine Select (its hidden twin carries the same label). */
function selectInput(container: HTMLElement, label: RegExp): HTMLInputElement {
  const input = within(container)
    .getAllByLabelText<HTMLInputElement>(label)
    .find((e) => e.tagName === 'INPUT' && e.getAttribute('type') !== 'hidden');
  if (!input) throw new Error(`sin selector ${String(label)}`);
  return input;
}
const moreContacts = () => screen.getByRole('button', { name: 'Contactos adicionales (opcionales)' });

describe('formulario de datos de generador', () => {
  it('primera captura: SIGUIENTE sin CANCELAR; al editar, GUARDAR CAMBIOS y CANCELAR', () => {
    renderForm(record());
    expect(screen.getByRole('form', { name: 'Para poder iniciar necesitamos algunos datos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SIGUIENTE' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CANCELAR' })).not.toBeInTheDocument();
  });

  it('al editar muestra los datos guardados con GUARDAR CAMBIOS y CANCELAR', async () => {
    const { user, onCancel } = renderForm(saved());
    expect(screen.getByRole('form', { name: 'Actualizar datos de empresa' })).toBeInTheDocument();
    expect(within(group('Contacto 1')).getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Laura');
    await user.click(screen.getByRole('button', { name: 'CANCELAR' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'GUARDAR CAMBIOS' })).toBeInTheDocument();
  });

  it('muestra un contacto y guarda los otros dos en un acordeón', async () => {
    const { user } = renderForm(record());
    expect(group('Contacto 1')).toBeVisible();
    expect(moreContacts()).toHaveAttribute('aria-expanded', 'false');
    await user.click(moreContacts());
    expect(moreContacts()).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('group', { name: 'Contacto 2' })).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Contacto 3' })).toBeVisible();
  });

  it('exige al menos un contacto, un representante y un objeto social sin llamar al servidor', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderForm(record());
    await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));

    expect(await screen.findByText('Debe tener al menos un contacto')).toBeInTheDocument();
    expect(screen.getAllByText('Campo requerido').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('solo permite quitar un representante o un objeto social mientras quede más de uno', async () => {
    const { user } = renderForm(saved());
    expect(screen.getByRole('button', { name: 'Quitar representante 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Quitar objeto social 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Agregar representante' }));
    expect(screen.getByRole('button', { name: 'Quitar representante 1' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Quitar representante 2' }));
    expect(screen.queryByRole('group', { name: 'Representante 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar representante 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Agregar objeto social' }));
    expect(screen.getByRole('button', { name: 'Quitar objeto social 2' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Quitar objeto social 1' }));
    expect(screen.getByRole('button', { name: 'Quitar objeto social 1' })).toBeDisabled();
  });

  it('valida el correo y el RFC del representante y el correo de un contacto adicional, abriendo el acordeón', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderForm(saved());
    const rep = group('Representante 1');
    await fill(user, within(rep).getByRole('textbox', { name: /^RFC/ }), 'mara87');
    expect(within(rep).getByRole('textbox', { name: /^RFC/ })).toHaveValue('MARA87');
    await fill(user, within(rep).getByRole('textbox', { name: /^Correo/ }), 'ana@');
    await user.click(moreContacts());
    await fill(user, within(await screen.findByRole('group', { name: 'Contacto 2' })).getByRole('textbox', { name: /^Nombre/ }), 'Pedro');
    await user.click(moreContacts());
    expect(moreContacts()).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'GUARDAR CAMBIOS' }));
    await waitFor(() => expect(within(rep).getByRole('textbox', { name: /^RFC/ })).toHaveAccessibleDescription('Formato inválido'));
    expect(within(rep).getByRole('textbox', { name: /^Correo/ })).toHaveAccessibleDescription('Debe ser un correo válido');
    // The second slot has errors: the accordion opens by itself to show them.
    expect(moreContacts()).toHaveAttribute('aria-expanded', 'true');
    expect(within(await screen.findByRole('group', { name: 'Contacto 2' })).getByRole('textbox', { name: /^Apellido Paterno/ })).toHaveAccessibleDescription('Campo requerido');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('guarda con PATCH el registro con sus tres espacios de contacto y avisa al terminar', async () => {
    const answer = saved();
    const fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse(200, { codigo: 0, respuesta: answer, mensaje: 'Información guardada con éxito.' }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, onSaved } = renderForm(record());

    await fill(user, screen.getByRole('textbox', { name: /^Número de proveedor/ }), 'PRV-1024');
    await fill(user, screen.getByRole('textbox', { name: /^Nombre comercial/ }), 'Fibras del Norte');
    const rep = group('Representante 1');
    await user.click(selectInput(rep, /^Representante legal/));
    await user.click(await screen.findByRole('option', { name: `Ana Sofía Martínez Ramos · ${CURP_ANA}` }));
    await fill(user, within(rep).getByRole('textbox', { name: /^Teléfono/ }), '8187654321');
    await fill(user, within(rep).getByRole('textbox', { name: /^RFC/ }), 'MARA870922AB1');
    await fill(user, within(rep).getByRole('textbox', { name: /^Correo/ }), 'ana@fibras.mx');
    const contact = group('Contacto 1');
    await fill(user, within(contact).getByRole('textbox', { name: /^Nombre/ }), 'Laura');
    await fill(user, within(contact).getByRole('textbox', { name: /^Apellido Paterno/ }), 'Pérez');
    await fill(user, within(contact).getByRole('textbox', { name: /^Teléfono/ }), '8112345678');
    await fill(user, within(contact).getByRole('textbox', { name: /^Correo/ }), 'laura@fibras.mx');
    await user.click(selectInput(document.body, /^Objeto social 1/));
    await user.click(await screen.findByRole('option', { name: 'Instalación de fibra óptica' }));

    await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(answer));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/additional/generadoresInfo');
    expect(init.method).toBe('PATCH');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      id: answer.id,
      assignSupplierNum: 'PRV-1024',
      comercialName: 'Fibras del Norte',
      legalRepresentativesList: [{ curp: CURP_ANA, phone: '8187654321', rfc: 'MARA870922AB1', email: 'ana@fibras.mx' }],
      socialObjectPredominantList: [{ name: 'Instalación de fibra óptica' }],
    });
    expect(body.contactList).toHaveLength(3);
    expect(body.contactList[0]).toEqual({ name: 'Laura', lastName: 'Pérez', motherLastName: '', phone: '8112345678', email: 'laura@fibras.mx' });
  });

  it('coloca bajo su campo el error que devuelve el servidor', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        envelopeResponse(400, {
          codigo: 400,
          respuesta: { campos: { 'socialObjectPredominantList.0.name': 'Elija una de las actividades REPSE registradas en los datos de la empresa' } },
          mensaje: 'Los datos enviados no son válidos.',
        }),
      ),
    );
    const { user, onSaved } = renderForm(saved());
    await user.click(screen.getByRole('button', { name: 'GUARDAR CAMBIOS' }));
    expect(await screen.findByText('Elija una de las actividades REPSE registradas en los datos de la empresa')).toBeInTheDocument();
    expect(screen.getByText('Revise los campos marcados.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
