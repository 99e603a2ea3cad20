import { isApiError } from '../../../lib/api-client';

/**
 * A save's error for the dialog footer: null when the server put it under the form's own fields
 * (already shown there). `isFormField` picks which field keys count (all by default).
 */
export function errorOutsideFields(error: unknown, isFormField: (key: string) => boolean = () => true): unknown {
  return isApiError(error) && Object.keys(error.campos).some(isFormField) ? null : error;
}
