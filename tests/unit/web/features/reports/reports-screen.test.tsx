// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TReport } from '../../../../../src/shared/contracts/reports.contract';
import { AVISO_PLANTILLAS, MENSAJES_REPORTES } from '../../../../../src/shared/labels/reports';
import { downloadIdealReport, reportFileName } from '../../../../../src/web/features/reports/api/download-report.api';
import { ReportsScreen } from '../../../../../src/web/features/reports/components/reports-screen';
import { resetSessionForTests, startSession } from '../../../../../src/web/lib/session/session-store';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

vi.mock('@tanstack/react-router', () => ({ Link: (props: { to: string; children?: unknown; className?: string }) => <a href={props.to} className={props.className}>{props.children as string}</a> }));

const CLIENT = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60';
const PROVIDER = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e61';
const SERVICE = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e62';
const ok = (respuesta: unknown) => envelopeResponse(200, { codigo: 0, respuesta, mensaje: 'ok' });

const report = (groups: TReport['groups'] = []): TReport => ({
  id: `${CLIENT}:${PROVIDER}`,
  client: { id: CLIENT, name: 'Cliente Alfa SA de CV' },
  provider: { id: PROVIDER, name: 'Proveedor Beta SA de CV' },
  services: [{ id: SERVICE, name: 'Limpieza', startDate: '2026-01-01', endDate: null }],
  groups,
  canUpload: true,
});
const GROUP: TReport['groups'][number] = {
  id: `${SERVICE}:g1`,
  name: 'Informes cuatrimestrales',
  serviceId: SERVICE,
  serviceName: 'Limpieza',
  requirements: [
    {
      id: '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e63',
      name: 'Acuse ICSOE',
      format: 'PDF',
      delivery: { kind: 'FOURMONTHLY', day: 17 },
      helpText: '',
      exampleImage: null,
      acceptsUploads: true,
      nextDue: null,
      daysLeft: null,
      documents: [],
      documentsTotal: 0,
    },
  ],
};

function renderScreen(answer: (url: URL) => Response | Promise<Response>, allowed = true) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => answer(new URL(String(input), 'http://localhost')));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ReportsScreen clientId={CLIENT} providerId={PROVIDER} allowed={allowed} filings={<p>Declaraciones</p>} />);
  return { user: userEvent.setup(), fetchMock };
}

