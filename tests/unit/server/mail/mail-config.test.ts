import { describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../../../../src/server/env';
import { checkMailConfig, smtpUrlOf } from '../../../../src/server/mail/mail-config';
import { StartupError } from '../../../../src/server/seed/first-admin';
import { MENSAJES_ARRANQUE } from '../../../../src/shared/labels/messages';

const SMTP_URL = 'smtp://usuario:clave@correo.empresa.mx:587';

describe('el correo de un arranque en producción', () => {
  it('sin SMTP_URL se niega a arrancar con un mensaje claro', () => {
    const env = loadEnv({ NODE_ENV: 'production', SMTP_URL: '' });
    expect(() => checkMailConfig(env, () => {})).toThrow(StartupError);
    expect(() => checkMailConfig(env, () => {})).toThrow(MENSAJES_ARRANQUE.faltaSmtp);
  });

  it('con MAIL=disabled arranca, lo dice una vez y no envía por SMTP aunque haya SMTP_URL', () => {
    const warn = vi.fn<(message: string) => void>();
    checkMailConfig(loadEnv({ NODE_ENV: 'production', MAIL: 'disabled' }), warn);
    expect(warn).toHaveBeenCalledExactlyOnceWith(MENSAJES_ARRANQUE.correoDesactivado);
    expect(smtpUrlOf(loadEnv({ NODE_ENV: 'production', MAIL: 'disabled', SMTP_URL }))).toBeUndefined();
  });

  it('con SMTP_URL arranca sin aviso, y fuera de producción el buzón de desarrollo sigue permitido', () => {
    const warn = vi.fn<(message: string) => void>();
    checkMailConfig(loadEnv({ NODE_ENV: 'production', SMTP_URL }), warn);
    checkMailConfig(loadEnv({ NODE_ENV: 'development' }), warn);
    checkMailConfig(loadEnv({}), warn);
    expect(warn).not.toHaveBeenCalled();
    expect(smtpUrlOf(loadEnv({ SMTP_URL }))).toBe(SMTP_URL);
  });

  it('MAIL solo acepta disabled', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', MAIL: 'no' })).toThrow(/MAIL/);
  });
});
