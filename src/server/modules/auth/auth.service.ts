import { randomUUID } from 'node:crypto';
import { AUTH_LIMITS } from '../../../shared/contracts/auth.contract';
import type { TLoginRequest, TOtpChallenge, TOtpVerifyRequest, TSessionTokens } from '../../../shared/contracts/auth.contract';
import { OTP_DEFAULTS } from '../../../shared/domain/auth-policy';
import { MENSAJES_CUENTA } from '../../../shared/labels/messages';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MailService } from '../../mail/mail.service';
import { otpMail } from '../../mail/templates';
import { authPoliciesRepository, numericPolicy, otpRequired } from '../auth-policies/auth-policies.repository';
import { authRepository, type SessionRow } from './auth.repository';
import { hashOtp, newOtpCode, otpMatches } from './otp-code';
import { otpRepository } from './otp.repository';
import { verifyAgainstDummy, verifyPassword } from './password';
import { newOpaqueToken, sha256Hex, type TokenSigner } from './tokens';

export interface ClientContext {
  ip: string;
  userAgent: string | undefined;
}

export interface IssuedSession {
  tokens: TSessionTokens;
  refreshToken: string;
  session: SessionRow;
}

const MINUTE = 60_000;
/** A refresh token spent this recently was likely raced by a second tab, not stolen. */
const REUSE_GRACE_MS = 30_000;

export type LoginOutcome = { kind: 'session'; issued: IssuedSession } | { kind: 'otp'; challenge: TOtpChallenge };

type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof authRepository>['findUserByEmail']>>>;

