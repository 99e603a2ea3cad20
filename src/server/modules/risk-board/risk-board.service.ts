import type { Writable } from 'node:stream';
import { dailyReportName, type TRiskFilter, type TRiskPage, type TRiskQuery, type TRiskRow } from '../../../shared/contracts/risk-board.contract';
import { repseStatus } from '../../../shared/domain/compliance';
import { mexicoDayOf } from '../../../shared/domain/compliance-due';
import { foldText } from '../../../shared/text/fold';
import { riskLevel, riskRank, type RiskContractState, type RiskSatState } from '../../../shared/domain/risk-level';
import { MENSAJES_REPORTE_DIARIO } from '../../../shared/labels/risk-board';
import { companyGuard } from '../../access/company-guard';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { satStandingReader, standingKey, type SatStanding } from '../sat-lists/sat-standing.reader';
import { riskBoardRepository, type RiskDbRow, type RiskWindow } from './risk-board.repository';
import { riskFilings } from './risk-board-filings';
import { writeDailyReport } from './risk-board-report';
import { workersWithoutCfdi } from './risk-board-workforce';

/** The ICSOE/SISUB column's source (risk-board-filings.ts over the filings module's port). */
export type FilingsReader = (providers: readonly { id: string; services: number }[], period: string, today: string) => Promise<Map<string, TRiskRow['filings']>>;

/**
 * The board is kept per (client, service, month, day) and answered from memory: at 10,000
 * providers, 50,000 services and a million documents the aggregate reads ~600,000 documents of
 * the 12 months and takes ~10 s on the bench machine (2 cores), far over the screen's 300 ms; the
 * screen asks it for every page, chip, sort and search (all applied here, in memory, on the kept
 * rows: tens of ms). A board older than this is still answered once more while a fresh one is
 * computed in the background (stale-while-revalidate), so only the first request of a client and
 * month waits for the aggregate, and a document accepted or a list imported shows on the board
 * within about five minutes (each refresh costs the database that aggregate again, so not more
 * often). Identical requests in flight share one computation. Tests use 0: every request reads
 * the database. A table kept per service and month on every document write would remove the wait
 * of the first request; not built yet.
 */
const BOARD_TTL_MS = 5 * 60_000;
/** Boards kept at most (each ~5 MB at 10,000 providers); the oldest goes first. */
const MAX_BOARDS = 20;

