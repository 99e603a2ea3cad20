import type { RiskFilingState } from '../../../shared/contracts/risk-board.contract';
import { filingPeriodOf, previousPeriod, type FilingStatus } from '../../../shared/domain/filing-periods';
import type { Executor } from '../../db/client';
import { filingStatusReader } from '../filings/filing-status.port';

const WORST: readonly FilingStatus[] = ['VENCIDO', 'POR_PRESENTAR', 'PRESENTADO'];

/** The last day (yyyy-mm-dd) of the month of `yyyyMm`. */
function lastDayOf(yyyyMm: string): string {
  const [y, m] = yyyyMm.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * The ICSOE/SISUB column through the filings module's read port: the four-month period filed last
 * as of the board's day (today, or the last day of an earlier month chosen): the one before the
 * period that day falls in (due 17 May, 17 September, 17 January). The worse of the two filings
 * is shown. A provider owes it only when an accepted service with the client ran during that
 * period, as the client's filings table below the board says; otherwise SIN_DATO.
 */
export function riskFilings(db: Executor) {
  const reader = filingStatusReader(db);
  return async (clientId: string, providers: readonly { id: string; services: number }[], period: string, today: string): Promise<Map<string, RiskFilingState>> => {
    const lastDay = lastDayOf(period);
    const reference = today < lastDay ? today : lastDay;
    const filed = previousPeriod(filingPeriodOf(reference));
    const ran = await reader.inService(clientId, providers.filter((p) => p.services > 0).map((p) => p.id), filed);
    const statuses = await reader.statuses([...ran], filed, new Date(`${reference}T18:00:00Z`));
    const out = new Map<string, RiskFilingState>();
    for (const [id, kinds] of statuses) out.set(id, WORST.find((s) => kinds.ICSOE === s || kinds.SISUB === s) ?? 'PRESENTADO');
    return out;
  };
}