export function createAuthService(deps: { db: Db; signer: TokenSigner; mail: MailService; now?: () => Date }) {
  const repo = authRepository(deps.db);
  const otp = otpRepository(deps.db);
  const policies = authPoliciesRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function issue(session: SessionRow): Promise<IssuedSession> {
    const refreshToken = newOpaqueToken();
    await repo.addRefreshToken(session.id, sha256Hex(refreshToken));
    const current = now();
    const tokenExpire = new Date(Math.min(current.getTime() + AUTH_LIMITS.accessTokenMinutes * MINUTE, session.expiresAt.getTime()));
    const accessToken = await deps.signer.sign({ userId: session.userId, sessionId: session.id }, tokenExpire);
    return {
      refreshToken,
      session,
      tokens: {
        accessToken,
        tokenExpire: tokenExpire.toISOString(),
        sessionExpiresAt: session.expiresAt.toISOString(),
        userId: session.userId,
      },
    };
  }

  /** Counts one failure for the address; true when it has just been locked. */
  async function registerFailure(email: string, current: Date): Promise<boolean> {
    const windowStart = new Date(current.getTime() - AUTH_LIMITS.lockMinutes * MINUTE);
    const failures = await repo.recordFailure(email, current, windowStart);
    if (failures < AUTH_LIMITS.maxFailedLogins) return false;
    await repo.lock(email, new Date(current.getTime() + AUTH_LIMITS.lockMinutes * MINUTE));
    await recordAudit(deps.db, { action: 'auth.lockout', details: { email } });
    return true;
  }

  async function assertNotLocked(email: string, current: Date) {
    const lockedUntil = await repo.lockedUntil(email);
    if (lockedUntil && lockedUntil > current) throw new AppError('ACCOUNT_LOCKED');
  }

  async function openSession(user: UserRow, keepSession: boolean, client: ClientContext, current: Date) {
    await repo.clearFailures(user.email);
    const session = await repo.createSession({
      userId: user.id,
      keepOpen: keepSession,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 400),
      expiresAt: new Date(current.getTime() + AUTH_LIMITS.sessionHours * 60 * MINUTE),
    });
    await recordAudit(deps.db, { action: 'auth.login', actorUserId: user.id, entity: 'session', entityId: session.id, ip: client.ip });
    return issue(session);
  }

  /** The code is valid for the policy's minutes plus one (spec 1 §4). */
  async function startOtp(user: UserRow, keepSession: boolean, current: Date): Promise<TOtpChallenge> {
    const list = await policies.forUser(user.id);
    const length = numericPolicy(list, 'OTP_LENGHT', OTP_DEFAULTS.length);
    const minutes = numericPolicy(list, 'OTP_EXPIRATION', OTP_DEFAULTS.expirationMinutes);
    const id = randomUUID();
    const code = newOtpCode(length);
    const expiresAt = new Date(current.getTime() + (minutes + 1) * MINUTE);
    await otp.create({ id, userId: user.id, codeHash: hashOtp(id, code), keepSession, expiresAt });
    await deps.mail.enqueue({ to: user.email, ...otpMail({ name: user.completeName, code, minutes }) });
    return { challengeId: id, otpLength: length, expiresAt: expiresAt.toISOString(), passwordPolicyList: list };
  }

  return {
    /**
     * Failures are counted per e-mail address whether or not it belongs to a user, so an attacker
     * learns nothing from the answers: unknown user and wrong password read the same, and a locked
     * address reads the same whoever owns it.
     */
    async login(input: TLoginRequest, client: ClientContext): Promise<LoginOutcome> {
      const email = input.email.trim().toLowerCase();
      const current = now();
      await assertNotLocked(email, current);

      const user = await repo.findUserByEmail(email);
      const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
      if (!user || !valid) throw new AppError((await registerFailure(email, current)) ? 'ACCOUNT_LOCKED' : 'INVALID_CREDENTIALS');
      if (user.blocked) throw new AppError('ACCOUNT_LOCKED');

      const keep = input.keepSession ?? false;
      if (otpRequired(await policies.forUser(user.id))) return { kind: 'otp', challenge: await startOtp(user, keep, current) };
      return { kind: 'session', issued: await openSession(user, keep, client, current) };
    },

    /**
     * Second step. A wrong code counts against the account like a wrong password, so the lockout
     * covers both steps; a challenge also dies after maxOtpAttempts tries.
     */
    async verifyOtp(input: TOtpVerifyRequest, client: ClientContext): Promise<IssuedSession> {
      const current = now();
      const found = await otp.find(input.challengeId);
      const invalid = () => new AppError('INVALID_CREDENTIALS', { message: MENSAJES_CUENTA.codigoInvalido });
      if (!found || found.challenge.usedAt || found.challenge.expiresAt <= current) throw invalid();
      const { challenge, user } = found;
      await assertNotLocked(user.email, current);
      if (challenge.attempts >= AUTH_LIMITS.maxOtpAttempts) throw new AppError('INVALID_CREDENTIALS', { message: MENSAJES_CUENTA.codigoIntentosAgotados });

      if (!otpMatches(challenge.id, input.code, challenge.codeHash)) {
        await otp.countAttempt(challenge.id);
        if (await registerFailure(user.email, current)) throw new AppError('ACCOUNT_LOCKED');
        throw invalid();
      }
      if (user.blocked) throw new AppError('ACCOUNT_LOCKED');
      if (!(await otp.spend(challenge.id, current))) throw invalid();
      return openSession(user, challenge.keepSession, client, current);
    },

    /** Rotation: each refresh token works once. Replaying a spent one ends the whole session. */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      if (!refreshToken) throw new AppError('UNAUTHENTICATED');
      const current = now();
      const found = await repo.findRefreshToken(sha256Hex(refreshToken));
      if (!found) throw new AppError('UNAUTHENTICATED');
      const { token, session } = found;
      const active = !session.revokedAt && session.expiresAt > current;
      if (!active) throw new AppError('UNAUTHENTICATED');

      const spent = token.usedAt === null && (await repo.spendRefreshToken(token.id, current));
      if (!spent) {
        const usedAt = token.usedAt ?? current;
        if (current.getTime() - usedAt.getTime() > REUSE_GRACE_MS) {
          await repo.revokeSession(session.id, 'refresh_token_reuse', current);
          await recordAudit(deps.db, { action: 'auth.refresh_reuse', actorUserId: session.userId, entity: 'session', entityId: session.id });
        }
        throw new AppError('UNAUTHENTICATED');
      }
      return issue(session);
    },

    async logout(sessionId: string | undefined, refreshToken: string | undefined) {
      const current = now();
      let id = sessionId;
      if (!id && refreshToken) id = (await repo.findRefreshToken(sha256Hex(refreshToken)))?.session.id;
      if (!id) return;
      await repo.revokeSession(id, 'logout', current);
      await recordAudit(deps.db, { action: 'auth.logout', entity: 'session', entityId: id });
    },

    /** The session behind a verified access token, if it is still open. */
    activeSession(sessionId: string) {
      return repo.findActiveSession(sessionId, now());
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
