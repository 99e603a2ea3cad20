import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { TFieldErrors } from '../../../shared/contracts/envelope';
import { isApiError, type ApiError } from '../http/api-error';

export interface ApplyFieldErrorsOptions {
  /**
   * The form's own field names: a server path is applied only when its first segment is one of
   * them (`address.zip` → `address`), so an error about a field the form does not show is left to
   * the screen's general message. Without it every path is applied.
   */
  fields?: Iterable<string>;
  /** react-hook-form's error type, to tell server errors from the resolver's (default `server`). */
  type?: string;
  /** Moves the focus to the first field with an error. */
  focusFirst?: boolean;
}

/**
 * Puts the Spanish messages a 400 carries in `respuesta.campos` (or a provider's field map) under
 * the fields of a react-hook-form form. Returns how many it applied, so the caller can fall back
 * to a general message when none matched.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  source: ApiError | TFieldErrors | null | undefined,
  options: ApplyFieldErrorsOptions = {},
): number {
  const campos: TFieldErrors = isApiError(source) ? source.campos : (source ?? {});
  const allowed = options.fields ? new Set(options.fields) : null;
  const entries = Object.entries(campos).filter(([path, message]) => message && (!allowed || allowed.has(path.split('.')[0] ?? '')));
  entries.forEach(([path, message], index) => {
    form.setError(path as FieldPath<T>, { type: options.type ?? 'server', message }, { shouldFocus: Boolean(options.focusFirst) && index === 0 });
  });
  return entries.length;
}
