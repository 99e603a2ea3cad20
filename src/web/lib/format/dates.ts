import dayjs from 'dayjs';

/** 14 de marzo de 2026, 10:42 (es-MX, the browser's time zone). */
export function formatDateTime(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('D [de] MMMM [de] YYYY, HH:mm') : '';
}

/** 14/03/2026 10:42 — compact, for lists. */
export function formatShortDateTime(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm') : '';
}

const MEXICO_CITY = new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'medium', timeStyle: 'short' });

/** 14 mar 2026, 10:42 in Mexico City time, wherever the browser is (spec 3 §2.4, the Generador modal). */
export function formatMexicoCityDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : MEXICO_CITY.format(date);
}
