import { MENSAJES_ARRANQUE } from '../../shared/labels/messages';
import type { Env } from '../env';
import { StartupError } from '../seed/first-admin';

/**
 * Production mail goes over SMTP or nowhere, said explicitly: without SMTP_URL the transport falls
 * back to the development mailbox, which in production nobody reads (issue 21 item 7).
 */
export function checkMailConfig(env: Pick<Env, 'NODE_ENV' | 'SMTP_URL' | 'MAIL'>, warn: (message: string) => void = console.warn) {
  if (env.MAIL === 'disabled') return warn(MENSAJES_ARRANQUE.correoDesactivado);
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) throw new StartupError(MENSAJES_ARRANQUE.faltaSmtp);
}

/** The SMTP address the transport uses: none when mail is disabled, so nothing leaves the process. */
export const smtpUrlOf = (env: Pick<Env, 'SMTP_URL' | 'MAIL'>) => (env.MAIL === 'disabled' ? undefined : env.SMTP_URL);
