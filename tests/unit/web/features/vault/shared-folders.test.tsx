// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TVaultSharedFolder, TVaultSharedPage } from '../../../../../src/shared/contracts/vault.contract';
import { SharedFolders } from '../../../../../src/web/features/vault/components/shared-folders';
import { resetSessionForTests } from '../../../../../src/web/lib/session/session-store';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const COMPANY = '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60';
const folder = (n: number): TVaultSharedFolder => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Limpieza de oficinas ${String(n)}`,
  kind: 'SERVICE',
  parentId: null,
  readOnly: true,
  ownerName: 'Servicios Ordóñez',
});
const sharedPage = (page: number, total: number): TVaultSharedPage => {
  const items = Array.from({ length: Math.max(0, Math.min(24, total - page * 24)) }, (_, i) => folder(page * 24 + i + 1));
  return { items, total, totalCapped: false, page, size: 24 };
};

describe('Bóveda › Compartidos conmigo', () => {
  beforeEach(() => resetSessionForTests());
  afterEach(() => vi.unstubAllGlobals());

  it('una página que quedó después de la última (carpetas que dejaron de compartirse) lleva a la última', async () => {
    let total = 30;
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      return envelopeResponse(200, { codigo: 0, respuesta: sharedPage(Number(url.searchParams.get('page') ?? 0), total), mensaje: 'ok' });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SharedFolders companyId={COMPANY} onOpen={() => {}} />);
    const user = userEvent.setup();
    expect(await screen.findByText('Limpieza de oficinas 1')).toBeTruthy();
    total = 20;
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getByText('20 carpetas')).toBeTruthy());
    expect(await screen.findByText('Limpieza de oficinas 20')).toBeTruthy();
    expect(screen.queryByText(/Ninguna carpeta compartida coincide/)).toBeNull();
    const pages = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams.get('page'));
    expect(pages).toEqual(['0', '1', '0']);
  });
});
