import { serviceTypeOf } from '../../../shared/domain/service-type';
import type { TUserMe } from '../../../shared/domain/user';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { companyGuard } from '../../access/company-guard';
import { createAuthPoliciesService } from '../auth-policies/auth-policies.service';
import { toCompanyDto } from '../companies/company.dto';
import { standingKey, UNKNOWN_STANDING, type SatStandingReader } from '../sat-lists/sat-standing.reader';
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
      const user = await repo.findById(actor.userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      const memberships = await guard.companiesOf({ userId: user.id });
      const enabled = memberships.filter((m) => m.company.enabled);
      const main = enabled.find((m) => m.company.id === actor.requestedCompanyId) ?? enabled[0] ?? memberships[0];
      const products = main ? await repo.productsOf(main.company.id) : [];
      const standing = main ? ((await deps.satStanding.of([main.company.rfc])).get(standingKey(main.company.rfc)) ?? UNKNOWN_STANDING) : UNKNOWN_STANDING;
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
        passwordExpired: await policies.mustRenewPassword(user),
        additionalProductList: products,
        companies: memberships.map((m) => ({ companyId: m.company.id, name: m.company.name, rfc: m.company.rfc, role: m.role, grants: m.grants })),
        mainCompany,
        serviceType: mainCompany ? serviceTypeOf(mainCompany) : null,
        platformRole: await repo.platformRoleOf(user.id),
      };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
