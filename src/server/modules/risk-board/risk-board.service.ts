import type { Writable } from 'node:stream';
import { dailyReportName, type TRiskFilter, type TRiskPage, type TRiskQuery, type TRiskRow } from '../../../shared/contracts/risk-board.contract';
import { repseStatus } from '../../../shared/domain/compliance';
import { mexicoDayOf } from '../../../shared/domain/compliance-due';
import { riskLevel, riskRank, type RiskContractState, type RiskSatState } from '../../../shared/domain/risk-level';
import { MENSAJES_REPORTE_DIARIO } from '../../../shared/labels/risk-board';
import { MENSAJES_CONSULTA_SAT, SAT_69B_SITUATION_LABELS } from '../../../shared/labels/sat-lists';
import { companyGuard } from '../../access/company-guard';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { satStandingReader, standingKey, type SatStanding } from '../sat-lists/sat-standing.reader';
import { riskBoardRepository, type RiskDbRow, type RiskWindow } from './risk-board.repository';
import { writeDailyReport } from './risk-board-report';

/** The ICSOE/SISUB column's source: the filings module's read port, once it exists. */
export type FilingsReader = (providerIds: readonly string[], period: string, today: string) => Promise<Map<string, TRiskRow['filings']>>;

/**
 * How long a computed board is reused. The board is one aggregate over every provider of the client
 * (10,000 providers: a few hundred ms on PostgreSQL), and the screen asks it again for each page,
 * chip, sort and search; identical requests in flight share one computation and its answer is
 * reused for this long. A daily risk board a few seconds old is still today's board.
 */
const BOARD_TTL_MS = 15_000;

const presunto = `${MENSAJES_CONSULTA_SAT.listado69b}: ${SAT_69B_SITUATION_LABELS.presunto}`;
function satState(standing: SatStanding | undefined): RiskSatState {
  if (!standing || standing.blacklist === null) return 'SIN_CONSULTA';
  if (standing.blacklist) return 'DEFINITIVO';
  return standing.blacklistDetail.listings.some((l) => l.list === '69b' && l.label === presunto) ? 'PRESUNTO' : 'NINGUNA';
}

function contractState(r: RiskDbRow): RiskContractState {
  if (!r.services || r.contract_missing) return r.contract_expired ? 'VENCIDO' : 'SIN_CONTRATO';
  if (r.contract_expired) return 'VENCIDO';
  return r.contract_expiring ? 'POR_VENCER' : 'VIGENTE';
}

const isoMonth = (iso: string) => iso.slice(0, 7);
/** The 12 first days of month ending with `period` (yyyy-mm), oldest first. */
function windowMonths(period: string): string[] {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (11 - i), 1));
    return d.toISOString().slice(0, 10);
  });
}

function toRow(r: RiskDbRow, standing: SatStanding | undefined, filings: TRiskRow['filings'], today: Date): TRiskRow {
  const months = r.months ?? [];
  const trend = months.map(([n, acc]) => (Number(n) > 0 ? Number(acc) / Number(n) : null));
  const [expected, accepted] = months.at(-1) ?? [0, 0];
  const facts = {
    acceptedShare: Number(expected) > 0 ? Number(accepted) / Number(expected) : null,
    expected: Number(expected),
    overdue: Number(r.overdue ?? 0),
    rejected: Number(r.rejected ?? 0),
    sat: satState(standing),
    repse: repseStatus(r.repse ? { status: r.repse.status, expiresOn: new Date(`${r.repse.expiresOn.slice(0, 10)}T00:00:00Z`) } : undefined, today),
    filingsOverdue: filings === 'SIN_DATO' ? null : filings === 'VENCIDO',
    payrollDifferences: r.payroll_cfdis ? Number(r.payroll_errors ?? 0) : null,
    // The paid-payroll list comparison runs per service and month (payroll-alerts); not read here yet.
    workersWithoutCfdi: null,
    contract: contractState(r),
  };
  const { level, reasons } = riskLevel(facts);
  return {
    providerId: r.id,
    name: r.name,
    rfc: r.rfc,
    linkStatus: r.status,
    level,
    reasons,
    acceptedShare: facts.acceptedShare,
    expected: facts.expected,
    trend: trend.length === 12 ? trend : Array.from({ length: 12 }, () => null),
    overdue: facts.overdue,
    rejected: facts.rejected,
    sat: facts.sat,
    repse: facts.repse,
    filings,
    payrollDifferences: facts.payrollDifferences,
    workersWithoutCfdi: facts.workersWithoutCfdi,
    contract: facts.contract,
  };
}

