// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TNotification } from '../../../../../src/shared/contracts/notifications.contract';
import { NotificationsMenu } from '../../../../../src/web/features/notifications/components/notifications-menu';
import { envelopeResponse, renderWithProviders } from '../../support/render-app';

const notification = (n: number, read = false): TNotification => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'SISTEMA',
  text: n === 0 ? `${'Texto muy largo de una notificación que explica un cambio importante. '.repeat(2)}` : `Aviso número ${n}`,
  subText: 'Avala',
  createdAt: '2026-03-14T10:42:00.000Z',
  action: null,
  read,
});

/** A small in-memory notifications API: 20 unread, PATCH moves one to read. */
function fakeApi() {
  const all = Array.from({ length: 20 }, (_, i) => notification(i));
  const ok = (respuesta: unknown) => envelopeResponse(200, { codigo: 0, respuesta, mensaje: '' });
  return vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://avala.test');
    if (pathname === '/api/v1/notifications/size') return ok({ unread: all.filter((n) => !n.read).length });
    if (init.method === 'PATCH') {
      const found = all.find((n) => pathname.endsWith(n.id));
      if (found) found.read = true;
      return ok(found);
    }
    const read = searchParams.get('read') === 'true';
    // The cursor here is simply the index the next page starts at.
    const after = searchParams.get('after');
    const from = after ? Number(after) : 0;
    const size = Number(searchParams.get('size'));
    const matching = all.filter((n) => n.read === read);
    const next = from + size < matching.length ? String(from + size) : null;
    return ok({ items: matching.slice(from, from + size), total: after ? null : matching.length, nextCursor: next });
  });
}

describe('menú de notificaciones', () => {
  it('muestra el conteo, lista 15, "Ver más" agrega el resto y al hacer clic la marca como leída', { timeout: 20_000 }, async () => {
    const fetchMock = fakeApi();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<NotificationsMenu />);

    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 20 sin leer' }));
    const list = await screen.findByRole('list', { name: 'No leídas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    expect(fetchMock.mock.calls.some(([url]) => url.includes('size=15'))).toBe(true);

    // Long texts are cut at 90 characters; the full text stays on hover (title).
    const long = within(list).getByText(/^Texto muy largo/);
    expect(long.textContent?.endsWith('…')).toBe(true);
    expect(long).toHaveAttribute('title', notification(0).text.trim());

    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /Aviso número 3\b/ }));
    await screen.findByRole('button', { name: 'Notificaciones, 19 sin leer' });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'No leídas' })).queryByText('Aviso número 3')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url, init]) => init.method === 'PATCH' && url.endsWith(notification(3).id))).toBe(true);
  });

  it('sin notificaciones dice "No hay notificaciones" y no muestra insignia', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<(url: string) => Promise<Response>>(async (url) =>
        envelopeResponse(200, { codigo: 0, respuesta: url.includes('/size') ? { unread: 0 } : { items: [], total: 0, nextCursor: null }, mensaje: '' }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<NotificationsMenu />);
    await user.click(screen.getByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText('No hay notificaciones')).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });
});
