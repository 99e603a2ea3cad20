import { queryOptions } from '@tanstack/react-query';
import type { TResetConfirmRequest } from '../../../../shared/contracts/account.contract';
import type { TPasswordPolicy } from '../../../../shared/domain/auth-policy';
import { api, apiEnvelope } from '../../../lib/api-client';

export interface ResetTokenInfo {
  email: string;
  /** The active policies that apply to a password update: the page's checklist. */
  passwordPolicyList: TPasswordPolicy[];
}

/** GET /users/resetPass/{email}: mails the reset link. Resolves to the server's message for the alert. */
export async function requestPasswordReset(email: string): Promise<string> {
  const { mensaje } = await apiEnvelope<null>('GET', `/users/resetPass/${encodeURIComponent(email.trim())}`, undefined, { auth: false });
  return mensaje;
}

/**
 * GET /users/resetPass/validate/{token}, once per page: a 404 means the link is invalid or used,
 * which asking again will not change. The token stays out of any persisted cache (gcTime 0).
 */
export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['account', 'reset-token', token] as const,
    queryFn: ({ signal }) => api.get<ResetTokenInfo>(`/users/resetPass/validate/${encodeURIComponent(token)}`, { signal, auth: false }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/** POST /users/resetPass/confirm/{token}. A 400 carries the policies, each with `hasError`. */
export async function confirmPasswordReset(token: string, body: TResetConfirmRequest): Promise<string> {
  const { mensaje } = await apiEnvelope<null>('POST', `/users/resetPass/confirm/${encodeURIComponent(token)}`, body, { auth: false });
  return mensaje;
}
