// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStageSummary } from '../../../../../src/shared/contracts/compliance-summary.contract';
import type { TStageAuthorization } from '../../../../../src/shared/contracts/stage-authorization.contract';
import { DownloadDocumentsDialog, periodOptions } from '../../../../../src/web/features/service-stages/components/download-documents-dialog';
import { StageSummaryDialog } from '../../../../../src/web/features/service-stages/components/stage-summary-dialog';
import { resetSessionForTests, startSession } from '../../../../../src/web/lib/session/session-store';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const SERVICE = '00000000-0000-4000-8000-000000000001';
const STAGE = '00000000-0000-4000-8000-000000000002';
const FOLDER = '00000000-0000-4000-8000-000000000009';
const VIEWER = '00000000-0000-4000-8000-00000000000a';
const REQ = '00000000-0000-4000-8000-000000000003';
const summary: TStageSummary = {
  stageId: STAGE,
  stageName: 'Cumplimiento',
  groups: [{ id: '00000000-0000-4000-8000-000000000004', name: 'Obligaciones', requirements: [{ id: REQ, name: 'Opinión SAT' }] }],
  periods: [
    { year: 2026, month: 2, yearMonth: '2026-02', monthString: 'Febrero', status: 'RECHAZADO', requirements: [{ requirementId: REQ, requirementName: 'Opinión SAT', status: 'RECHAZADO' }] },
    { year: 2026, month: 1, yearMonth: '2026-01', monthString: 'Enero', status: 'ACEPTADO', requirements: [{ requirementId: REQ, requirementName: 'Opinión SAT', status: 'ACEPTADO' }] },
  ],
};
const ok = () => envelopeResponse(200, { codigo: 0, respuesta: summary, mensaje: '' });

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('Resumen de la etapa', () => {
  it('muestra un acordeón por mes con el estado de cada requisito y la autorización de la etapa', { timeout: 20_000 }, async () => {
    const authorized: TStageAuthorization = { stageId: STAGE, state: 'AUTHORIZED', authorizedAt: '2026-03-10T18:00:00.000Z', authorizedByName: 'Ana Validadora', validated: true, pending: 0, canAuthorize: false, recordFolderId: FOLDER };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (String(url).includes('/stages/authorizations') ? envelopeResponse(200, { codigo: 0, respuesta: [authorized], mensaje: '' }) : ok())),
    );
    renderWithProviders(<StageSummaryDialog serviceId={SERVICE} stageId={STAGE} stageName="Cumplimiento" viewerCompanyId={VIEWER} opened onClose={() => {}} />);
    expect(await screen.findByText('Resumen de Cumplimiento')).toBeTruthy();
    expect(await screen.findByText('Autorizada')).toBeTruthy();
    expect(screen.getByText('Autorizada el 10/03/2026 por Ana Validadora')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver acta en bóveda' }).getAttribute('href')).toBe(`/dashboard/vault/${FOLDER}?company=${VIEWER}`);
    expect(await screen.findByText('Febrero 2026')).toBeTruthy();
    expect(screen.getByText('Enero 2026')).toBeTruthy();
    expect(screen.getAllByText('Rechazado').length).toBeGreaterThan(0);
  });

  it('avisa cuando no se pudieron obtener los datos', { timeout: 20_000 }, async () => {
    vi.stubGlobal('fetch', vi.fn(async () => envelopeResponse(500, { codigo: 500, respuesta: null, mensaje: 'x' })));
    renderWithProviders(<StageSummaryDialog serviceId={SERVICE} stageId={STAGE} stageName="Cumplimiento" viewerCompanyId={VIEWER} opened onClose={() => {}} />);
    expect(await screen.findByText('Error al obtener los datos')).toBeTruthy();
  });
});

describe('Descargar documentos de la etapa', () => {
  it('ofrece los meses del servicio en español, del más reciente al más antiguo, desde 2017', () => {
    expect(periodOptions('2026-01-15', '2026-03-31').map((o) => o.label)).toEqual(['Marzo 2026', 'Febrero 2026', 'Enero 2026']);
    expect(periodOptions('2010-05-01', null, '2017-02').map((o) => o.value)).toEqual(['2017-02', '2017-01']);
  });

  it('pide al menos un tipo de documento y luego descarga Documents.zip', { timeout: 20_000 }, async () => {
    startSession({ accessToken: 'acceso', tokenExpire: new Date(Date.now() + 600_000).toISOString(), sessionExpiresAt: new Date(Date.now() + 7_200_000).toISOString(), userId: '00000000-0000-4000-8000-000000000009' });
    const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async (_url, init) => (init?.method === 'POST' ? new Response(new Uint8Array([80, 75, 5, 6]), { status: 200 }) : ok()));
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn<() => string>(() => 'blob:zip');
    // jsdom has no object URLs; saving the blob only needs one (this file's own URL global).
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn<() => void>() });
    const onClose = vi.fn<() => void>();
    renderWithProviders(<DownloadDocumentsDialog serviceId={SERVICE} stage={{ id: STAGE, name: 'Cumplimiento' }} service={{ startDate: '2026-01-01', endDate: '2026-03-31' }} opened onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Descargar' }));
    expect(await screen.findByText('Seleccione al menos un tipo de documento')).toBeTruthy();
    await user.click(screen.getByLabelText('TODOS'));
    await user.click(screen.getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toContain(`/services/${SERVICE}/stages/${STAGE}/download`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ requirementIds: [REQ], from: '2026-01', to: '2026-03' });
    expect(createObjectURL).toHaveBeenCalled();
  });
});
