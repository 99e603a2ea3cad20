// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../support/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TComplianceDocument, TStageRequirement } from '../../../../src/shared/contracts/compliance-documents.contract';
import type { TOlderDocuments } from '../../../../src/shared/contracts/older-documents.contract';
import { RequirementCard } from '../../../../src/web/components/compliance/requirement-card';
import { renderWithProviders } from '../support/render-app';

const doc = (n: number): TComplianceDocument => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  fileId: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
  name: `documento-${n}.pdf`,
  extension: 'pdf',
  description: '',
  year: 2026,
  month: 13 - n,
  expiresOn: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  validationStatus: { status: 'REVIEW', comments: '', date: null },
});

const requirement = (documents: TComplianceDocument[], total: number, name = 'Opinión de cumplimiento IMSS'): TStageRequirement => ({
  id: '5e7d0000-0000-4000-8003-000000000008',
  name,
  format: 'PDF',
  delivery: { kind: 'ONCE', day: 10 },
  helpText: '',
  exampleImage: null,
  acceptsUploads: true,
  nextDue: null,
  daysLeft: null,
  documents,
  documentsTotal: total,
});

function renderCard(req: TStageRequirement, loadOlder?: (requirementId: string, after: string) => Promise<TOlderDocuments>) {
  renderWithProviders(<RequirementCard requirement={req} canUpload={false} canDelete={false} onUpload={vi.fn<() => void>()} onOpen={vi.fn<() => void>()} onDelete={vi.fn<() => void>()} loadOlder={loadOlder} />);
  return userEvent.setup();
}

const button = () => screen.getByRole('button', { name: 'Ver documentos anteriores' });

describe('tarjeta de requisito: documentos anteriores', () => {
  it('está deshabilitado cuando la etapa ya trae todos los documentos', () => {
    renderCard(requirement([doc(1), doc(2)], 2), vi.fn<(requirementId: string, after: string) => Promise<TOlderDocuments>>());
    expect(button()).toHaveProperty('disabled', true);
  });

  it('carga la página siguiente después del último documento y se deshabilita al terminar', async () => {
    const loadOlder = vi.fn<(requirementId: string, after: string) => Promise<TOlderDocuments>>(async (_requirementId, after) =>
      after === doc(2).id ? { items: [doc(3), doc(4)], nextCursor: doc(4).id } : { items: [doc(5)], nextCursor: null },
    );
    const user = renderCard(requirement([doc(1), doc(2)], 5), loadOlder);
    await user.click(button());
    expect(await screen.findByText('documento-4.pdf')).toBeTruthy();
    expect(loadOlder).toHaveBeenCalledWith('5e7d0000-0000-4000-8003-000000000008', doc(2).id);
    await waitFor(() => expect(button()).toHaveProperty('disabled', false));
    await user.click(button());
    expect(await screen.findByText('documento-5.pdf')).toBeTruthy();
    expect(loadOlder).toHaveBeenLastCalledWith('5e7d0000-0000-4000-8003-000000000008', doc(4).id);
    await waitFor(() => expect(button()).toHaveProperty('disabled', true));
  });

  it('ofrece la plantilla solo en la lista de nómina pagada', () => {
    renderCard(requirement([], 0, 'Lista de nómina pagada'));
    expect(screen.getByRole('button', { name: 'Descargar plantilla' })).toBeTruthy();
  });
});
