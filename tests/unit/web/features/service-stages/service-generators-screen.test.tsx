// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TServiceStage } from '../../../../../src/shared/contracts/compliance-documents.contract';
import type { TServiceDetail } from '../../../../../src/shared/contracts/services.contract';
import { ServiceStagesScreen, type ServiceGeneratorsListProps } from '../../../../../src/web/features/service-stages/components/service-stages-screen';
import { serviceListPath, serviceStagesPath } from '../../../../../src/web/lib/routing/service-paths';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { buildUserMe } from '../../support/build-user-me';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const SERVICE = '00000000-0000-4000-8000-0000000000b1';
const ALTA = '00000000-0000-4000-8000-0000000000b2';
const OBRA = '00000000-0000-4000-8000-0000000000b3';
const CLIENT = '00000000-0000-4000-8000-0000000000b7';
const PROVIDER = '00000000-0000-4000-8000-0000000000b8';

const overview: TServiceDetail = {
  id: SERVICE,
  name: 'Mantenimiento de radio bases',
  setId: '00000000-0000-4000-8000-0000000000b9',
  setName: 'Generadores',
  generators: true,
  startDate: '2026-01-01',
  endDate: null,
  status: 'ACCEPTED',
  viewerState: 'accepted',
  createdByViewer: false,
  clientId: CLIENT,
  clientName: 'Corporativo Telecom SA de CV',
  providerId: PROVIDER,
  providerName: 'Torres del Norte SA de CV',
  viewerSide: 'provider',
  viewerCompanyId: PROVIDER,
  counterpartId: CLIENT,
  counterpartName: 'Corporativo Telecom SA de CV',
  counterpartBlacklist: false,
  counterpartBlacklistDetail: { listings: [], checkedAt: '15/11/2026' },
  stages: [
    { id: ALTA, name: 'Alta', description: '', position: 1 },
    { id: OBRA, name: 'Obra', description: '', position: 2 },
  ],
  permissions: { canUpload: true, canValidate: false, canDeleteDocuments: false },
  objetoSocialPreponderante: null,
  canSetOsp: false,
  ospOptions: [],
};
const emptyStage: TServiceStage = { stage: { id: OBRA, name: 'Obra', description: '' }, groups: [] };
const stage: TServiceStage = {
  stage: { id: ALTA, name: 'Alta', description: '' },
  groups: [
    {
      id: '00000000-0000-4000-8000-0000000000c4',
      name: 'Reportes de obra',
      requirements: [
        { id: '00000000-0000-4000-8000-0000000000c5', name: 'Generador', format: 'PDF', delivery: { kind: 'MONTHLY', day: 17 }, helpText: '', exampleImage: null, acceptsUploads: false, nextDue: '2026-04-17', daysLeft: 3, documents: [], documentsTotal: 0 },
        { id: '00000000-0000-4000-8000-0000000000c6', name: 'Bitácora de obra', format: 'PDF', delivery: { kind: 'MONTHLY', day: 17 }, helpText: '', exampleImage: null, acceptsUploads: true, nextDue: '2026-04-17', daysLeft: 3, documents: [], documentsTotal: 0 },
      ],
    },
  ],
};

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn<(url: string) => Promise<Response>>(async (url) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      // Any other list the screen shows (e.g. stage authorizations) answers empty.
      const respuesta = path.endsWith(`/services/${SERVICE}`)
        ? overview
        : path.includes(`/stage/${OBRA}`)
          ? emptyStage
          : path.includes('/stage/')
            ? stage
            : path.endsWith('/contracts')
              ? { contract: null, generators: true, canUpload: true, canValidate: false }
              : path.endsWith('/users/me')
                ? buildUserMe()
                : [];
      return envelopeResponse(200, { codigo: 0, respuesta, mensaje: '' });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('pantalla de etapas de un servicio de generadores', () => {
  it('muestra el paso a paso de etapas, el servicio, DESCARGAR DOCUMENTOS y la lista de generadores; el Generador no recibe documentos', { timeout: 20_000 }, async () => {
    stubApi();
    const onBack = vi.fn<() => void>();
    const onStageChange = vi.fn<(stageId: string) => void>();
    const opened: boolean[] = [];
    const generatorsList = (props: ServiceGeneratorsListProps) => {
      opened.push(props.opened);
      return props.opened ? <output aria-label="lista de generadores">{`${props.serviceName} · ${props.viewerCompanyId}`}</output> : null;
    };
    renderWithProviders(<ServiceStagesScreen serviceId={SERVICE} stageId={ALTA} onStageChange={onStageChange} onBack={onBack} variant="generators" generatorsList={generatorsList} />);

    expect(await screen.findByText('Bitácora de obra', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mantenimiento de radio bases' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'DESCARGAR DOCUMENTOS' })).toBeTruthy();
    // No payroll or workforce buttons on a generators service.
    expect(screen.queryByRole('button', { name: 'EMPLEADOS' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'VER RESUMEN' })).toBeNull();
    // One upload button: the requirement named Generador takes none.
    expect(screen.getAllByRole('button', { name: 'Subir documentos' })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: /Obra/ }));
    expect(onStageChange).toHaveBeenCalledWith(OBRA);

    await userEvent.click(screen.getByRole('button', { name: 'GENERADORES' }));
    expect(within(screen.getByRole('status', { name: 'lista de generadores' })).getByText(`Mantenimiento de radio bases · ${PROVIDER}`)).toBeTruthy();
    expect(opened.at(-1)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Regresar' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('una etapa sin grupos dice No se encontraron datos', { timeout: 20_000 }, async () => {
    stubApi();
    renderWithProviders(<ServiceStagesScreen serviceId={SERVICE} stageId={OBRA} onStageChange={() => {}} onBack={() => {}} variant="generators" />);
    expect(await screen.findByText('No se encontraron datos', {}, { timeout: 10_000 })).toBeTruthy();
    // Without a list composed in, there is no GENERADORES button.
    expect(screen.queryByRole('button', { name: 'GENERADORES' })).toBeNull();
  });
});

describe('rutas de un servicio', () => {
  it('Regresar vuelve a la lista de proveedores o de clientes según la ruta actual', () => {
    expect(serviceListPath(`/dashboard/home/providers/stages/generators/${SERVICE}`)).toBe('/dashboard/home/providers');
    expect(serviceListPath(`/dashboard/home/clients/stages/generators/${SERVICE}`)).toBe('/dashboard/home/clients');
    expect(serviceListPath(`/dashboard/home/clients/stages/${SERVICE}`)).toBe('/dashboard/home/clients');
    expect(serviceListPath('/dashboard/home/clientsx')).toBe('/dashboard/home/providers');
  });

  it('un servicio de generadores se abre en su pantalla de generadores', () => {
    expect(serviceStagesPath('clients', { id: SERVICE, generators: true })).toBe(`/dashboard/home/clients/stages/generators/${SERVICE}`);
    expect(serviceStagesPath('providers', { id: SERVICE, generators: false })).toBe(`/dashboard/home/providers/stages/${SERVICE}`);
  });
});
