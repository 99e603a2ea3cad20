import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { isOtpChallenge, type TLoginRequest, type TOtpChallenge, type TOtpVerifyRequest, type TSessionTokens } from '../../../../shared/contracts/auth.contract';
import type { TUserMe } from '../../../../shared/domain/user';
import { MENSAJES } from '../../../../shared/labels/messages';
import { ApiError } from '../../../lib/http/api-error';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { signOut } from '../../../lib/session/sign-out';
import { startSession } from '../../../lib/session/session-store';
import { login, verifyOtp } from '../api/login.api';
import { type PostLoginDestination, resolvePostLoginDestination } from '../lib/post-login-destination';

export interface SignInResult {
  user: TUserMe;
  destination: PostLoginDestination;
}

export type SignInOutcome = ({ kind: 'signedIn' } & SignInResult) | { kind: 'otp'; challenge: TOtpChallenge };

/** Spec 1 §4: loading the user after login is retried after 500 ms, up to 2 more times. */
const USER_RETRIES = 2;
const USER_RETRY_DELAY_MS = 500;

/**
 * Starts the in-memory session, loads /users/me and decides where to go. A user without a main
 * company cannot work: the session is closed again and the spec's generic message is shown
 * (spec 1 §8).
 */
async function completeSignIn(queryClient: QueryClient, tokens: TSessionTokens, origin: string | undefined): Promise<SignInResult> {
  startSession(tokens);
  try {
    const user = await queryClient.fetchQuery({ ...currentUserQuery(), retry: USER_RETRIES, retryDelay: USER_RETRY_DELAY_MS, staleTime: 0 });
    const destination = resolvePostLoginDestination(user, origin);
    if (!destination) throw new ApiError({ status: 500, mensaje: MENSAJES.errorInesperadoSesion });
    return { user, destination };
  } catch {
    await signOut(queryClient);
    throw new ApiError({ status: 500, mensaje: MENSAJES.errorInesperadoSesion });
  }
}

/** Step one: e-mail and password. Ends signed in, or with a two-step challenge to answer. */
export function useSignIn(origin?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: TLoginRequest): Promise<SignInOutcome> => {
      const answer = await login(values);
      if (isOtpChallenge(answer)) return { kind: 'otp', challenge: answer };
      return { kind: 'signedIn', ...(await completeSignIn(queryClient, answer, origin)) };
    },
  });
}

/** Step two, when the policy asks for it: the code mailed to the user. */
export function useVerifyOtp(origin?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: TOtpVerifyRequest): Promise<SignInResult> => completeSignIn(queryClient, await verifyOtp(values), origin),
  });
}
