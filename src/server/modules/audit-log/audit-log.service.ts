import { AUDIT_PAGE_SIZE, type TAuditEntry, type TAuditLogQuery } from '../../../shared/contracts/management-security.contract';
import { accionBitacora } from '../../../shared/labels/management-security';
import { companyGuard } from '../../access/company-guard';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { auditLogRepository, type AuditFilter, type AuditRow } from './audit-log.repository';

const EXPORT_BATCH = 1000;

const toEntry = (row: AuditRow): TAuditEntry => ({ ...row, at: row.at.toISOString(), actionLabel: accionBitacora(row.action) });

/** The Bitácora of Administración: the company's audit lines, for its Administrador only. */
export function createAuditLogService(deps: { db: Db }) {
  const guard = companyGuard(deps.db);
  const repo = auditLogRepository(deps.db);

  return {
    async list(actor: Actor, companyId: string, query: TAuditLogQuery) {
      await guard.requireCompany(actor, companyId, 'administer');
      const { cursor, ...filter } = query;
      const rows = await repo.page(companyId, filter, cursor, AUDIT_PAGE_SIZE + 1);
      const items = rows.slice(0, AUDIT_PAGE_SIZE).map(toEntry);
      return { items, nextCursor: rows.length > AUDIT_PAGE_SIZE ? (items.at(-1)?.id ?? null) : null };
    },

    /** Checks access and records the export before the first byte goes out; the rows then stream in keyset batches. */
    async exportBatches(actor: Actor, companyId: string, filter: AuditFilter): Promise<AsyncGenerator<TAuditEntry[]>> {
      await guard.requireCompany(actor, companyId, 'administer');
      await recordAudit(deps.db, { action: 'audit.exported', actorUserId: actor.userId, companyId, entity: 'company', entityId: companyId, details: { ...filter } });
      return (async function* () {
        let cursor: number | undefined;
        for (;;) {
          const rows = await repo.page(companyId, filter, cursor, EXPORT_BATCH);
          if (rows.length) yield rows.map(toEntry);
          if (rows.length < EXPORT_BATCH) return;
          cursor = rows.at(-1)?.id;
        }
      })();
    },
  };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;
