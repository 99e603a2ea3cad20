import { MENSAJES } from '../../shared/labels/messages';
import { isUuid } from '../../shared/text/uuid';
import { AppError } from './app-error';

/**
 * Opaque cursors for keyset pagination: the sort key of the last row a page showed, as base64url
 * JSON. Timestamps travel as PostgreSQL's own text form, so microseconds survive the round trip.
 */
export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

const invalid = () => new AppError('VALIDATION', { message: MENSAJES.cursorInvalido, fields: { after: MENSAJES.cursorInvalido } });

/** The key of a cursor this server issued, one part per check; anything else is a 400 on `after`. */
export function decodeCursor(cursor: string, parts: readonly ((part: string) => boolean)[]): string[] {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(key) || key.length !== parts.length || !key.every((part, i) => typeof part === 'string' && part.length <= 400 && parts[i]?.(part) === true)) throw invalid();
  return key as string[];
}

const SORT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

/** A cursor of a list ordered by time then id (db/keyset.ts): a UTC sort key and a uuid. */
export function decodeTimeCursor(cursor: string): readonly [sortKey: string, id: string] {
  const [sortKey = '', id = ''] = decodeCursor(cursor, [(part) => SORT_KEY.test(part), isUuid]);
  return [sortKey, id];
}

/** A cursor of a list ordered by a name then id: the name and a uuid. */
export function decodeNameCursor(cursor: string): readonly [name: string, id: string] {
  const [name = '', id = ''] = decodeCursor(cursor, [() => true, isUuid]);
  return [name, id];
}
