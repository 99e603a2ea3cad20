import { randomUUID } from 'node:crypto';
import { AUTH_LIMITS } from '../../../shared/contracts/auth.contract';
import type { TLoginRequest, TOtpChallenge, TOtpVerifyRequest, TSessionTokens } from '../../../shared/contracts/auth.contract';
import { OTP_DEFAULTS, type TPasswordPolicy } from '../../../shared/domain/auth-policy';
import { esperaEnEspanol, MENSAJES_CUENTA, MENSAJES_LIMITE } from '../../../shared/labels/messages';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MailService } from '../../mail/mail.service';
import { otpMail } from '../../mail/templates';
import { createAuthPoliciesService, lockoutOf, numericPolicy } from '../auth-policies/auth-policies.service';
import { sessionAccess, type AccessibleCompany } from '../companies/company-access';
import { authRepository, type SessionRow } from './auth.repository';
import { delayAfter, LOGIN_DELAY, type LockoutThresholds } from './login-delay';
import { hashOtp, newOtpCode, otpMatches } from './otp-code';
import { otpRepository } from './otp.repository';
import { verifyAgainstDummy, verifyPassword } from './password';
import { newOpaqueToken, sha256Hex, type TokenSigner } from './tokens';

export interface ClientContext {
  ip: string;
  userAgent: string | undefined;
  /** The trusted-device cookie, if the browser sent one (login-delay.ts). */
  deviceToken?: string | undefined;
}

export interface IssuedSession {
  tokens: TSessionTokens;
  refreshToken: string;
  session: SessionRow;
  /** The address signed in, on a new sign-in (not on a refresh). */
  email?: string;
}

const MINUTE = 60_000;
/** A refresh token spent this recently was likely raced by a second tab, not stolen. */
const REUSE_GRACE_MS = 30_000;

export type LoginOutcome = { kind: 'session'; issued: IssuedSession } | { kind: 'otp'; challenge: TOtpChallenge };

type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof authRepository>['findUserByEmail']>>>;

