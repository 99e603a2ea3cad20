import { describe, expect, it } from 'vitest';
import type { TNotification } from '../../../../../src/shared/contracts/notifications.contract';
import { flattenNotifications, nextNotificationsPage, withoutNotification } from '../../../../../src/web/features/notifications/lib/notification-pages';

const notification = (n: number): TNotification => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'SISTEMA',
  text: `Aviso ${n}`,
  subText: 'Avala',
  createdAt: '2026-03-14T10:42:00.000Z',
  action: null,
  read: false,
});
const page = (from: number, count: number, total: number, nextCursor: string | null = null) => ({ items: Array.from({ length: count }, (_, i) => notification(from + i)), total, nextCursor });

describe('páginas de notificaciones', () => {
  it('pide la primera página cuando no hay nada cargado', () => {
    expect(nextNotificationsPage([])).toBe('');
  });

  it('"Ver más" pide la página siguiente con el cursor de la última', () => {
    expect(nextNotificationsPage([page(0, 15, 40, 'c1')])).toBe('c1');
    expect(nextNotificationsPage([page(0, 15, 40, 'c1'), page(15, 15, 40, 'c2')])).toBe('c2');
  });

  it('ya no ofrece "Ver más" cuando la última página no trae cursor', () => {
    expect(nextNotificationsPage([page(0, 15, 40, 'c1'), page(15, 15, 40, 'c2'), page(30, 10, 40)])).toBeUndefined();
    expect(nextNotificationsPage([page(0, 3, 3)])).toBeUndefined();
  });

  it('une las páginas sin repetir una notificación que cambió de página', () => {
    const list = flattenNotifications([page(0, 15, 31), page(14, 15, 31)]);
    expect(list).toHaveLength(29);
    expect(new Set(list.map((n) => n.id)).size).toBe(29);
  });

  it('al marcarla como leída sale de la lista de no leídas y el total baja en uno', () => {
    const pages = [page(0, 15, 20), page(15, 5, 20)];
    const target = notification(16).id;
    const after = withoutNotification(pages, target);
    expect(flattenNotifications(after).some((n) => n.id === target)).toBe(false);
    expect(after.map((p) => p.total)).toEqual([19, 19]);
    expect(withoutNotification(after, target)).toBe(after);
  });
});
