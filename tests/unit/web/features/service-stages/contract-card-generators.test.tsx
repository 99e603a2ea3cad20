// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TServiceContractView } from '../../../../../src/shared/contracts/service-contract.contract';
import { ContractCard, type ContractCardAction } from '../../../../../src/web/features/service-stages/components/contract/contract-card';
import { ContractPanel } from '../../../../../src/web/features/service-stages/components/contract/contract-panel';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { buildUserMe } from '../../support/build-user-me';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const COMPANY = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60';
const SERVICE = '00000000-0000-4000-8000-0000000000a1';
const CLIENT = '00000000-0000-4000-8000-0000000000c1';
const HREF = `/data/generators?serviceId=${SERVICE}&clientId=${CLIENT}`;

function renderCard(view: TServiceContractView, generatorData?: { href: string; enabled: boolean }) {
  const onAction = vi.fn<(action: ContractCardAction) => void>();
  renderWithProviders(<ContractCard view={view} loading={false} viewerCompanyId={COMPANY} today="2026-06-01" onAction={onAction} generatorData={generatorData} />);
  return { onAction, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('panel del contrato de un servicio de generadores', () => {
  it('cambia los botones de CFDI de nómina por Cátalogo y Datos de generador', async () => {
    const { onAction, user } = renderCard({ contract: null, generators: true, canUpload: true, canValidate: false }, { href: HREF, enabled: true });
    expect(screen.queryByRole('button', { name: 'Subir CFDI’s de nómina' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Consultar CFDI’s de nómina' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cátalogo' }));
    expect(onAction).toHaveBeenCalledWith('catalogue');
    expect(screen.getByRole('link', { name: 'Datos de generador' }).getAttribute('href')).toBe(HREF);
  });

  it('Datos de generador está deshabilitado para un usuario que no es invitado', () => {
    renderCard({ contract: null, generators: true, canUpload: false, canValidate: false }, { href: HREF, enabled: false });
    expect((screen.getByRole('button', { name: 'Datos de generador' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Datos de generador' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cátalogo' })).toBeTruthy();
  });

  it('un servicio que no es de generadores conserva los botones de nómina y no ofrece los de generadores', () => {
    renderCard({ contract: null, generators: false, canUpload: true, canValidate: false });
    expect(screen.getByRole('button', { name: 'Subir CFDI’s de nómina' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Consultar CFDI’s de nómina' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cátalogo' })).toBeNull();
    expect(screen.queryByText('Datos de generador')).toBeNull();
  });

  it('el panel habilita Datos de generador según la invitación del usuario y abre el catálogo activo del cliente', { timeout: 20_000 }, async () => {
    const requested: string[] = [];
    const stub = (invited: boolean, catalogues: unknown[]) =>
      vi.stubGlobal(
        'fetch',
        vi.fn<(url: string) => Promise<Response>>(async (url) => {
          requested.push(String(url));
          const path = String(url);
          const respuesta = path.includes('/users/me')
            ? buildUserMe({ invited }, { invited, invitedAs: 'provider', generadores: true })
            : path.includes('/catalogueGenerador/')
              ? catalogues
              : { contract: null, generators: true, canUpload: false, canValidate: false };
          return envelopeResponse(200, { codigo: 0, respuesta, mensaje: '' });
        }),
      );

    stub(false, []);
    const first = renderWithProviders(<ContractPanel serviceId={SERVICE} viewerCompanyId={COMPANY} clientId={CLIENT} />);
    const disabled = await screen.findByRole('button', { name: 'Datos de generador' }, { timeout: 10_000 });
    expect((disabled as HTMLButtonElement).disabled).toBe(true);
    // Without an active catalogue the viewer says so.
    await userEvent.click(screen.getByRole('button', { name: 'Cátalogo' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No hay ningún catálogo disponible para consultar, contacte a su administrador.')).toBeTruthy();
    expect(requested.some((u) => u.includes(`/catalogueGenerador/idCompany/${CLIENT}/active`))).toBe(true);
    first.unmount();

    stub(true, []);
    renderWithProviders(<ContractPanel serviceId={SERVICE} viewerCompanyId={COMPANY} clientId={CLIENT} />);
    const link = await screen.findByRole('link', { name: 'Datos de generador' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe(HREF);
  });
});
