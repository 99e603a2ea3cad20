import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRenewPasswordRequest } from '../../../../shared/contracts/account.contract';
import { ApiError } from '../../../lib/http/api-error';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { activateAccount } from '../api/activate-account.api';
import { type PostLoginDestination, resolvePostLoginDestination } from '../lib/post-login-destination';

export interface ActivationResult {
  /** The server's message ("Activación exitosa", or "Contraseña actualizada correctamente" after an expiry). */
  message: string;
  destination: PostLoginDestination;
}

/**
 * First-time activation: sets the new password, then reloads /users/me (now with updatedPassword)
 * and applies the post-login rules again to decide where the user goes (spec 1 §2).
 */
export function useActivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: TRenewPasswordRequest): Promise<ActivationResult> => {
      const message = await activateAccount(values);
      const user = await queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 });
      const destination = resolvePostLoginDestination(user);
      // Spec 1 §8: a user without a main company cannot go on.
      if (!destination) throw new ApiError({ status: 500 });
      return { message, destination };
    },
  });
}
