import { and, asc, gt, lte } from 'drizzle-orm';
import type { TPlatformNotice } from '../../../shared/contracts/compliance-progress.contract';
import type { Db } from '../../db/client';
import { platformNotices } from '../../db/schema';

/** The home's informational dialogs whose window contains `at` (default: now), oldest start first. */
export function createPlatformNoticesService(deps: { db: Db; now?: () => Date }) {
  return {
    async active(at?: string): Promise<TPlatformNotice[]> {
      const moment = at ? new Date(at) : (deps.now?.() ?? new Date());
      const rows = await deps.db
        .select()
        .from(platformNotices)
        .where(and(lte(platformNotices.startsAt, moment), gt(platformNotices.endsAt, moment)))
        .orderBy(asc(platformNotices.startsAt), asc(platformNotices.id));
      return rows.map((r) => ({ id: r.id, kind: r.kind, title: r.title, message: r.message, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString() }));
    },
  };
}
export type PlatformNoticesService = ReturnType<typeof createPlatformNoticesService>;