describe('MIS REPORTES: /dashboard/reportes/{clientId}', () => {
  beforeEach(() => resetSessionForTests());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('muestra el indicador de carga mientras llega el reporte', () => {
    renderScreen(() => new Promise<Response>(() => undefined));
    expect(screen.getByRole('heading', { name: 'MIS REPORTES' })).toBeTruthy();
    expect(screen.getByLabelText('Cargando reporte…')).toBeTruthy();
  });

  it('sin requisitos de Reporteo dice «No se encontraron datos» y muestra las declaraciones', async () => {
    const { fetchMock } = renderScreen(() => ok(report()));
    expect(await screen.findByText('No se encontraron datos')).toBeTruthy();
    expect(screen.getByText('Cliente: Cliente Alfa SA de CV')).toBeTruthy();
    expect(screen.getByText('Declaraciones')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname)).toContain(`/api/v1/reportes/${CLIENT}/provider/${PROVIDER}`);
  });

  it('muestra los grupos con sus tarjetas de requisito y el último reporte generado', async () => {
    renderScreen((url) =>
      url.pathname.startsWith('/api/v1/reporter/idCompany/')
        ? ok({ company: { id: PROVIDER, name: 'Proveedor Beta SA de CV' }, clients: [], lastReport: { fileId: SERVICE, name: 'Reporte07-11-2026.xlsx', createdAt: '2026-11-07T18:30:00.000Z' } })
        : ok(report([GROUP])),
    );
    expect(await screen.findByText('Informes cuatrimestrales')).toBeTruthy();
    expect(screen.getByText('Acuse ICSOE')).toBeTruthy();
    expect(await screen.findByText('Último reporte generado: 07/11/2026 12:30')).toBeTruthy();
  });

  it('un error muestra el mensaje de la especificación', async () => {
    renderScreen(() => envelopeResponse(500, { codigo: 500, respuesta: null, mensaje: 'Error interno' }));
    expect(await screen.findByText(MENSAJES_REPORTES.errorReporte)).toBeTruthy();
  });

  it('descarga la plantilla ICSOE y luego advierte con «Cuidado»; Entendido lo cierra', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:plantilla');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const { user, fetchMock } = renderScreen((url) => (url.pathname.startsWith('/templates/') ? new Response('plantilla', { status: 200 }) : ok(report())));
    const fetched = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname).filter((p) => p.startsWith('/templates/'));
    await screen.findByText('No se encontraron datos');
    expect(screen.queryByText(AVISO_PLANTILLAS.texto)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Descargar plantilla ICSOE' }));
    expect(await screen.findByText(AVISO_PLANTILLAS.texto)).toBeTruthy();
    expect(fetched()).toEqual(['/templates/plantilla-icsoe.xlsx']);
    expect(clicked).toEqual(['Plantilla ICSOE.xlsx']);
    expect(screen.getByText('Cuidado')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByText(AVISO_PLANTILLAS.texto)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Descargar plantillas SISUB' }));
    expect(await screen.findByText(AVISO_PLANTILLAS.texto)).toBeTruthy();
    expect(fetched()).toEqual(['/templates/plantilla-icsoe.xlsx', '/templates/plantillas-sisub.zip']);
    expect(clicked).toEqual(['Plantilla ICSOE.xlsx', 'Plantillas SISUB.zip']);
  });

  it('si la plantilla no se descarga no advierte «Cuidado»', async () => {
    const { user } = renderScreen((url) => (url.pathname.startsWith('/templates/') ? new Response('', { status: 404 }) : ok(report())));
    await screen.findByText('No se encontraron datos');
    await user.click(screen.getByRole('button', { name: 'Descargar plantilla ICSOE' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Descargar plantilla ICSOE' }).getAttribute('data-loading')).toBeNull());
    expect(screen.queryByText(AVISO_PLANTILLAS.texto)).toBeNull();
  });

  it('sin canAccessReport muestra un aviso y no pide el reporte', () => {
    const { fetchMock } = renderScreen(() => ok(report()), false);
    expect(screen.getByText(/Su perfil no tiene acceso a Reportes/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('Descargar reporte (ReporteIdealExcel)', () => {
  beforeEach(() => {
    resetSessionForTests();
    startSession({ accessToken: 'acceso', tokenExpire: new Date(Date.now() + 600_000).toISOString(), sessionExpiresAt: new Date(Date.now() + 7_200_000).toISOString(), userId: '00000000-0000-4000-8000-000000000009' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const stub = (answer: (url: URL) => Response) => vi.stubGlobal('fetch', vi.fn<typeof fetch>(async (input) => answer(new URL(String(input), 'http://localhost'))));
  const FILE = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e70';

  it('pide el reporte, descarga el documento por fileId y lo guarda como Reporte{dd-mm-aaaa}.xlsx', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:reporte');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const seen: string[] = [];
    stub((url) => {
      seen.push(url.pathname);
      return url.pathname.startsWith('/api/v1/files/') ? new Response('xlsx', { status: 200 }) : ok([{ fileId: FILE, name: 'Reporte.xlsx', documentId: FILE, folderId: FILE }]);
    });
    await downloadIdealReport(PROVIDER);
    expect(seen).toEqual([`/api/v1/reporter/ReporteIdealExcel/companyId/${PROVIDER}/`, `/api/v1/files/${FILE}`]);
    expect(saved).toEqual([reportFileName()]);
    expect(reportFileName(new Date(2026, 10, 7))).toBe('Reporte07-11-2026.xlsx');
  });

  it('cada paso que falla da su mensaje', async () => {
    stub(() => envelopeResponse(500, { codigo: 500, respuesta: null, mensaje: 'Error' }));
    await expect(downloadIdealReport(PROVIDER)).rejects.toThrow(MENSAJES_REPORTES.sinInformacion);
    stub(() => ok([]));
    await expect(downloadIdealReport(PROVIDER)).rejects.toThrow(MENSAJES_REPORTES.sinFileId);
    stub((url) => (url.pathname.startsWith('/api/v1/files/') ? envelopeResponse(404, { codigo: 404, respuesta: null, mensaje: 'No encontrado' }) : ok([{ fileId: FILE }])));
    await expect(downloadIdealReport(PROVIDER)).rejects.toThrow(MENSAJES_REPORTES.sinDocumento);
  });
});
