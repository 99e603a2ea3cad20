// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TComplianceDocument } from '../../../../../src/shared/contracts/compliance-documents.contract';
import { DocumentViewer } from '../../../../../src/web/features/service-stages/components/document-viewer';
import { resetSessionForTests, startSession } from '../../../../../src/web/lib/session/session-store';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const SERVICE = '00000000-0000-4000-8000-000000000001';
const REQUIREMENT = '00000000-0000-4000-8000-000000000005';
const document: TComplianceDocument = {
  id: '00000000-0000-4000-8000-000000000101',
  fileId: '00000000-0000-4000-8000-000000000201',
  name: 'opinion.pdf',
  extension: 'pdf',
  description: '',
  year: 2026,
  month: 3,
  expiresOn: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  validationStatus: { status: 'REVIEW', comments: '', date: null },
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('el visor del documento', () => {
  it('muestra el PDF y el validador rechaza solo con comentario', { timeout: 20_000 }, async () => {
    startSession({ accessToken: 'acceso', tokenExpire: new Date(Date.now() + 600_000).toISOString(), sessionExpiresAt: new Date(Date.now() + 7_200_000).toISOString(), userId: '00000000-0000-4000-8000-000000000009' });
    const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async (url, init) => {
      if (String(url).endsWith('/file')) return new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } });
      if (String(url).endsWith('/history')) return envelopeResponse(200, { codigo: 0, respuesta: [], mensaje: '' });
      if (init?.method === 'PUT') return envelopeResponse(200, { codigo: 0, respuesta: { ...document, validationStatus: { status: 'REJECTED', comments: 'Ilegible', date: '2026-03-03T00:00:00.000Z' } }, mensaje: 'Documento rechazado' });
      return envelopeResponse(404, { codigo: 404, respuesta: null, mensaje: 'x' });
    });
    vi.stubGlobal('fetch', fetchMock);
    Object.assign(URL, { createObjectURL: vi.fn<() => string>(() => 'blob:pdf'), revokeObjectURL: vi.fn<() => void>() });
    const onClose = vi.fn<() => void>();
    renderWithProviders(<DocumentViewer serviceId={SERVICE} requirementId={REQUIREMENT} document={document} canValidate onClose={onClose} />);
    expect(await screen.findByText('Documento cargado.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTitle('opinion.pdf')).toHaveAttribute('src', 'blob:pdf');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Escriba un comentario para rechazar el documento.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.type(screen.getByLabelText('Comentario'), 'Ilegible');
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toContain(`/services/${SERVICE}/requirements/${REQUIREMENT}`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ uid: document.id, validationStatus: { status: 'REJECTED', comments: 'Ilegible' } });
  });

  it('sin permiso de validación no ofrece Rechazar ni Validar Revision', { timeout: 20_000 }, async () => {
    vi.stubGlobal('fetch', vi.fn(async () => envelopeResponse(500, { codigo: 500, respuesta: null, mensaje: 'x' })));
    renderWithProviders(<DocumentViewer serviceId={SERVICE} requirementId={REQUIREMENT} document={document} canValidate={false} onClose={() => {}} />);
    expect(await screen.findByText('El documento no se pudo cargar.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rechazar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Validar Revision' })).toBeNull();
  });
});
