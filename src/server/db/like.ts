import { sql, type SQL } from 'drizzle-orm';

/** The user's LIKE wildcards escaped, so `50%` matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[%_\\]/g, (c) => `\\${c}`);
}

/** `%needle%` with the user's own wildcards escaped. */
export function containing(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * The pattern of a case- and accent-insensitive substring search: compare it with a column (or
 * expression) already folded by avala_fold(), so a trigram index on that form can serve it.
 */
export function foldedContaining(text: string): SQL {
  return sql`('%' || avala_fold(${escapeLike(text)}) || '%')`;
}
