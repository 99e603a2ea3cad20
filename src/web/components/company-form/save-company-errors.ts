import { ZCompanyForm } from '../../../shared/contracts/companies.contract';
import type { TFieldErrors } from '../../../shared/contracts/envelope';
import { isApiError } from '../../lib/http/api-error';

export type SaveCompanyFailure =
  /** 400 whose field errors name fields of the form: shown under each field. */
  | { kind: 'fields'; fields: TFieldErrors }
  /** 409: another company already has this name or RFC (a warning with the server's words). */
  | { kind: 'duplicate'; message: string }
  /** Anything else: the screen's generic message. */
  | { kind: 'other' };

const FORM_FIELDS = new Set(Object.keys(ZCompanyForm.shape));

/** Keeps the field errors whose dotted path starts with a field of the form. */
export function formFieldErrors(campos: TFieldErrors): TFieldErrors {
  return Object.fromEntries(Object.entries(campos).filter(([path]) => FORM_FIELDS.has(path.split('.')[0] ?? '')));
}

/** How a failed save of the company data reads to the user (spec 1 §8). */
export function classifySaveCompanyError(error: unknown): SaveCompanyFailure {
  if (!isApiError(error)) return { kind: 'other' };
  if (error.status === 409) return { kind: 'duplicate', message: error.mensaje };
  if (error.status === 400) {
    const fields = formFieldErrors(error.campos);
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  }
  return { kind: 'other' };
}
