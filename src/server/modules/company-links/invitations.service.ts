import type { TCandidatesQuery, TInviteRequest } from '../../../shared/contracts/invitations.contract';
import { MENSAJES_CONTRAPARTES as M } from '../../../shared/labels/counterparts';
import { recordAudit } from '../../audit/audit-log';
import { companyGuard } from '../../access/company-guard';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { NotificationsService } from '../notifications/notifications.service';
import type { LinkDirection } from './company-links.repository';
import { invitationsRepository, type Pair } from './invitations.repository';
import { answeredNotice, invitedNotice } from './invitation-notices';

const ADMINS = ['Administrador'] as const;

/** The pair of a link from the inviting company and what the guest becomes for it. */
export const pairOf = (hostId: string, guestId: string, side: 'provider' | 'client'): Pair =>
  side === 'provider' ? { clientId: hostId, providerId: guestId } : { clientId: guestId, providerId: hostId };

/**
 * Collaboration invitations (spec 2 §4, §7 BPM calls). The inviting company creates a PENDING
 * link; only the invited company answers it; only the inviter cancels it while it is pending.
 * A rejected invitation keeps its row (REJECTED, hidden from the lists) so it can be sent again.
 */
export function createInvitationsService(deps: { db: Db; notifications: NotificationsService; now?: () => Date }) {
  const guard = companyGuard(deps.db);
  const repo = invitationsRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function requireCreate(actor: Actor, companyId: string, direction: LinkDirection) {
    const access = await guard.requireCompany(actor, companyId, 'manage');
    if (!(direction === 'providers' ? access.flags.canCreateProviders : access.flags.canCreateClients)) throw new AppError('FORBIDDEN');
    return access;
  }

  /** The pending link between the two that `hostId` sent; missing is the spec's invitation message. */
  async function pendingFrom(hostId: string, guestId: string) {
    const link = (await repo.between(hostId, guestId)).find((l) => l.status === 'PENDING' && l.invitedByCompanyId === hostId);
    if (!link) throw new AppError('NOT_FOUND', { message: M.invitacionInvalida });
    return link;
  }

  return {
    requireCreate,

    async candidates(actor: Actor, companyId: string, query: TCandidatesQuery) {
      await requireCreate(actor, companyId, query.side);
      const rows = await repo.candidates(companyId, query, query.size + 1, query.page * query.size);
      return { items: rows.slice(0, query.size), hasMore: rows.length > query.size };
    },

    async invite(actor: Actor, companyId: string, input: TInviteRequest) {
      const access = await requireCreate(actor, companyId, input.side === 'provider' ? 'providers' : 'clients');
      if (input.guestId === companyId) throw new AppError('VALIDATION', { message: M.mismaEmpresa, fields: { guestId: M.mismaEmpresa } });
      const guest = await repo.companyName(input.guestId);
      if (!guest) throw new AppError('NOT_FOUND');
      await deps.db.transaction(async (tx) => {
        if (!(await invitationsRepository(tx).invite(pairOf(companyId, input.guestId, input.side), companyId))) throw new AppError('CONFLICT', { message: M.yaVinculada });
        await recordAudit(tx, { action: 'collaboration.invited', actorUserId: actor.userId, companyId, entity: 'company', entityId: input.guestId, details: { side: input.side } });
        await deps.notifications.notifyAudience(tx, { companyId: input.guestId, roles: ADMINS }, invitedNotice(access.company.name, input.side));
      });
      deps.notifications.sendSoon();
      return { status: 'PENDING' as const };
    },

    /** `companyId` is the guest answering; `hostId` the company that invited it. */
    async answer(actor: Actor, companyId: string, hostId: string, accepted: boolean) {
      const access = await guard.requireCompany(actor, companyId, 'manage');
      const link = await pendingFrom(hostId, companyId);
      const pair = { clientId: link.clientId, providerId: link.providerId };
      await deps.db.transaction(async (tx) => {
        if (!(await invitationsRepository(tx).answer(pair, accepted, now()))) throw new AppError('NOT_FOUND', { message: M.invitacionInvalida });
        await recordAudit(tx, { action: accepted ? 'collaboration.accepted' : 'collaboration.rejected', actorUserId: actor.userId, companyId, entity: 'company', entityId: hostId });
        const guestSide = link.providerId === companyId ? 'provider' : 'client';
        await deps.notifications.notifyAudience(tx, { companyId: hostId, roles: ADMINS }, answeredNotice(access.company.name, guestSide, accepted));
      });
      deps.notifications.sendSoon();
      return { status: accepted ? ('ACCEPTED' as const) : ('REJECTED' as const) };
    },

    /** The inviter withdraws its pending request (a different call from deleting a relation). */
    async cancel(actor: Actor, companyId: string, guestId: string) {
      await guard.requireCompany(actor, companyId, 'manage');
      const link = await pendingFrom(companyId, guestId);
      await deps.db.transaction(async (tx) => {
        if (!(await invitationsRepository(tx).remove({ clientId: link.clientId, providerId: link.providerId }, true))) throw new AppError('NOT_FOUND', { message: M.invitacionInvalida });
        await recordAudit(tx, { action: 'collaboration.cancelled', actorUserId: actor.userId, companyId, entity: 'company', entityId: guestId });
      });
      return { status: 'REMOVED' as const };
    },

    /**
     * Deletes the relation only: services and documents between the pair stay (their own rows),
     * readable from the services of each side; linking again later shows them again.
     */
    async removeRelation(actor: Actor, companyId: string, direction: LinkDirection, otherId: string) {
      const access = await guard.requireCompany(actor, companyId, 'manage');
      if (!(direction === 'providers' ? access.flags.canDeleteProviders : access.flags.canDeleteClients)) throw new AppError('FORBIDDEN');
      const pair = direction === 'providers' ? { clientId: companyId, providerId: otherId } : { clientId: otherId, providerId: companyId };
      await deps.db.transaction(async (tx) => {
        if (!(await invitationsRepository(tx).remove(pair, false))) throw new AppError('NOT_FOUND');
        await recordAudit(tx, { action: 'collaboration.removed', actorUserId: actor.userId, companyId, entity: 'company', entityId: otherId, details: { direction } });
      });
      return { status: 'REMOVED' as const };
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
