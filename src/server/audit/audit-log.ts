import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEntry = typeof auditLog.$inferInsert;

/** Appends one line to the audit log; never throws into the caller's flow. */
export async function recordAudit(db: Db, entry: AuditEntry, onError?: (error: unknown) => void) {
  try {
    await db.insert(auditLog).values(entry);
  } catch (error) {
    onError?.(error);
  }
}
