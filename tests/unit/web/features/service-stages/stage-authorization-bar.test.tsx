// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStageAuthorization } from '../../../../../src/shared/contracts/stage-authorization.contract';
import { StageAuthorizationBar } from '../../../../../src/web/features/service-stages/components/stage-authorization-bar';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const SERVICE = '00000000-0000-4000-8000-000000000001';
const EXPEDIENTE = { id: '00000000-0000-4000-8000-000000000002', name: 'Expediente' };
const CUMPLIMIENTO = { id: '00000000-0000-4000-8000-000000000003', name: 'Cumplimiento' };
const STAGES = [EXPEDIENTE, CUMPLIMIENTO];
const state = (stageId: string, values: Partial<TStageAuthorization>): TStageAuthorization => ({
  stageId,
  state: 'NONE',
  authorizedAt: null,
  authorizedByName: null,
  validated: false,
  pending: 1,
  canAuthorize: false,
  recordFolderId: null,
  ...values,
});

function stub(list: TStageAuthorization[]) {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async (_url, init) =>
    init?.method === 'PATCH'
      ? envelopeResponse(200, { codigo: 0, respuesta: state(CUMPLIMIENTO.id, { state: 'AUTHORIZED' }), mensaje: 'Etapa autorizada' })
      : envelopeResponse(200, { codigo: 0, respuesta: list, mensaje: '' }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('autorización de etapas bajo el selector', () => {
  it('marca las etapas autorizadas o revocadas y sin nada autorizable no ofrece el botón', { timeout: 20_000 }, async () => {
    stub([state(EXPEDIENTE.id, { state: 'AUTHORIZED', authorizedAt: '2026-03-10T18:00:00.000Z', validated: true, pending: 0 }), state(CUMPLIMIENTO.id, { state: 'REVOKED' })]);
    renderWithProviders(<StageAuthorizationBar serviceId={SERVICE} stages={STAGES} current={CUMPLIMIENTO} />);
    expect(await screen.findByText('Expediente: Autorizada')).toBeTruthy();
    expect(screen.getByText('Cumplimiento: Autorización revocada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Autorizar etapa' })).toBeNull();
  });

  it('el botón aparece solo en la etapa actual que puede autorizarse, y pide confirmación antes de enviar', { timeout: 20_000 }, async () => {
    const fetchMock = stub([state(EXPEDIENTE.id, { canAuthorize: false }), state(CUMPLIMIENTO.id, { validated: true, pending: 0, canAuthorize: true })]);
    const view = renderWithProviders(<StageAuthorizationBar serviceId={SERVICE} stages={STAGES} current={EXPEDIENTE} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Autorizar etapa' })).toBeNull();
    view.unmount();

    renderWithProviders(<StageAuthorizationBar serviceId={SERVICE} stages={STAGES} current={CUMPLIMIENTO} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Autorizar etapa' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/¿Autorizar la etapa «Cumplimiento»\?/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Autorizar etapa' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(patch?.[0])).toContain(`/services/${SERVICE}/stages/${CUMPLIMIENTO.id}/authorize`);
  });
});
