// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TProviderGeneratorInfo } from '../../../../../src/shared/contracts/provider-generator-info.contract';
import { GeneratorDataScreen } from '../../../../../src/web/features/provider-generator-info/components/generator-data-screen';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { buildUserMe } from '../../support/build-user-me';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => vi.fn<() => Promise<void>>(),
  useRouter: () => ({ history: { canGoBack: () => false, back: vi.fn<() => void>() } }),
}));

const PROVIDER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const CLIENT = '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b';
const user = buildUserMe({}, { id: PROVIDER, name: 'Fibras del Norte SA de CV', invitedAs: 'provider', invited: true });
const options = { legalRepresentatives: [{ curp: 'MARA870922MNLRZN00', name: 'Ana', lastName: 'Martínez', motherLastName: '' }], socialObjects: ['Instalación de fibra óptica'] };
const fresh: TProviderGeneratorInfo = {
  id: '7d0c1a52-3b8e-4f7a-9c1d-2e5f6a7b8c9d',
  idCompany: CLIENT,
  clientName: 'Telecom Cliente con un nombre muy largo SA de CV',
  idProvider: PROVIDER,
  providerName: 'Fibras del Norte SA de CV',
  assignSupplierNum: '',
  comercialName: '',
  contactList: [],
  legalRepresentativesList: [],
  socialObjectPredominantList: [],
  completed: false,
  updatedAt: null,
  canEdit: true,
};

const ok = (respuesta: unknown) => envelopeResponse(200, { codigo: 0, respuesta, mensaje: '' });

describe('pantalla /data/generators', () => {
  beforeEach(() => resetSessionForTests());
  afterEach(() => vi.unstubAllGlobals());

  it('sin registro para el cliente lo inicia y muestra la primera captura', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/users/me')) return ok(user);
      if (init?.method === 'POST') return ok(fresh);
      return ok({ idProvider: PROVIDER, providerName: fresh.providerName, options, items: [] });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<GeneratorDataScreen clientId={CLIENT} />);

    expect(await screen.findByRole('heading', { name: 'Para poder iniciar necesitamos algunos datos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'SIGUIENTE' })).toBeTruthy();
    // Company titles are cut at 30 characters (spec 3 §2.9).
    expect(screen.getByText('Fibras del Norte SA de CV · Datos para el cliente Telecom Cliente con un nombre…')).toBeTruthy();
    const init = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST');
    expect(String(init?.[0])).toContain(`/additional/generadoresInfo/init/idCompany/${CLIENT}/idProvider/${PROVIDER}`);
  });

  it('con datos guardados y sin permiso de edición los muestra solo para consulta', async () => {
    const saved = { ...fresh, completed: true, canEdit: false, assignSupplierNum: 'PRV-9', comercialName: 'Fibras', updatedAt: '2026-06-01T16:00:00.000Z' };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => (String(input).endsWith('/users/me') ? ok(user) : ok({ idProvider: PROVIDER, providerName: fresh.providerName, options, items: [saved] }))),
    );
    renderWithProviders(<GeneratorDataScreen clientId={CLIENT} />);
    expect(await screen.findByText('PRV-9')).toBeTruthy();
    expect(screen.getByText('Solo el Administrador o un Colaborador de la empresa puede modificar estos datos.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'GUARDAR CAMBIOS' })).toBeNull();
  });

  it('sin cliente ni registros explica desde dónde se capturan', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => (String(input).endsWith('/users/me') ? ok(user) : ok({ idProvider: PROVIDER, providerName: fresh.providerName, options, items: [] }))),
    );
    renderWithProviders(<GeneratorDataScreen />);
    expect(await screen.findByText(/Abra esta pantalla desde el botón "Datos de generador"/)).toBeTruthy();
  });
});
