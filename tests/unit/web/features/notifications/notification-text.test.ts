import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../../../../src/shared/contracts/notifications.contract';
import { shortenNotificationText } from '../../../../../src/web/features/notifications/lib/notification-text';

describe('texto de una notificación', () => {
  it('muestra completo un texto de hasta 90 caracteres, sin texto al pasar el cursor', () => {
    const text = 'a'.repeat(NOTIFICATIONS.textMax);
    expect(shortenNotificationText(text)).toEqual({ text, full: undefined });
  });

  it('corta a 90 caracteres con puntos suspensivos y guarda el texto completo para el cursor', () => {
    const text = `${'Servicios Demo SA de CV aceptó su invitación como proveedor. '.repeat(3)}Fin`;
    const short = shortenNotificationText(text);
    expect(short.full).toBe(text.trim());
    expect(short.text.endsWith('…')).toBe(true);
    expect(Array.from(short.text.slice(0, -1)).length).toBeLessThanOrEqual(90);
    expect(text.startsWith(short.text.slice(0, -1))).toBe(true);
  });

  it('cuenta acentos y emojis como un carácter, sin partirlos', () => {
    const text = `${'é'.repeat(89)}😀😀`;
    const short = shortenNotificationText(text);
    expect(short.text).toBe(`${'é'.repeat(89)}😀…`);
  });
});