const collator = new Intl.Collator('es-MX', { sensitivity: 'base' });
function comparator(sort: TRiskFilter['sort'], dir: TRiskFilter['dir']): (a: TRiskRow, b: TRiskRow) => number {
  const sign = dir === 'desc' ? -1 : 1;
  const byName = (a: TRiskRow, b: TRiskRow) => collator.compare(a.name, b.name) || a.providerId.localeCompare(b.providerId);
  // Nothing expected sorts after any share, whatever the direction.
  const share = (r: TRiskRow) => r.acceptedShare;
  if (sort === 'nombre') return (a, b) => sign * byName(a, b);
  if (sort === 'cumplimiento')
    return (a, b) => {
      const x = share(a);
      const y = share(b);
      if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
      return sign * (x - y) || byName(a, b);
    };
  // nivel asc: Alto first; within a level, the lowest share first, then the name.
  return (a, b) => sign * (riskRank(a.level) - riskRank(b.level)) || (share(a) ?? 2) - (share(b) ?? 2) || byName(a, b);
}

/**
 * /dashboard/riesgos (issue 24): every provider of the client with its risk level. Needs
 * canAccessRiesgos on the company (403); another company's id is 404 (the guard).
 */
export function createRiskBoardService(deps: { db: Db; now?: (() => Date) | undefined; filings?: FilingsReader | undefined; /** 0 in tests: never reuse a board. */ ttlMs?: number }) {
  const repo = riskBoardRepository(deps.db);
  const guard = companyGuard(deps.db);
  const sat = satStandingReader(deps.db);
  const now = deps.now ?? (() => new Date());
  const ttl = deps.ttlMs ?? BOARD_TTL_MS;
  const boards = new Map<string, { at: number; rows: Promise<TRiskRow[]> }>();

  async function authorize(actor: Actor, companyId: string) {
    const access = await guard.requireCompany(actor, companyId, 'read');
    if (!access.flags.canAccessRiesgos) throw new AppError('FORBIDDEN', { message: MENSAJES_REPORTE_DIARIO.sinPermiso });
    return access.company;
  }

  function windowOf(period: string | undefined, today: Date): RiskWindow {
    const day = today.toISOString().slice(0, 10);
    return { months: windowMonths(period ?? isoMonth(day)), today: day };
  }

  async function compute(companyId: string, filter: { service?: string | undefined; q?: string | undefined }, window: RiskWindow, today: Date): Promise<TRiskRow[]> {
    const raw = await repo.rows(companyId, filter, window);
    const period = isoMonth(window.months.at(-1) ?? window.today);
    const [standings, filings] = await Promise.all([
      sat.of(raw.map((r) => r.rfc)),
      deps.filings ? deps.filings(raw.map((r) => r.id), period, window.today) : Promise.resolve(new Map<string, TRiskRow['filings']>()),
    ]);
    return raw.map((r) => toRow(r, standings.get(standingKey(r.rfc)), filings.get(r.id) ?? 'SIN_DATO', today));
  }

  /** The board's rows for the filter (unsorted), shared by identical requests for `ttl` ms. */
  function board(companyId: string, filter: TRiskFilter): Promise<TRiskRow[]> {
    const today = mexicoDayOf(now());
    const window = windowOf(filter.period, today);
    const key = JSON.stringify([companyId, filter.service ?? '', filter.q ?? '', window.months.at(-1), window.today]);
    const at = Date.now();
    const cached = boards.get(key);
    if (cached && at - cached.at <= ttl) return cached.rows;
    const rows = compute(companyId, filter, window, today);
    if (ttl > 0) {
      for (const [k, v] of boards) if (at - v.at > ttl) boards.delete(k);
      boards.set(key, { at, rows });
      rows.catch(() => boards.delete(key));
    }
    return rows;
  }

  async function page(actor: Actor, companyId: string, query: TRiskQuery): Promise<TRiskPage> {
    await authorize(actor, companyId);
    const today = mexicoDayOf(now());
    const window = windowOf(query.period, today);
    const [rows, providers, services] = await Promise.all([board(companyId, query), repo.providerCount(companyId), repo.serviceNames(companyId)]);
    const counts = { ALTO: 0, MEDIO: 0, BAJO: 0 };
    for (const r of rows) counts[r.level] += 1;
    const chosen = (query.nivel ? rows.filter((r) => r.level === query.nivel) : rows).toSorted(comparator(query.sort, query.dir));
    return {
      items: chosen.slice(query.offset, query.offset + query.limit),
      total: chosen.length,
      offset: query.offset,
      limit: query.limit,
      counts,
      providers,
      services,
      period: isoMonth(window.months.at(-1) ?? window.today),
      months: window.months.map(isoMonth),
    };
  }

  /** Descargar Reporte Diario: authorizes first (a refusal still answers the envelope), then streams every row. */
  async function dailyReport(actor: Actor, companyId: string, filter: TRiskFilter) {
    await authorize(actor, companyId);
    const today = mexicoDayOf(now());
    const window = windowOf(filter.period, today);
    const rows = (await board(companyId, filter)).filter((r) => !filter.nivel || r.level === filter.nivel).toSorted(comparator(filter.sort, filter.dir));
    const day = window.today;
    return {
      fileName: dailyReportName(`${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`),
      write: (output: Writable) => writeDailyReport(rows, { today: day, months: window.months.map(isoMonth) }, output),
    };
  }

  return { page, dailyReport };
}
export type RiskBoardService = ReturnType<typeof createRiskBoardService>;
