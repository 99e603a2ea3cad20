// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TProviderGeneratorInfo } from '../../../../../src/shared/contracts/provider-generator-info.contract';
import { CounterpartActionDialogs } from '../../../../../src/web/features/counterparts/components/counterpart-action-dialogs';
import { CounterpartCard, type CardAction } from '../../../../../src/web/features/counterparts/components/counterpart-card';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';
import { linkedCompany } from './linked-company.fixture';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, ...rest }: { children?: unknown }) => <a {...rest}>{children as string}</a>,
}));

const CLIENT = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60';
const provider = linkedCompany({ name: 'Fibras del Norte SA de CV', generadores: true });

const info: TProviderGeneratorInfo = {
  id: '7d0c1a52-3b8e-4f7a-9c1d-2e5f6a7b8c9d',
  idCompany: CLIENT,
  clientName: 'Telecom Cliente SA de CV',
  idProvider: provider.id,
  providerName: provider.name,
  assignSupplierNum: 'PRV-1024',
  comercialName: 'Fibras del Norte',
  contactList: [{ name: 'Laura', lastName: 'Pérez', motherLastName: '', phone: '8112345678', email: 'laura@fibras.mx' }],
  legalRepresentativesList: [{ curp: 'MARA870922MNLRZN00', name: 'Ana Sofía', lastName: 'Martínez', motherLastName: 'Ramos', phone: '8187654321', rfc: 'MARA870922AB1', email: 'ana@fibras.mx' }],
  socialObjectPredominantList: [{ name: 'Instalación de fibra óptica' }],
  completed: true,
  updatedAt: '2026-06-01T16:00:00.000Z',
  canEdit: false,
};

async function openMenu(counterpart = provider, side: 'providers' | 'clients' = 'providers') {
  const onAction = vi.fn<(action: CardAction) => void>();
  renderWithProviders(<CounterpartCard counterpart={counterpart} side={side} canDelete={false} onAction={onAction} onOpen={vi.fn<() => void>()} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Acciones de ${counterpart.name}` }));
  await screen.findByText('Ver contacto');
  return { onAction, user };
}

describe('tarjeta de proveedor: Datos de generador', () => {
  beforeEach(() => resetSessionForTests());
  afterEach(() => vi.unstubAllGlobals());

  it('aparece para un proveedor aceptado de la línea de generadores', async () => {
    const { onAction, user } = await openMenu();
    await user.click(screen.getByText('Datos de generador'));
    expect(onAction).toHaveBeenCalledWith('generatorData');
  });

  it('no aparece fuera de la línea de generadores', async () => {
    await openMenu(linkedCompany({ generadores: false }));
    expect(screen.queryByText('Datos de generador')).toBeNull();
  });

  it('no aparece en una invitación pendiente', async () => {
    await openMenu(linkedCompany({ generadores: true, invitation: { pending: true, mine: true } }));
    expect(screen.queryByText('Datos de generador')).toBeNull();
  });

  it('no aparece en la tarjeta de un cliente', async () => {
    await openMenu(linkedCompany({ generadores: true }), 'clients');
    expect(screen.queryByText('Datos de generador')).toBeNull();
  });

  it('el diálogo muestra, solo para consulta, los datos del propio cliente', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse(200, { codigo: 0, respuesta: { idProvider: provider.id, providerName: provider.name, options: null, items: [info] }, mensaje: '' }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CounterpartActionDialogs companyId={CLIENT} side="providers" pending={{ action: 'generatorData', counterpart: provider }} onClose={() => {}} />);
    expect(await screen.findByText('PRV-1024')).toBeTruthy();
    expect(screen.getByText('Ana Sofía Martínez Ramos')).toBeTruthy();
    expect(screen.getByText('Instalación de fibra óptica')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/additional/generadoresInfo/idProvider/${provider.id}?idCompany=${CLIENT}`);
  });

  it('sin datos guardados dice que el proveedor aún no los captura', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => envelopeResponse(200, { codigo: 0, respuesta: { idProvider: provider.id, providerName: provider.name, options: null, items: [{ ...info, completed: false }] }, mensaje: '' })));
    renderWithProviders(<CounterpartActionDialogs companyId={CLIENT} side="providers" pending={{ action: 'generatorData', counterpart: provider }} onClose={() => {}} />);
    expect(await screen.findByText('El proveedor aún no ha capturado sus datos de generador.')).toBeTruthy();
  });
});
