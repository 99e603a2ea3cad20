import { DECIMAL_AMOUNT } from '../domain/catalogue';
import { z } from '../domain/zod-locale';
import { MENSAJES_CATALOGO, MENSAJES_EMPRESA, MENSAJES_GENERADOR, VALIDACION } from '../labels/messages';
import { isCurpFormat } from '../mx/curp';
import { isNssFormat } from '../mx/nss';
import { isRfcFormat } from '../mx/rfc';

/*
 * The field rules every contract repeats, written once. Each builder takes the Spanish message of
 * the screen it serves (the specs word "required" differently per module) and defaults to the
 * general one; the checks themselves (trim, lengths, RFC/CURP/NSS formats) are the same everywhere.
 */

/** Default upper bound of a free-text field (database columns are `text`; this bounds abuse). */
export const TEXT_MAX = 300;

/** Required text: trimmed, not empty, at most `max` characters. A non-string also reads `message`. */
export const text = (message: string = VALIDACION.campoRequerido, max: number = TEXT_MAX) => z.string({ error: message }).trim().min(1, message).max(max);

/** Optional text: trimmed, at most `max`, `''` when absent. */
export const optionalText = (max: number = TEXT_MAX) => z.string().trim().max(max).default('');

/** Spec 1 §5: every date input stops at 2999-12-31 (the web's date fields carry it as `max`). */
export const DATE_CEILING = '2999-12-31';

/**
 * A calendar date as `yyyy-MM-dd`, no later than DATE_CEILING (the API never sends local formats). With `required`, an empty or
 * missing date reads that message instead of `message` (an empty field is not an invalid date).
 */
export const isoDate = (message: string = MENSAJES_GENERADOR.fechaInvalida, required?: string) => {
  const date = z.iso.date({ error: message }).refine((d) => d <= DATE_CEILING, VALIDACION.fechaMaxima);
  return required ? z.string({ error: required }).trim().min(1, required).pipe(date) : date;
};

/** Required e-mail address, trimmed: empty reads `required`, malformed reads `invalid`. */
export const email = (messages: { required?: string; invalid?: string } = {}) => {
  const required = messages.required ?? VALIDACION.correoRequerido;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .pipe(z.email(messages.invalid ?? VALIDACION.correoInvalido));
};

/** Required RFC (persona moral or física, DOMAIN-MX.md): format and date; the check digit is only a warning, so not here. */
export const rfc = (messages: { required?: string; invalid?: string } = {}) =>
  text(messages.required ?? VALIDACION.campoRequerido).refine(isRfcFormat, messages.invalid ?? MENSAJES_EMPRESA.formatoInvalido);

/** Required CURP (format of DOMAIN-MX.md). */
export const curp = (messages: { required?: string; invalid?: string } = {}) =>
  text(messages.required ?? VALIDACION.campoRequerido).refine(isCurpFormat, messages.invalid ?? MENSAJES_EMPRESA.formatoInvalido);

/** Required IMSS NSS: 11 digits with a valid check digit. */
export const nss = (messages: { required?: string; invalid?: string } = {}) =>
  text(messages.required ?? VALIDACION.campoRequerido).refine(isNssFormat, messages.invalid ?? MENSAJES_EMPRESA.formatoInvalido);

/** An id; without a message the generic Spanish one of the zod locale. */
export const uuid = (message?: string) => (message ? z.uuid({ error: message }) : z.uuid());

/** A money amount as decimal text with two decimals (`"1234.50"`), never a float. */
export const money = (message: string = MENSAJES_CATALOGO.montoInvalido) => z.string().regex(DECIMAL_AMOUNT, message);
