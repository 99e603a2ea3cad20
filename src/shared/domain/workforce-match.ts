import { amountOfCents, centsOf, type PayrollFlag } from './payroll-checks';

/**
 * One service-month's workers as the three sources tell them (issue 22 "The workers placed at the
 * client's disposal"): the paid-payroll list, the SUA and the payroll CFDIs, matched by CURP, then
 * NSS, then RFC. Pure: the server feeds it rows, the web never recomputes it.
 */

export interface PayrollListWorker {
  name: string;
  curp: string;
  rfc: string;
  nss: string;
}
export interface SuaWorker {
  name: string;
  curp: string;
  nss: string;
}
export interface CfdiWorker {
  name: string;
  curp: string;
  rfc: string;
  nss: string;
  flags: readonly PayrollFlag[];
  isrDifference: string | null;
  imssDifference: string | null;
}

export const WORKFORCE_REASONS = ['SIN_CFDI', 'SIN_SUA'] as const;
export type WorkforceReason = (typeof WORKFORCE_REASONS)[number];
export const WORKFORCE_MONTH_STATUSES = ['error', 'warning', 'ok', 'sin datos'] as const;
export type WorkforceMonthStatus = (typeof WORKFORCE_MONTH_STATUSES)[number];

/** A value as one source gives it, and whether it agrees (present, and equal to the payroll list's when there is one). */
export interface MatchedValue {
  value: string | null;
  ok: boolean;
}

export interface MatchedWorker {
  name: string;
  curpPayroll: MatchedValue;
  rfcPayroll: MatchedValue;
  nssPayroll: MatchedValue;
  curpSua: MatchedValue;
  nssSua: MatchedValue;
  curpCfdi: MatchedValue;
  rfcCfdi: MatchedValue;
  nssCfdi: MatchedValue;
  /** Why the row stands out at the top: listed without a CFDI, or paid by CFDI but not in the SUA. */
  reasons: WorkforceReason[];
  cfdiCount: number;
  errors: number;
  warnings: number;
  /** The open flags' messages, each once. */
  messages: string[];
  /** Summed over the month's CFDIs (stamped − recomputed); null without a recompute. */
  isrDifference: string | null;
  imssDifference: string | null;
}

/** Identifiers compared upper-case and trimmed; an empty one never matches. */
export const normalizeId = (value: string | null | undefined) => (value ?? '').trim().toUpperCase();

/** Names ordered as a Mexican reader expects (accents, Ñ). */
export const nameCollator = new Intl.Collator('es-MX', { sensitivity: 'base' });

/** Lower-case without accents, for searching names typed with or without them. */
export const foldForSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

interface Group {
  payroll?: PayrollListWorker;
  sua?: SuaWorker;
  cfdis: CfdiWorker[];
}

type Keys = { curp?: string; nss?: string; rfc?: string };

/** Finds a group by CURP, then NSS, then RFC; remembers each group under every key it has. */
class IdentityIndex<T> {
  private readonly by = { curp: new Map<string, T>(), nss: new Map<string, T>(), rfc: new Map<string, T>() };

  find(keys: Keys, accept: (found: T) => boolean = () => true): T | undefined {
    for (const kind of ['curp', 'nss', 'rfc'] as const) {
      const key = normalizeId(keys[kind]);
      const found = key ? this.by[kind].get(key) : undefined;
      if (found && accept(found)) return found;
    }
    return undefined;
  }

  remember(keys: Keys, value: T): void {
    for (const kind of ['curp', 'nss', 'rfc'] as const) {
      const key = normalizeId(keys[kind]);
      if (key && !this.by[kind].has(key)) this.by[kind].set(key, value);
    }
  }
}

const sumDifference = (values: readonly (string | null)[]) => {
  const present = values.filter((v): v is string => v !== null);
  return present.length ? amountOfCents(present.reduce((sum, v) => sum + centsOf(v), 0)) : null;
};