function satState(standing: SatStanding | undefined): RiskSatState {
  if (!standing || standing.blacklist === null) return 'SIN_CONSULTA';
  if (standing.blacklist) return 'DEFINITIVO';
  return standing.situations69b.includes('presunto') ? 'PRESUNTO' : 'NINGUNA';
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

function toRow(r: RiskDbRow, standing: SatStanding | undefined, filings: TRiskRow['filings'], withoutCfdi: number | undefined, today: Date): TRiskRow {
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
    workersWithoutCfdi: withoutCfdi ?? null,
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
/** The service filter lists at most this many names (the most used). */
const SERVICE_NAMES = 200;

/** One computed board: rows in name order (`order` is that position), their folded search text, the service names. */
interface Board {
  rows: (TRiskRow & { order: number })[];
  search: string[];
  services: string[];
}
type BoardRow = Board['rows'][number];

/**
 * The screen's sorts over rows already in name order: ties keep that order, so each sort compares
 * numbers only (10,000 rows sort in a few ms, no collation per comparison).
 */
function comparator(sort: TRiskFilter['sort'], dir: TRiskFilter['dir']): (a: BoardRow, b: BoardRow) => number {
  const sign = dir === 'desc' ? -1 : 1;
  if (sort === 'nombre') return (a, b) => sign * (a.order - b.order);
  // Nothing expected sorts after any share, whatever the direction.
  if (sort === 'cumplimiento')
    return (a, b) => {
      const x = a.acceptedShare;
      const y = b.acceptedShare;
      if (x === null || y === null) return x === y ? a.order - b.order : x === null ? 1 : -1;
      return sign * (x - y) || a.order - b.order;
    };
  // nivel asc: Alto first; within a level, the lowest share first, then the name.
  return (a, b) => sign * (riskRank(a.level) - riskRank(b.level)) || (a.acceptedShare ?? 2) - (b.acceptedShare ?? 2) || a.order - b.order;
}

/** The row as the contract has it (the response schema would strip `order` too; this keeps the xlsx writer's rows plain). */
function withoutOrder(row: BoardRow): TRiskRow {
  const { order, ...rest } = row;
  void order;
  return rest;
}

/**
 * /dashboard/riesgos (issue 24): every provider of the client with its risk level. Needs
 * canAccessRiesgos on the company (403); another company's id is 404 (the guard).
 */
export function createRiskBoardService(deps: { db: Db; now?: (() => Date) | undefined; filings?: FilingsReader | undefined; /** Reuse of an answered board, ms (default BOARD_TTL_MS). */ ttlMs?: number | undefined }) {
  const repo = riskBoardRepository(deps.db);
  const guard = companyGuard(deps.db);
  const sat = satStandingReader(deps.db);
  const now = deps.now ?? (() => new Date());
  const filings = deps.filings ?? riskFilings(deps.db);
  const ttl = deps.ttlMs ?? BOARD_TTL_MS;
  const boards = new Map<string, { at: number; rows: Promise<Board>; refreshing: Promise<unknown> | undefined }>();

  async function authorize(actor: Actor, companyId: string) {
    const access = await guard.requireCompany(actor, companyId, 'read');
    if (!access.flags.canAccessRiesgos) throw new AppError('FORBIDDEN', { message: MENSAJES_REPORTE_DIARIO.sinPermiso });
    return access.company;
  }

  function windowOf(period: string | undefined, today: Date): RiskWindow {
    const day = today.toISOString().slice(0, 10);
    return { months: windowMonths(period ?? isoMonth(day)), today: day };
  }

  async function compute(companyId: string, filter: { service?: string | undefined }, window: RiskWindow, today: Date): Promise<Board> {
    const period = isoMonth(window.months.at(-1) ?? window.today);
    const [year, month] = period.split('-').map(Number) as [number, number];
    const [raw, services, workforce] = await Promise.all([repo.rows(companyId, filter, window), repo.serviceNames(companyId, SERVICE_NAMES), repo.workforce(companyId, filter, { year, month })]);
    const [standings, filed] = await Promise.all([sat.of(raw.map((r) => r.rfc)), filings(raw, period, window.today)]);
    const withoutCfdi = workersWithoutCfdi(workforce.listed, workforce.paid);
    const rows = raw
      .map((r) => toRow(r, standings.get(standingKey(r.rfc)), filed.get(r.id) ?? 'SIN_DATO', withoutCfdi.get(r.id), today))
      .toSorted((a, b) => collator.compare(a.name, b.name) || a.providerId.localeCompare(b.providerId))
      .map((row, order) => ({ ...row, order }));
    return { rows, search: rows.map((r) => foldText(`${r.name} ${r.rfc}`)), services: services.toSorted(collator.compare) };
  }

  /** The board's rows for the client, service and month (unsorted, unfiltered), kept as described at BOARD_TTL_MS. */
  function board(companyId: string, filter: TRiskFilter): Promise<Board> {
    const today = mexicoDayOf(now());
    const window = windowOf(filter.period, today);
    if (ttl <= 0) return compute(companyId, { service: filter.service }, window, today);
    const key = JSON.stringify([companyId, filter.service ?? '', window.months.at(-1), window.today]);
    const known = boards.get(key);
    const refresh = () => ({ at: Date.now(), rows: compute(companyId, { service: filter.service }, window, today), refreshing: undefined as Promise<unknown> | undefined });
    if (!known) {
      const entry = refresh();
      boards.set(key, entry);
      // A failed computation is not kept: the next request tries again.
      entry.rows.catch(() => boards.get(key) === entry && boards.delete(key));
      while (boards.size > MAX_BOARDS) boards.delete(boards.keys().next().value as string);
      return entry.rows;
    }
    if (Date.now() - known.at > ttl && !known.refreshing) {
      const next = refresh();
      known.refreshing = next.rows.then(
        () => boards.set(key, next),
        () => {
          known.refreshing = undefined;
        },
      );
    }
    return known.rows;
  }

  /** The rows of the search (name or RFC, without case or accents) and level, in the chosen order. */
  function select(b: Board, filter: TRiskFilter, level: boolean) {
    const folded = filter.q ? foldText(filter.q) : '';
    const found = folded ? b.rows.filter((r) => (b.search[r.order] ?? '').includes(folded)) : b.rows;
    const chosen = level && filter.nivel ? found.filter((r) => r.level === filter.nivel) : found;
    return { found, chosen: chosen.toSorted(comparator(filter.sort, filter.dir)) };
  }

  async function page(actor: Actor, companyId: string, query: TRiskQuery): Promise<TRiskPage> {
    await authorize(actor, companyId);
    const today = mexicoDayOf(now());
    const window = windowOf(query.period, today);
    const [b, providers] = await Promise.all([board(companyId, query), repo.providerCount(companyId)]);
    const { found, chosen } = select(b, query, true);
    const counts = { ALTO: 0, MEDIO: 0, BAJO: 0 };
    for (const r of found) counts[r.level] += 1;
    return {
      items: chosen.slice(query.offset, query.offset + query.limit).map(withoutOrder),
      total: chosen.length,
      offset: query.offset,
      limit: query.limit,
      counts,
      providers,
      services: b.services,
      period: isoMonth(window.months.at(-1) ?? window.today),
      months: window.months.map(isoMonth),
    };
  }

  /** Descargar Reporte Diario: authorizes first (a refusal still answers the envelope), then streams every row. */
  async function dailyReport(actor: Actor, companyId: string, filter: TRiskFilter) {
    await authorize(actor, companyId);
    const today = mexicoDayOf(now());
    const window = windowOf(filter.period, today);
    const rows = select(await board(companyId, filter), filter, true).chosen.map(withoutOrder);
    const day = window.today;
    return {
      fileName: dailyReportName(`${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`),
      write: (output: Writable) => writeDailyReport(rows, { today: day, months: window.months.map(isoMonth) }, output),
    };
  }

  return { page, dailyReport };
}
export type RiskBoardService = ReturnType<typeof createRiskBoardService>;
