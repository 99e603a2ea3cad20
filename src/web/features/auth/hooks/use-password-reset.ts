import { useMutation, useQuery } from '@tanstack/react-query';
import type { TResetConfirmRequest } from '../../../../shared/contracts/account.contract';
import { confirmPasswordReset, requestPasswordReset, resetTokenQuery } from '../api/password-reset.api';

/** Mode 2 of the landing: send the reset e-mail. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
}

/** The reset page: the link's token checked on load (skipped when the link has none). */
export function useResetToken(token: string | undefined) {
  return useQuery({ ...resetTokenQuery(token ?? ''), enabled: Boolean(token) });
}

export function useConfirmPasswordReset(token: string | undefined) {
  return useMutation({ mutationFn: (body: TResetConfirmRequest) => confirmPasswordReset(token ?? '', body) });
}