export function createAuthService(deps: { db: Db; signer: TokenSigner; mail: MailService; now?: () => Date }) {
  const repo = authRepository(deps.db);
  const otp = otpRepository(deps.db);
  const policies = createAuthPoliciesService(deps);
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

  const delayed = (waitMs: number) => new AppError('ACCOUNT_LOCKED', { message: MENSAJES_LIMITE.esperaTrasFallos(esperaEnEspanol(waitMs)) });

  /**
   * Counts one failure on the throttle key (the address, or a trusted device of it) and returns
   * the error to answer: plain bad credentials, or the delay it has just earned (login-delay.ts).
   */
  async function registerFailure(throttleKey: string, current: Date, userId?: string): Promise<AppError> {
    const failures = await repo.recordFailure(throttleKey, current, new Date(current.getTime() - LOGIN_DELAY.forgetAfterMs));
    const waitMs = delayAfter(failures, await thresholdsFor(userId));
    if (waitMs === 0) return new AppError('INVALID_CREDENTIALS');
    await deps.db.transaction(async (tx) => {
      await authRepository(tx).delayUntil(throttleKey, new Date(current.getTime() + waitMs));
      await recordAudit(tx, { action: 'auth.login_delayed', actorUserId: userId, details: { key: throttleKey, failures, waitMs } });
    });
    return delayed(waitMs);
  }

  /**
   * The lockout thresholds of the company policy of the account (its first company, as every
   * password policy); an address without an account gets the platform's.
   *
   * Decision (issue 12): the answer stays the same generic credencialesIncorrectas /
   * "espere N minutos" whatever the address, so no message tells known addresses apart. Only a
   * company that moved its thresholds away from the platform's makes its own addresses wait after
   * a different count; telling that apart takes many failures per address, which the per-IP limits
   * (plugins/rate-limit.ts) and the waits themselves slow down, and it reveals at most that the
   * address belongs to some company with custom thresholds. Applying the platform's thresholds to
   * everyone would hide even that, but then the Políticas panel would not be honoured.
   */
  async function thresholdsFor(userId: string | undefined): Promise<LockoutThresholds> {
    return lockoutOf(userId ? await policies.forUser(userId) : await policies.effective(null));
  }

  /**
   * A password older than the company's PASSWORD_EXPIRATION_DAYS does not lock the user out: the
   * sign-in goes on and the account is marked "password not updated", which sends it to the same
   * "Actualizar contraseña" screen as a first activation (the server allows nothing else until
   * then, plugins/auth.ts). Read at each sign-in, so a policy change applies at the next one.
   */
  async function expirePasswordIfDue(user: UserRow, current: Date) {
    if (!user.updatedPassword) return;
    if (!(await policies.passwordExpired(user, await policies.forUser(user.id), current))) return;
    await deps.db.transaction(async (tx) => {
      await authRepository(tx).markPasswordNotUpdated(user.id, current);
      await policies.keepExpiredPassword(tx, user);
      await recordAudit(tx, { action: 'account.password_expired', actorUserId: user.id, entity: 'user', entityId: user.id });
    });
  }

  /** While a delay runs nothing is checked or counted: the answer only says when to retry. */
  async function assertNotDelayed(throttleKey: string, current: Date) {
    const until = await repo.lockedUntil(throttleKey);
    if (until && until > current) throw delayed(until.getTime() - current.getTime());
  }

  /** A browser with a valid trusted-device cookie for the address is throttled on its own streak. */
  const throttleKeyOf = (email: string, deviceToken: string | undefined) => deps.signer.devices.throttleKey(email, deviceToken) ?? email;

  async function openSession(user: UserRow, keepSession: boolean, client: ClientContext, current: Date) {
    await repo.clearFailures(user.email);
    await expirePasswordIfDue(user, current);
    const deviceKey = deps.signer.devices.throttleKey(user.email, client.deviceToken);
    if (deviceKey) await repo.clearFailures(deviceKey);
    const hours = numericPolicy(await policies.forUser(user.id), 'SESSION_HOURS', AUTH_LIMITS.sessionHours);
    const session = await deps.db.transaction(async (tx) => {
      const opened = await authRepository(tx).createSession({
        userId: user.id,
        keepOpen: keepSession,
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 400),
        expiresAt: new Date(current.getTime() + hours * 60 * MINUTE),
      });
      await recordAudit(tx, { action: 'auth.login', actorUserId: user.id, entity: 'session', entityId: opened.id, ip: client.ip });
      return opened;
    });
    return { ...(await issue(session)), email: user.email };
  }

  /** The code is valid for the policy's minutes plus one (spec 1 §4). */
  async function startOtp(user: UserRow, list: TPasswordPolicy[], keepSession: boolean, current: Date): Promise<TOtpChallenge> {
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
      const throttleKey = throttleKeyOf(email, client.deviceToken);
      await assertNotDelayed(throttleKey, current);

      const user = await repo.findUserByEmail(email);
      const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
      if (!user || !valid) {
        // Written for unknown addresses too, so the answer takes the same time either way.
        await recordAudit(deps.db, { action: 'auth.login_failed', actorUserId: user?.id, ip: client.ip, details: { email } });
        throw await registerFailure(throttleKey, current, user?.id);
      }
      if (user.blocked) throw new AppError('ACCOUNT_LOCKED');

      const keep = input.keepSession ?? false;
      const otpPolicies = await policies.otpPoliciesFor(user.id);
      if (otpPolicies) return { kind: 'otp', challenge: await startOtp(user, otpPolicies, keep, current) };
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
      const throttleKey = throttleKeyOf(user.email, client.deviceToken);
      await assertNotDelayed(throttleKey, current);
      if (challenge.attempts >= AUTH_LIMITS.maxOtpAttempts) throw new AppError('INVALID_CREDENTIALS', { message: MENSAJES_CUENTA.codigoIntentosAgotados });

      if (!otpMatches(challenge.id, input.code, challenge.codeHash)) {
        await otp.countAttempt(challenge.id);
        await recordAudit(deps.db, { action: 'auth.otp_failed', actorUserId: user.id, ip: client.ip });
        const failure = await registerFailure(throttleKey, current, user.id);
        throw failure.code === 'ACCOUNT_LOCKED' ? failure : invalid();
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
      if (found.userBlocked) {
        await repo.revokeSession(session.id, 'user_blocked', current);
        throw new AppError('UNAUTHENTICATED');
      }

      const spent = token.usedAt === null && (await repo.spendRefreshToken(token.id, current));
      if (!spent) {
        const usedAt = token.usedAt ?? current;
        if (current.getTime() - usedAt.getTime() > REUSE_GRACE_MS) {
          await deps.db.transaction(async (tx) => {
            await authRepository(tx).revokeSession(session.id, 'refresh_token_reuse', current);
            await recordAudit(tx, { action: 'auth.refresh_reuse', actorUserId: session.userId, entity: 'session', entityId: session.id });
          });
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
      const revoked = id;
      await deps.db.transaction(async (tx) => {
        await authRepository(tx).revokeSession(revoked, 'logout', current);
        await recordAudit(tx, { action: 'auth.logout', entity: 'session', entityId: revoked });
      });
    },

    /**
     * The session behind a verified access token, read with its user's state on every request:
     * undefined once it is closed or its user is blocked or deleted, so that takes effect at once.
     */
    async activeSession(sessionId: string): Promise<{ userId: string; activated: boolean } | undefined> {
      const found = await repo.findActiveSession(sessionId, now());
      if (!found || found.blocked) return undefined;
      return { userId: found.session.userId, activated: found.activated };
    },

    /**
     * The same check for a read (GET/HEAD), with the user's companies in the same statement: a read
     * does not change memberships, so its access check need not read them again.
     */
    async activeSessionWithCompanies(sessionId: string): Promise<{ userId: string; activated: boolean; companies: AccessibleCompany[] } | undefined> {
      const found = await sessionAccess(deps.db, sessionId, now());
      if (!found || found.blocked) return undefined;
      return { userId: found.userId, activated: found.activated, companies: found.companies };
    },

    /**
     * Ends every session of a user at once (blocked, disabled or deleted by an administrator);
     * pass the caller's transaction so the change and the revocation commit together.
     */
    async revokeSessionsOf(userId: string, reason: string, executor: Executor = deps.db) {
      await authRepository(executor).revokeSessionsOf(userId, reason, now());
    },

    /** A new trusted-device token for the address just signed in, unless the browser has a valid one. */
    deviceTokenFor(email: string, current: string | undefined): string | undefined {
      const normalized = email.trim().toLowerCase();
      return deps.signer.devices.throttleKey(normalized, current) ? undefined : deps.signer.devices.issue(normalized);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
