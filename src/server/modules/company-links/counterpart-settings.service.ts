import type { TCounterpartSettings, TUpdateCounterpartRequest } from '../../../shared/contracts/counterpart-settings.contract';
import { MENSAJES_CONTRAPARTES as M } from '../../../shared/labels/counterparts';
import { companyGuard } from '../../access/company-guard';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { LinkDirection } from './company-links.repository';
import { counterpartSettingsRepository } from './counterpart-settings.repository';

/**
 * Card actions "Editar" and "Activar/Desactivar" (spec 2 §2 names them without saying what they
 * do). Our decision: both edit the relation as the caller's company sees it, never the other
 * company's data —
 * - `reference`: the caller's internal number for the counterpart ("Número de proveedor/cliente",
 *   e.g. the ERP vendor number), shown on the card and found by the list search;
 * - `active`: false hides nothing and deletes nothing, but the card shows INACTIVO, the home
 *   counters leave it out, the daily due reminders skip the pair's services and no new service
 *   can be created between the pair (409); existing documents stay viewable.
 * Same permission as deleting the relation (spec 2 §6: canDeleteProviders / canDeleteClients).
 * Only accepted relations are edited: a pending invitation has nothing to keep yet.
 */
export function createCounterpartSettingsService(deps: { db: Db }) {
  const guard = companyGuard(deps.db);

  return {
    async update(actor: Actor, companyId: string, direction: LinkDirection, otherId: string, input: TUpdateCounterpartRequest): Promise<TCounterpartSettings> {
      const access = await guard.requireCompany(actor, companyId, 'manage');
      if (!(direction === 'providers' ? access.flags.canDeleteProviders : access.flags.canDeleteClients)) throw new AppError('FORBIDDEN');
      const pair = direction === 'providers' ? { clientId: companyId, providerId: otherId } : { clientId: otherId, providerId: companyId };
      const changes = { reference: input.reference === undefined ? undefined : input.reference?.trim() || null, active: input.active };
      return deps.db.transaction(async (tx) => {
        const repo = counterpartSettingsRepository(tx);
        const current = await repo.find(pair, direction);
        if (!current || current.status === 'REJECTED') throw new AppError('NOT_FOUND');
        if (current.status !== 'ACCEPTED') throw new AppError('CONFLICT', { message: M.soloAceptados });
        const row = await repo.update(pair, direction, changes);
        if (!row) throw new AppError('NOT_FOUND');
        await recordAudit(tx, { action: 'collaboration.updated', actorUserId: actor.userId, companyId, entity: 'company', entityId: otherId, details: { direction, ...changes } });
        return row;
      });
    },
  };
}
export type CounterpartSettingsService = ReturnType<typeof createCounterpartSettingsService>;
