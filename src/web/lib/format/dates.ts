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
