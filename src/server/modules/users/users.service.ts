import { serviceTypeOf } from '../../../shared/domain/service-type';
import type { TUserMe } from '../../../shared/domain/user';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { companyGuard } from '../../access/company-guard';
import { createAuthPoliciesService } from '../auth-policies/auth-policies.service';
import { toCompanyDto } from '../companies/company.dto';
import { standingKey, UNKNOWN_STANDING, type SatStanding, type SatStandingReader } from '../sat-lists/sat-standing.reader';
import { usersRepository } from './users.repository';

/** What the users module needs from the sessions' owner (the auth module). */
export interface SessionRevoker {
  revokeSessionsOf(userId: string, reason: string, executor?: Executor): Promise<void>;
}

export function createUsersService(deps: { db: Db; sessions: SessionRevoker; satStanding: SatStandingReader; now?: () => Date }) {
  const repo = usersRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const guard = companyGuard(deps.db);
  const policies = createAuthPoliciesService(deps);

  return {
    /**
     * Blocks or unblocks a user. Blocking ends every open session in the same transaction, and the
     * auth plugin reads the flag on every request and refresh, so the next call answers 401.
     */
    async setBlocked(userId: string, blocked: boolean, actorUserId?: string) {
      await deps.db.transaction(async (tx) => {
        if (!(await usersRepository(tx).setBlocked(userId, blocked, now()))) throw new AppError('NOT_FOUND');
        if (blocked) await deps.sessions.revokeSessionsOf(userId, 'user_blocked', tx);
        await recordAudit(tx, { action: blocked ? 'user.blocked' : 'user.unblocked', actorUserId, entity: 'user', entityId: userId });
      });
    },

    /**
     * The main company is the one the client asks for when the user belongs to it, else the first.
     * A disabled company is never chosen while an enabled one is left (a user with only disabled
     * companies keeps the first, so the session still leads somewhere).
     */
    async me(actor: Actor): Promise<TUserMe> {
      // The most frequent call: independent reads go out together.
      const [user, memberships, platformRole] = await Promise.all([repo.findById(actor.userId), guard.companiesOf(actor), repo.platformRoleOf(actor.userId)]);
      if (!user) throw new AppError('UNAUTHENTICATED');
      const enabled = memberships.filter((m) => m.company.enabled);
      const main = enabled.find((m) => m.company.id === actor.requestedCompanyId) ?? enabled[0] ?? memberships[0];
      const [products, standings, passwordExpired] = await Promise.all([
        main ? repo.productsOf(main.company.id) : [],
        main ? deps.satStanding.of([main.company.rfc]) : new Map<string, SatStanding>(),
        policies.mustRenewPassword(user),
      ]);
      const standing = (main && standings.get(standingKey(main.company.rfc))) ?? UNKNOWN_STANDING;
      const mainCompany = main ? toCompanyDto(main.company, products, standing) : null;

      return {
        id: user.id,
        email: user.email,
        username: user.email,
        name: user.completeName,
        completeName: user.completeName,
        color: user.color,
        curp: user.curp,
        rfc: user.rfc,
        roles: [user.realmRole],
        roleNames: main ? [main.role] : [],
        isAdmin: user.realmRole === 'Admin',
        reviewer: main?.reviewer ?? false,
        invited: mainCompany?.invited ?? false,
        isProvider: mainCompany?.invitedAs === 'provider',
        blocked: user.blocked,
        updatedPassword: user.updatedPassword,
        passwordExpired,
        additionalProductList: products,
        companies: memberships.map((m) => ({ companyId: m.company.id, name: m.company.name, rfc: m.company.rfc, role: m.role, grants: m.grants })),
        mainCompany,
        serviceType: mainCompany ? serviceTypeOf(mainCompany) : null,
        platformRole,
      };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
