import type { TLoginRequest, TOtpChallenge, TOtpVerifyRequest, TSessionTokens } from '../../../../shared/contracts/auth.contract';
import { api } from '../../../lib/api-client';

/**
 * POST /auth/login: the tokens in the body (the refresh token as an httpOnly cookie), or, when
 * the two-step policy is on, a challenge: a code went to the user's mail.
 */
export function login(body: TLoginRequest): Promise<TSessionTokens | TOtpChallenge> {
  return api.post<TSessionTokens | TOtpChallenge>('/auth/login', body, { auth: false });
}

/** POST /auth/otp/verify: the mailed code for a challenge, answered with the session tokens. */
export function verifyOtp(body: TOtpVerifyRequest): Promise<TSessionTokens> {
  return api.post<TSessionTokens>('/auth/otp/verify', body, { auth: false });
}
