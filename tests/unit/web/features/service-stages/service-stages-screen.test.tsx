// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TComplianceDocument, TServiceStage } from '../../../../../src/shared/contracts/compliance-documents.contract';
import type { TServiceDetail } from '../../../../../src/shared/contracts/services.contract';
import { ServiceStagesScreen } from '../../../../../src/web/features/service-stages/components/service-stages-screen';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const SERVICE = '00000000-0000-4000-8000-000000000001';
const EXPEDIENTE = '00000000-0000-4000-8000-000000000002';
const CUMPLIMIENTO = '00000000-0000-4000-8000-000000000003';
const doc = (id: string, month: number, status: TComplianceDocument['validationStatus']['status'], comments = ''): TComplianceDocument => ({
  id: `00000000-0000-4000-8000-00000000010${id}`,
  fileId: `00000000-0000-4000-8000-00000000020${id}`,
  name: `opinion-${month}.pdf`,
  extension: 'pdf',
  description: '',
  year: 2026,
  month,
  expiresOn: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  validationStatus: { status, comments, date: null },
});

const CLIENT = '00000000-0000-4000-8000-000000000007';
const PROVIDER = '00000000-0000-4000-8000-000000000008';
const SET = '00000000-0000-4000-8000-000000000009';
const COUNTERPART = 'Cliente con un nombre bastante largo para recortarse SA de CV';
const overview = (permissions: TServiceDetail['permissions']): TServiceDetail => ({
  id: SERVICE,
  name: 'Limpieza de oficinas',
  setId: SET,
  setName: 'REPSE',
  generators: false,
  startDate: '2026-01-01',
  endDate: null,
  status: 'ACCEPTED',
  viewerState: 'accepted',
  createdByViewer: false,
  clientId: CLIENT,
  clientName: COUNTERPART,
  providerId: PROVIDER,
  providerName: 'Proveedor SA',
  viewerSide: 'provider',
  viewerCompanyId: PROVIDER,
  counterpartId: CLIENT,
  counterpartName: COUNTERPART,
  counterpartBlacklist: false,
  counterpartBlacklistDetail: { listings: [], checkedAt: '15/11/2026' },
  stages: [
    { id: EXPEDIENTE, name: 'Expediente', description: '', position: 1 },
    { id: CUMPLIMIENTO, name: 'Cumplimiento', description: '', position: 2 },
  ],
  permissions,
  objetoSocialPreponderante: 'Servicios de limpieza',
  canSetOsp: false,
  ospOptions: [],
});
const stage: TServiceStage = {
  stage: { id: CUMPLIMIENTO, name: 'Cumplimiento', description: '' },
  groups: [
    {
      id: '00000000-0000-4000-8000-000000000004',
      name: 'Obligaciones mensuales',
      requirements: [
        {
          id: '00000000-0000-4000-8000-000000000005',
          name: 'Opinión de cumplimiento SAT 32-D',
          format: 'PDF',
          delivery: { kind: 'MONTHLY', day: 17 },
          helpText: 'La opinión positiva del SAT.',
          exampleImage: null,
          acceptsUploads: true,
          nextDue: '2026-03-17',
          daysLeft: -4,
          dueState: 'OVERDUE',
          duePeriod: { year: 2026, month: 2 },
          documents: [doc('1', 2, 'REJECTED', 'Ilegible'), doc('2', 1, 'ACCEPTED')],
          documentsTotal: 2,
        },
        { id: '00000000-0000-4000-8000-000000000006', name: 'Generador', format: 'PDF', delivery: { kind: 'MONTHLY', day: 17 }, helpText: '', exampleImage: null, acceptsUploads: false, nextDue: '2026-04-17', daysLeft: 3, documents: [], documentsTotal: 0 },
      ],
    },
  ],
};

function stubApi(permissions: TServiceDetail['permissions']) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      envelopeResponse(200, { codigo: 0, respuesta: String(url).includes('/stages/authorizations') ? [] : String(url).includes('/stage/') ? stage : overview(permissions), mensaje: '' }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('el servicio por etapa', () => {
  it('muestra la contraparte recortada, la entrega vencida y el documento más nuevo con Ver más', { timeout: 20_000 }, async () => {
    stubApi({ canUpload: true, canValidate: false, canDeleteDocuments: true });
    renderWithProviders(<ServiceStagesScreen serviceId={SERVICE} stageId={CUMPLIMIENTO} onStageChange={() => {}} onBack={() => {}} />);
    expect(await screen.findByText('Opinión de cumplimiento SAT 32-D', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Cliente con un nombre bastante largo…')).toBeTruthy();
    expect(screen.getByText('Vencido hace 4 días')).toBeTruthy();
    expect(screen.getByText('Faltan 3 días')).toBeTruthy();
    expect(screen.getByText('VER RESUMEN')).toBeTruthy();
    expect(screen.getByText('opinion-2.pdf')).toBeTruthy();
    expect(screen.queryByText('opinion-1.pdf')).toBeNull();
    // Only the SAT requirement takes uploads; the Generador never does.
    expect(screen.getAllByRole('button', { name: 'Subir documentos' })).toHaveLength(1);
    await userEvent.click(screen.getAllByRole('button', { name: 'Ver más' })[0] as HTMLElement);
    expect(screen.getByText('opinion-1.pdf')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Rechazado: ver comentarios' }));
    expect(await screen.findByText('Ilegible')).toBeTruthy();
  });

  it('sin permiso de carga no ofrece Subir documentos; la carga pide archivo y parte del periodo que se debe', { timeout: 20_000 }, async () => {
    stubApi({ canUpload: false, canValidate: true, canDeleteDocuments: false });
    const view = renderWithProviders(<ServiceStagesScreen serviceId={SERVICE} stageId={CUMPLIMIENTO} onStageChange={() => {}} onBack={() => {}} />);
    expect(await screen.findByText('Opinión de cumplimiento SAT 32-D', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subir documentos' })).toBeNull();
    view.unmount();

    stubApi({ canUpload: true, canValidate: false, canDeleteDocuments: true });
    renderWithProviders(<ServiceStagesScreen serviceId={SERVICE} stageId={CUMPLIMIENTO} onStageChange={() => {}} onBack={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Subir documentos' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    // The requirement owes February 2026 (the service started in January 2026).
    expect(within(dialog).getByDisplayValue('Febrero')).toBeTruthy();
    expect(within(dialog).getAllByDisplayValue('2026').length).toBeGreaterThan(0);
    // The submit button appears only when the form is valid: no file yet.
    expect(within(dialog).queryByRole('button', { name: 'Subir' })).toBeNull();
  });
});
