import { matchWorkforce } from '../../../shared/domain/workforce-match';
import type { RiskWorkerRow } from './risk-board.repository';

function byService(rows: readonly RiskWorkerRow[]): Map<string, RiskWorkerRow[]> {
  const out = new Map<string, RiskWorkerRow[]>();
  for (const row of rows) {
    const list = out.get(row.service_id);
    if (list) list.push(row);
    else out.set(row.service_id, [row]);
  }
  return out;
}

/**
 * The board's "Trabajadores sin CFDI" per provider: for each service with a paid-payroll list in the
 * month, the listed workers no CFDI of that service and month pays, matched by CURP, then NSS, then
 * RFC exactly as the service's workforce summary does (shared matchWorkforce), summed over the
 * provider's services. A provider without any list that month is absent (the column says «sin dato»).
 */
export function workersWithoutCfdi(listed: readonly RiskWorkerRow[], paid: readonly RiskWorkerRow[]): Map<string, number> {
  const paidBy = byService(paid);
  const out = new Map<string, number>();
  for (const [serviceId, workers] of byService(listed)) {
    const cfdis = (paidBy.get(serviceId) ?? []).map((c) => ({ ...c, flags: [], isrDifference: null, imssDifference: null }));
    const missing = matchWorkforce({ payroll: workers, sua: [], cfdis }).filter((w) => w.reasons.includes('SIN_CFDI')).length;
    const pid = workers[0]?.pid ?? '';
    out.set(pid, (out.get(pid) ?? 0) + missing);
  }
  return out;
}
