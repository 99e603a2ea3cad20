import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { createDeviceTokens } from './trusted-device';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

const ISSUER = 'avala';
/** Tokens whose signature was already checked, kept until they expire; the oldest go first past this. */
const VERIFIED_KEPT = 10_000;

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  /**
   * Every request presents the same token until it is refreshed, and checking its signature through
   * WebCrypto cost a third of a millisecond of CPU each time. The same text verifies the same way, so
   * a token already verified is trusted until its expiry (the session itself is still read from the
   * database on every request: a revoked session is refused at once).
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  return {
    /** Trusted-device cookies, signed with the same server secret. */
    devices: createDeviceTokens(secret),
    async sign(claims: AccessClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** Returns null for any bad, expired or foreign token: the caller answers 401 either way. */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known && Date.now() < known.expiresAtMs) return known.claims;
      verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** 256 random bits, URL-safe; only its sha256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
