import { periodMonths, type FilingPeriod } from '../../../shared/domain/filing-periods';
import type { PeriodCfdiRow, PeriodServiceRow, ProviderRow } from './filings.repository';

/** One contract (a service with its client) of the provider in the period. */
export interface FilingContract {
  serviceId: string;
  /** The contract's name as the provider filed it; the service's name when no contract was uploaded. */
  contractName: string;
  /** The service as Avala names it: the contract's object. */
  object: string;
  clientRfc: string;
  clientName: string;
  clientAddress: string;
  /** The contract's validity when filled in, otherwise the service's dates (ISO, end may be ''). */
  start: string;
  end: string;
  /** Contract amount as a decimal string ('' when the contract data was never filled in). */
  amount: string;
  currency: string;
  /** Approximate number of workers stated on the contract (null when not stated). */
  estimatedWorkers: number | null;
  /** Distinct workers paid under this service in the period (payroll CFDIs). */
  workersInPeriod: number;
  /** Sum of each worker's latest SBC in the period (a day's SBC per worker), 2 decimals. */
  sbcTotal: string;
  /** Days paid in the period, all workers. */
  daysPaid: number;
}

/** One worker paid under one contract in the period: one line, whatever the number of CFDIs. */
export interface FilingWorker {
  serviceId: string;
  contractName: string;
  clientRfc: string;
  registroPatronal: string;
  nss: string;
  curp: string;
  rfc: string;
  name: string;
  /** The SBC of the worker's newest CFDI in the period ('' when none carried one). */
  sbc: string;
  /** Days paid (NumDiasPagados) summed over the period's CFDIs. */
  daysPaid: number;
}

export interface FilingData {
  period: FilingPeriod;
  first: string;
  last: string;
  provider: { rfc: string; name: string; repse: string; address: string; registrosPatronales: string[] };
  contracts: FilingContract[];
  workers: FilingWorker[];
}

const joinAddress = (parts: readonly string[]) => parts.map((p) => p.trim()).filter(Boolean).join(', ');
const toCents = (value: string | null) => (value ? Math.round(Number(value) * 100) : 0);
const money = (cents: number) => (cents / 100).toFixed(2);
const days = (value: string | null) => (value ? Number(value) : 0);
/** The same worker across CFDIs: CURP first, then RFC, then NSS (upper case). */
const workerKey = (row: PeriodCfdiRow) => (row.curp || row.rfc || row.nss).trim().toUpperCase();

/** The period's filing content from the provider's records. Pure: the repository gave the rows. */
export function buildFilingData(period: FilingPeriod, provider: NonNullable<ProviderRow>, services: readonly PeriodServiceRow[], cfdis: readonly PeriodCfdiRow[]): FilingData {
  const { first, last } = periodMonths(period);
  const byService = new Map<string, Map<string, FilingWorker>>();
  const serviceOf = new Map(services.map((s) => [s.serviceId, s]));
  const patronales = new Set<string>();
  for (const row of cfdis) {
    const service = serviceOf.get(row.serviceId);
    if (!service) continue;
    if (row.registroPatronal) patronales.add(row.registroPatronal.trim().toUpperCase());
    const workers = byService.get(row.serviceId) ?? new Map<string, FilingWorker>();
    byService.set(row.serviceId, workers);
    const key = workerKey(row);
    const seen = workers.get(key);
    if (seen) {
      // Rows come oldest pay period first: the newest CFDI's SBC and data win; days add up.
      seen.daysPaid += days(row.paidDays);
      if (row.sbc) seen.sbc = Number(row.sbc).toFixed(2);
      if (row.registroPatronal) seen.registroPatronal = row.registroPatronal;
      seen.nss ||= row.nss;
      seen.curp ||= row.curp;
      continue;
    }
    workers.set(key, {
      serviceId: row.serviceId,
      contractName: service.contractName ?? service.serviceName,
      clientRfc: service.clientRfc,
      registroPatronal: row.registroPatronal,
      nss: row.nss,
      curp: row.curp.toUpperCase(),
      rfc: row.rfc.toUpperCase(),
      name: row.fullName,
      sbc: row.sbc ? Number(row.sbc).toFixed(2) : '',
      daysPaid: days(row.paidDays),
    });
  }
  const contracts = services.map((s): FilingContract => {
    const workers = [...(byService.get(s.serviceId)?.values() ?? [])];
    return {
      serviceId: s.serviceId,
      contractName: s.contractName ?? s.serviceName,
      object: s.serviceName,
      clientRfc: s.clientRfc,
      clientName: s.clientName,
      clientAddress: joinAddress([`${s.clientStreet} ${s.clientOutdoorNum}`, s.clientInteriorNumber, s.clientColonia, s.clientCp && `C.P. ${s.clientCp}`, s.clientCity]),
      start: s.contractBegin ?? s.startDate,
      end: s.contractEnd ?? s.endDate ?? '',
      amount: s.amount ? Number(s.amount).toFixed(2) : '',
      currency: s.amount ? (s.currency ?? 'MXN') : '',
      estimatedWorkers: s.employees,
      workersInPeriod: workers.length,
      sbcTotal: money(workers.reduce((sum, w) => sum + toCents(w.sbc || null), 0)),
      daysPaid: workers.reduce((sum, w) => sum + w.daysPaid, 0),
    };
  });
  return {
    period,
    first,
    last,
    provider: {
      rfc: provider.rfc,
      name: provider.name,
      repse: provider.repses.map((r) => r.name.trim()).filter(Boolean).join(' '),
      address: joinAddress([`${provider.street} ${provider.outdoorNum}`, provider.interiorNumber, provider.colonia, provider.cp && `C.P. ${provider.cp}`, provider.city]),
      registrosPatronales: [...patronales].toSorted(),
    },
    contracts,
    workers: services.flatMap((s) => [...(byService.get(s.serviceId)?.values() ?? [])].toSorted((a, b) => a.name.localeCompare(b.name, 'es'))),
  };
}
