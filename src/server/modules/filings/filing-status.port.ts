import { and, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inUuids } from '../../db/any-of';
import type { Executor } from '../../db/client';
import { services } from '../../db/schema';
import { inServiceDuring } from './filings.repository';
import { presentedFilings } from './presented-filings';
import { dueDateOf, filingStatus, type FilingKind, type FilingPeriod, type FilingStatus } from '../../../shared/domain/filing-periods';

export type ProviderFilingStatuses = Record<FilingKind, FilingStatus>;

/**
 * Read port for the risk board and the client's view (issue 24): each provider's ICSOE and SISUB
 * status for one four-month period. A provider without an acuse (on the filings card or in its
 * Reporteo stage, presented-filings.ts) is owed, or overdue past the due date.
 */
export function filingStatusReader(db: Executor) {
  return {
    async statuses(providerIds: string[], period: FilingPeriod, today: Date): Promise<Map<string, ProviderFilingStatuses>> {
      const out = new Map<string, ProviderFilingStatuses>();
      if (providerIds.length === 0) return out;
      const due = dueDateOf(period);
      const rows = await presentedFilings(db, providerIds, [period]);
      const presented = new Set(rows.map((r) => `${r.providerId}:${r.kind}`));
      const owed = filingStatus({ due, acknowledgedAt: null, today });
      const statusOf = (id: string, kind: FilingKind): FilingStatus => (presented.has(`${id}:${kind}`) ? 'PRESENTADO' : owed);
      for (const id of providerIds) out.set(id, { ICSOE: statusOf(id, 'ICSOE'), SISUB: statusOf(id, 'SISUB') });
      return out;
    },

    /** Which of the providers owe the client this period's filings: an accepted service with it ran during the period (as the client's filings table says). */
    async inService(clientId: string, providerIds: readonly string[], period: FilingPeriod): Promise<Set<string>> {
      if (providerIds.length === 0) return new Set();
      const s = alias(services, 's');
      const rows = await db
        .selectDistinct({ providerId: s.providerCompanyId })
        .from(s)
        .where(and(inUuids(s.providerCompanyId, providerIds), inServiceDuring(clientId, sql`s.provider_company_id`, period)));
      return new Set(rows.map((r) => r.providerId));
    },
  };
}
export type FilingStatusReader = ReturnType<typeof filingStatusReader>;
