import { POLICY_TYPES, type TPasswordPolicy } from '../../../../shared/domain/auth-policy';
import { isApiError } from '../../../lib/http/api-error';

const KNOWN = new Set<string>(POLICY_TYPES);

function isPolicy(value: unknown): value is TPasswordPolicy {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<TPasswordPolicy>;
  return typeof candidate.policyType === 'string' && KNOWN.has(candidate.policyType) && typeof candidate.description === 'string';
}

/** The policies a 400 returned with `hasError` (`respuesta.politicas`), or an empty list. */
export function failedPoliciesOf(error: unknown): TPasswordPolicy[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const respuesta = error.respuesta as { politicas?: unknown } | null;
  const list = Array.isArray(respuesta?.politicas) ? respuesta.politicas : [];
  return list.filter(isPolicy).filter((policy) => policy.hasError);
}
