import { randomInt, timingSafeEqual } from 'node:crypto';
import { sha256Hex } from './tokens';

export function newOtpCode(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

/** Bound to its challenge so equal codes of two challenges never share a hash. */
export function hashOtp(challengeId: string, code: string): string {
  return sha256Hex(`${challengeId}:${code}`);
}

export function otpMatches(challengeId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashOtp(challengeId, code));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
