/** Every instant users read is Mexico City wall time, whatever the browser's or the server's zone. */
export const MEXICO_CITY_TIME_ZONE = 'America/Mexico_City';

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: MEXICO_CITY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: MEXICO_CITY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * 'YYYY-MM-DD' of the Mexico City calendar day of an instant. One formatter for the whole process:
 * building an Intl.DateTimeFormat costs ~0.1 ms, and due dates compute this per requirement.
 */
export function mexicoIsoDate(at: Date): string {
  return ISO_DAY.format(at);
}

function instant(at: Date | string | number): Date | null {
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * 14/03/2026 10:42 (dd/mm/aaaa HH:mm in Mexico City): the one date-and-time format of the Bitácora,
 * notifications, histories and exports. Built from parts, so no locale's separators can creep in.
 * An invalid instant gives ''.
 */
export function formatDateTime(at: Date | string | number): string {
  const date = instant(at);
  if (!date) return '';
  const part = Object.fromEntries(PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** 14/03/2026: the Mexico City day of an instant (an upload, a view). Never for a date-only value such as a due date. */
export function formatDate(at: Date | string | number): string {
  return formatDateTime(at).slice(0, 10);
}

/** A date-only ISO value (2026-11-15, or the day part of a timestamp) as 15/11/2026, with no time-zone shift. */
export function formatIsoDay(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** formatIsoDay, or null when there is no date. */
export const formatIsoDayOrNull = (iso: string | null | undefined): string | null => (iso ? formatIsoDay(iso) : null);
