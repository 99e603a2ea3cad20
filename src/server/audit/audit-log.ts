import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';
import type { AuditAction } from '../../shared/domain/audit-action';

/** A Bitácora line: its action is one of AUDIT_ACTIONS, which all have a Spanish name. */
export type AuditEntry = Omit<typeof auditLog.$inferInsert, 'action'> & { action: AuditAction };

/**
 * Appends one line to the audit log. It throws: pass the transaction of the write it records
 * (`db.transaction(async (tx) => { …write…; await recordAudit(tx, …) })`) so a write never commits
 * without its line, and a failing audit insert rolls the write back instead of vanishing silently.
 */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values(entry);
}
