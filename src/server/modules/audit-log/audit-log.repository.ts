import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TAuditLogQuery } from '../../../shared/contracts/management-security.contract';
import type { Executor } from '../../db/client';
import { auditLog, memberships, users } from '../../db/schema';

export type AuditFilter = Omit<TAuditLogQuery, 'cursor'>;

const MEXICO = 'America/Mexico_City';

/** Read side of the audit log (the Bitácora); lines are written by recordAudit in each module's transaction. */
export function auditLogRepository(db: Executor) {
  return {
    /**
     * The company's lines, newest first, after `cursor` (an id: the bigserial only grows, so keyset
     * pages never skip or repeat). Sign-in events carry no company, so the lines of the company's
     * members without a company are included too.
     */
    async page(companyId: string, filter: AuditFilter, cursor: number | undefined, size: number) {
      const members = db.select({ id: memberships.userId }).from(memberships).where(eq(memberships.companyId, companyId));
      const where = and(
        or(eq(auditLog.companyId, companyId), and(isNull(auditLog.companyId), inArray(auditLog.actorUserId, members))),
        filter.from ? sql`${auditLog.at} >= (${filter.from}::date::timestamp at time zone ${MEXICO})` : undefined,
        filter.to ? sql`${auditLog.at} < ((${filter.to}::date + 1)::timestamp at time zone ${MEXICO})` : undefined,
        filter.action ? eq(auditLog.action, filter.action) : undefined,
        filter.userId ? eq(auditLog.actorUserId, filter.userId) : undefined,
        cursor ? lt(auditLog.id, cursor) : undefined,
      );
      return db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          action: auditLog.action,
          userId: auditLog.actorUserId,
          userName: users.completeName,
          userEmail: users.email,
          entity: auditLog.entity,
          ip: auditLog.ip,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(size);
    },
  };
}
export type AuditRow = Awaited<ReturnType<ReturnType<typeof auditLogRepository>['page']>>[number];