function cell(value: string | undefined, reference: string | undefined): MatchedValue {
  const v = normalizeId(value);
  if (!v) return { value: null, ok: false };
  const ref = normalizeId(reference);
  return { value: v, ok: !ref || ref === v };
}

function toRow(g: Group): MatchedWorker {
  const first = g.cfdis[0];
  const flags = g.cfdis.flatMap((c) => c.flags);
  const reasons: WorkforceReason[] = [];
  if (g.payroll && !g.cfdis.length) reasons.push('SIN_CFDI');
  if (g.cfdis.length && !g.sua) reasons.push('SIN_SUA');
  return {
    name: (g.payroll?.name ?? first?.name ?? g.sua?.name ?? '').trim(),
    curpPayroll: cell(g.payroll?.curp, undefined),
    rfcPayroll: cell(g.payroll?.rfc, undefined),
    nssPayroll: cell(g.payroll?.nss, undefined),
    curpSua: cell(g.sua?.curp, g.payroll?.curp),
    nssSua: cell(g.sua?.nss, g.payroll?.nss),
    curpCfdi: cell(first?.curp, g.payroll?.curp),
    rfcCfdi: cell(first?.rfc, g.payroll?.rfc),
    nssCfdi: cell(first?.nss, g.payroll?.nss),
    reasons,
    cfdiCount: g.cfdis.length,
    errors: flags.filter((f) => f.severity === 'error').length,
    warnings: flags.filter((f) => f.severity === 'warning').length,
    messages: [...new Set(flags.map((f) => f.message))],
    isrDifference: sumDifference(g.cfdis.map((c) => c.isrDifference)),
    imssDifference: sumDifference(g.cfdis.map((c) => c.imssDifference)),
  };
}

/** Standing-out rows first, then by name (es-MX), then by CURP so equal names keep one order. */
export function compareMatched(a: MatchedWorker, b: MatchedWorker): number {
  const top = Number(b.reasons.length > 0) - Number(a.reasons.length > 0);
  if (top) return top;
  return nameCollator.compare(a.name, b.name) || (a.curpPayroll.value ?? a.curpCfdi.value ?? a.curpSua.value ?? '').localeCompare(b.curpPayroll.value ?? b.curpCfdi.value ?? b.curpSua.value ?? '');
}

/**
 * One row per worker of the month. The payroll list seeds the workers; each SUA row then joins the
 * first worker without SUA that shares its CURP (else NSS); each CFDI joins the worker sharing its
 * CURP, NSS or RFC (a worker paid twice in the month has two CFDIs in one row).
 */
export function matchWorkforce(input: { payroll: readonly PayrollListWorker[]; sua: readonly SuaWorker[]; cfdis: readonly CfdiWorker[] }): MatchedWorker[] {
  const groups: Group[] = [];
  const index = new IdentityIndex<Group>();
  for (const p of input.payroll) {
    const group: Group = { payroll: p, cfdis: [] };
    groups.push(group);
    index.remember(p, group);
  }
  for (const s of input.sua) {
    let group = index.find(s, (g) => !g.sua);
    if (!group) {
      group = { cfdis: [] };
      groups.push(group);
    }
    group.sua = s;
    index.remember(s, group);
  }
  for (const c of input.cfdis) {
    let group = index.find(c);
    if (!group) {
      group = { cfdis: [] };
      groups.push(group);
    }
    group.cfdis.push(c);
    index.remember(c, group);
  }
  return groups.map(toRow).toSorted(compareMatched);
}

/** 'error' when a worker lacks a CFDI or the SUA or has an error flag; 'warning' with only warnings. */
export function workforceMonthStatus(rows: readonly MatchedWorker[]): WorkforceMonthStatus {
  if (!rows.length) return 'sin datos';
  if (rows.some((r) => r.reasons.length > 0 || r.errors > 0)) return 'error';
  if (rows.some((r) => r.warnings > 0)) return 'warning';
  return 'ok';
}

/** Merges one worker's rows of several months into one identity (CURP, then NSS, then RFC). */
export function identityIndex<T>() {
  return new IdentityIndex<T>();
}
