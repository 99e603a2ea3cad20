import type { Writable } from 'node:stream';
import { dailyReportName, type TRiskFilter, type TRiskPage, type TRiskQuery, type TRiskRow } from '../../../shared/contracts/risk-board.contract';
import { repseStatus } from '../../../shared/domain/compliance';
import { mexicoDayOf } from '../../../shared/domain/compliance-due';
import { foldText } from '../../../shared/text/fold';
import { riskLevel, riskRank, type RiskContractState, type RiskLevel, type RiskSatState } from '../../../shared/domain/risk-level';
import { MENSAJES_REPORTE_DIARIO } from '../../../shared/labels/risk-board';
import { companyGuard } from '../../access/company-guard';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { satStandingReader, standingKey, type SatStanding } from '../sat-lists/sat-standing.reader';
import { riskBoardRepository, type RiskChanges, type RiskDbRow, type RiskScope, type RiskWindow } from './risk-board.repository';
import { riskFilings } from './risk-board-filings';
import { dailyReportBytes, writeDailyReport } from './risk-board-report';
import { workersWithoutCfdi } from './risk-board-workforce';
import { boardSearch, searchHits, searchTextAt, type BoardSearch } from './board-search';

/** The ICSOE/SISUB column's source (risk-board-filings.ts over the filings module's port). */
export type FilingsReader = (clientId: string, providers: readonly { id: string; services: number }[], period: string, today: string) => Promise<Map<string, TRiskRow['filings']>>;

/**
 * Each board (client, service filter, month) is kept in memory and answers every page, chip, sort
 * and search the screen sends (all applied here on the kept rows: a few ms). Computing one whole
 * takes seconds at 10,000 providers, 50,000 services and a million documents, so it is done once
 * per client, filter and day: afterwards each request asks the database which providers changed
 * since the snapshot the board reflects (risk_marks, written by triggers on every table the board
 * reads: one indexed query) and recomputes only those (tens of ms), so a document accepted shows on
 * the next request. A new day (due dates and validity move) or a new SAT list recomputes it whole;
 * meanwhile the board of before is answered (stale-while-revalidate), so only the first request of
 * a filter ever waits for the full aggregate. Tests turn the keeping off (`keep: false`).
 */
const MAX_BOARDS = 20;
/** Past this many changed providers a whole recomputation is cheaper than a restricted one. */
const MAX_PATCH = 2_000;
/** Daily reports kept per board (each ~1 MB at 10,000 providers). */
const MAX_REPORTS = 4;
/**
 * How long a page waits for a board computed for the first time before answering `computing`
 * (the screen asks again): a client with 100,000 providers takes ~30 s, longer than a request should.
 */
const FIRST_WAIT_MS = 2_000;

/** The promise's value if it settles within `ms`, else undefined (it goes on; its failure is the caller's). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise<T | undefined>((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

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
  const [expected, accepted, due, acceptedDue] = (months.at(-1) ?? [0, 0, 0, 0]).map(Number) as [number, number, number, number];
  const facts = {
    dueAcceptedShare: due > 0 ? acceptedDue / due : null,
    due,
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
    acceptedShare: expected > 0 ? accepted / expected : null,
    expected,
    due,
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
/** The board's order: name (es-MX), then id so equal names keep one order. */
const byName = (a: TRiskRow, b: TRiskRow) => collator.compare(a.name, b.name) || a.providerId.localeCompare(b.providerId);

/** `rows` (in name order) with each of `added` placed where it belongs (binary search). */
function insertByName(rows: readonly TRiskRow[], added: readonly TRiskRow[]): TRiskRow[] {
  const at = added.map((row) => {
    let low = 0;
    let high = rows.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (byName(rows[mid] as TRiskRow, row) < 0) low = mid + 1;
      else high = mid;
    }
    return { row, index: low };
  });
  at.sort((a, b) => a.index - b.index || byName(a.row, b.row));
  const out: TRiskRow[] = [];
  let next = 0;
  for (const [i, row] of rows.entries()) {
    while (next < at.length && (at[next] as { index: number }).index === i) out.push((at[next++] as { row: TRiskRow }).row);
    out.push(row);
  }
  while (next < at.length) out.push((at[next++] as { row: TRiskRow }).row);
  return out;
}
/** The service filter lists at most this many names (the most used). */
const SERVICE_NAMES = 200;

/** The daily report: its bytes when kept with the board, else a writer that streams it. */
export type DailyReport = { fileName: string } & ({ bytes: Buffer } | { write: (output: Writable) => Promise<void> });

/** A board as kept: its rows, the day and SAT lists they were computed on, the snapshot they reflect. */
interface KeptState {
  board: Board;
  day: string;
  /** The board's month (yyyy-mm-01). */
  period: string;
  sat: string;
  snapshot: string;
}
interface KeptBoard {
  kept: KeptState | undefined;
  whole: Promise<KeptState> | undefined;
  patching: Promise<void> | undefined;
  /**
   * A first computation that failed after its page had answered `computing`: the next page raises
   * it (the error handler logs it and the screen stops saying «Calculando…»), the one after starts again.
   */
  failed: Error | undefined;
}

/**
 * One computed board: rows in name order, and per position (the row's index) its folded search
 * text, level rank and share in plain arrays: the per-request loops and sorts read those, never the
 * row objects (20,000 objects of 18 fields are slow to walk), and a patch reuses them.
 */
interface Board {
  rows: TRiskRow[];
  search: BoardSearch;
  levels: RiskLevel[];
  ranks: Int8Array;
  /** Share accepted of the month, NaN when nothing was expected. */
  shares: Float64Array;
  services: string[];
  /** Rows per level, the counts of the chips without a search. */
  counts: Record<RiskLevel, number>;
  /** Positions in each order asked so far (sort and direction), sorted once per board. */
  sorted: Map<string, Int32Array>;
  /** Positions of each (order, level chip) asked so far without a search. */
  chosen: Map<string, Int32Array>;
  /** Daily reports written from this board, per sort, level and search. */
  reports: Map<string, Promise<Buffer>>;
}

/**
 * The screen's sorts over positions of rows already in name order: ties keep that order, so each
 * sort compares numbers only (20,000 rows sort in a few ms, no collation per comparison).
 */
function comparator(b: Board, sort: TRiskFilter['sort'], dir: TRiskFilter['dir']): (i: number, j: number) => number {
  const sign = dir === 'desc' ? -1 : 1;
  const { ranks, shares } = b;
  if (sort === 'nombre') return (i, j) => sign * (i - j);
  // Nothing expected sorts after any share, whatever the direction.
  if (sort === 'cumplimiento')
    return (i, j) => {
      const x = shares[i] as number;
      const y = shares[j] as number;
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) && Number.isNaN(y) ? i - j : Number.isNaN(x) ? 1 : -1;
      return sign * (x - y) || i - j;
    };
  // nivel asc: Alto first; within a level, the lowest share first (nothing expected after), then the name.
  const share = (k: number) => (Number.isNaN(shares[k] as number) ? 2 : (shares[k] as number));
  return (i, j) => sign * ((ranks[i] as number) - (ranks[j] as number)) || share(i) - share(j) || i - j;
}

/**
 * /dashboard/riesgos (issue 24): every provider of the client with its risk level. Needs
 * canAccessRiesgos on the company (403); another company's id is 404 (the guard).
 */
export function createRiskBoardService(deps: {
  db: Db;
  now?: (() => Date) | undefined;
  filings?: FilingsReader | undefined;
  /** Keep boards between requests (default true). */
  keep?: boolean | undefined;
  /** FIRST_WAIT_MS, for tests. */
  firstWaitMs?: number | undefined;
}) {
  const repo = riskBoardRepository(deps.db);
  const guard = companyGuard(deps.db);
  const sat = satStandingReader(deps.db);
  const now = deps.now ?? (() => new Date());
  const filings = deps.filings ?? riskFilings(deps.db);
  const keep = deps.keep ?? true;
  const firstWaitMs = deps.firstWaitMs ?? FIRST_WAIT_MS;
  const boards = new Map<string, KeptBoard>();

  async function authorize(actor: Actor, companyId: string) {
    const access = await guard.requireCompany(actor, companyId, 'read');
    if (!access.flags.canAccessRiesgos) throw new AppError('FORBIDDEN', { message: MENSAJES_REPORTE_DIARIO.sinPermiso });
    return access.company;
  }

  function windowOf(period: string | undefined, today: Date): RiskWindow {
    const day = today.toISOString().slice(0, 10);
    return { months: windowMonths(period ?? isoMonth(day)), today: day };
  }

  /** The board's rows of the providers in scope (all of them without `providers`), unsorted. */
  async function computeRows(companyId: string, scope: RiskScope, window: RiskWindow, today: Date): Promise<TRiskRow[]> {
    const period = isoMonth(window.months.at(-1) ?? window.today);
    const [year, month] = period.split('-').map(Number) as [number, number];
    const [raw, workforce] = await Promise.all([repo.rows(companyId, scope, window), repo.workforce(companyId, scope, { year, month })]);
    const [standings, filed] = await Promise.all([sat.of(raw.map((r) => r.rfc)), filings(companyId, raw, period, window.today)]);
    const withoutCfdi = workersWithoutCfdi(workforce.listed, workforce.paid);
    return raw.map((r) => toRow(r, standings.get(standingKey(r.rfc)), filed.get(r.id) ?? 'SIN_DATO', withoutCfdi.get(r.id), today));
  }

  /** Rows already in name order, with the arrays of Board (search texts reused when known). */
  function assemble(rows: TRiskRow[], services: readonly string[], knownSearch?: Map<string, string>): Board {
    const counts = { ALTO: 0, MEDIO: 0, BAJO: 0 };
    const levels = rows.map((r) => r.level);
    for (const level of levels) counts[level] += 1;
    return {
      rows,
      search: boardSearch(rows.map((r) => knownSearch?.get(r.providerId) ?? foldText(`${r.name} ${r.rfc}`))),
      levels,
      ranks: Int8Array.from(levels, riskRank),
      shares: Float64Array.from(rows, (r) => r.acceptedShare ?? Number.NaN),
      counts,
      services: services.toSorted(collator.compare),
      sorted: new Map(),
      chosen: new Map(),
      reports: new Map(),
    };
  }

  async function computeWhole(companyId: string, service: string | undefined, window: RiskWindow, today: Date, changes: RiskChanges): Promise<KeptState> {
    const [rows, services] = await Promise.all([computeRows(companyId, { service }, window, today), repo.serviceNames(companyId, SERVICE_NAMES)]);
    if (keep) void repo.pruneMarks().catch(() => undefined);
    return { board: assemble(rows.toSorted(byName), services), day: window.today, period: window.months.at(-1) ?? '', snapshot: changes.snapshot, sat: changes.sat };
  }

  /** The kept board with the changed providers recomputed (a provider no longer listed leaves it). */
  async function patch(kept: KeptState, companyId: string, service: string | undefined, window: RiskWindow, today: Date, changes: RiskChanges): Promise<KeptState> {
    const changed = new Set(changes.providers);
    const [fresh, names] = await Promise.all([computeRows(companyId, { service, providers: changes.providers }, window, today), repo.serviceNames(companyId, SERVICE_NAMES, changes.providers)]);
    const old = kept.board;
    // A name the list lacks joins it; names of services gone stay until the day's whole recomputation.
    const listed = new Set(old.services.map(foldText));
    const services = [...old.services, ...names.filter((n) => !listed.has(foldText(n)))];
    const search = new Map<string, string>();
    const staying: TRiskRow[] = [];
    for (const [i, row] of old.rows.entries())
      if (!changed.has(row.providerId)) {
        staying.push(row);
        search.set(row.providerId, searchTextAt(old.search, i));
      }
    // Sorting the whole board again costs ~0.5 s of collation at 20,000 rows: each changed row is put in its place instead.
    return { ...kept, board: assemble(insertByName(staying, fresh), services, search), snapshot: changes.snapshot };
  }

  /**
   * The board of the client, service filter and month, kept as described at MAX_BOARDS. Concurrent
   * requests share one computation (whole or patch). A board computed for the first time is waited
   * for `waitMs` at most (undefined: until it is done): past it, undefined, and it goes on computing.
   */
  function board(companyId: string, filter: TRiskFilter): Promise<Board>;
  function board(companyId: string, filter: TRiskFilter, waitMs: number): Promise<Board | undefined>;
  async function board(companyId: string, filter: TRiskFilter, waitMs?: number): Promise<Board | undefined> {
    const today = mexicoDayOf(now());
    const window = windowOf(filter.period, today);
    if (!keep) return assemble((await computeRows(companyId, { service: filter.service }, window, today)).toSorted(byName), await repo.serviceNames(companyId, SERVICE_NAMES));
    const key = JSON.stringify([companyId, filter.service ?? '', filter.period ?? '']);
    let entry = boards.get(key);
    if (!entry) {
      entry = { kept: undefined, whole: undefined, patching: undefined, failed: undefined };
      boards.set(key, entry);
      while (boards.size > MAX_BOARDS) boards.delete(boards.keys().next().value as string);
    }
    const kept = entry.kept;
    const changes = await repo.changes(companyId, kept?.snapshot);
    const recomputeWhole = (current: KeptBoard) => {
      current.whole ??= computeWhole(companyId, filter.service, window, today, changes)
        .then((fresh) => {
          current.kept = fresh;
          current.failed = undefined;
          return fresh;
        })
        .finally(() => {
          current.whole = undefined;
        });
      return current.whole;
    };
    // No board yet, or the month moved on (the board of another month is not an answer): wait for it.
    if (!kept || kept.period !== window.months.at(-1)) {
      const current = entry;
      if (current.failed && !current.whole) {
        const failed = current.failed;
        current.failed = undefined;
        throw failed;
      }
      const whole = recomputeWhole(current);
      if (waitMs === undefined) return (await whole).board;
      whole.catch((error: unknown) => {
        current.failed = error instanceof Error ? error : new Error(String(error));
      });
      try {
        return (await within(whole, waitMs))?.board;
      } catch (error) {
        // This page carries the failure itself.
        current.failed = undefined;
        throw error;
      }
    }
    if (kept.day !== window.today || kept.sat !== changes.sat || changes.providers.length > MAX_PATCH) {
      // Answered meanwhile: the board of before (a failed recomputation is tried again on the next request).
      recomputeWhole(entry).catch(() => undefined);
      return kept.board;
    }
    if (!changes.providers.length) {
      // Nothing this client's board reads changed: later questions start from this snapshot.
      kept.snapshot = changes.snapshot;
      return kept.board;
    }
    const current = entry;
    current.patching ??= patch(kept, companyId, filter.service, window, today, changes)
      .then((fresh) => {
        // A whole recomputation finished meanwhile is newer: keep it.
        if (current.kept === kept) current.kept = fresh;
      })
      .finally(() => {
        current.patching = undefined;
      });
    await current.patching;
    return (current.kept ?? kept).board;
  }

  /**
   * The rows of the search (name or RFC, without case or accents) and level, in the chosen order,
   * with the counts per level of the search (chips ignore the level chosen).
   */
  function select(b: Board, filter: TRiskFilter): { chosen: Int32Array; counts: Record<RiskLevel, number> } {
    const order = `${filter.sort}:${filter.dir}`;
    let ordered = b.sorted.get(order);
    if (!ordered) {
      ordered = Int32Array.from(b.rows.keys()).toSorted(comparator(b, filter.sort, filter.dir));
      b.sorted.set(order, ordered);
    }
    const folded = filter.q ? foldText(filter.q) : '';
    const key = `${order}:${filter.nivel ?? ''}`;
    const kept = folded ? undefined : b.chosen.get(key);
    if (kept) return { chosen: kept, counts: b.counts };
    const counts = { ALTO: 0, MEDIO: 0, BAJO: 0 };
    const chosen: number[] = [];
    const hits = folded ? searchHits(b.search, folded) : undefined;
    for (const i of ordered) {
      if (hits && !hits[i]) continue;
      const level = b.levels[i] as RiskLevel;
      counts[level] += 1;
      if (!filter.nivel || level === filter.nivel) chosen.push(i);
    }
    const positions = Int32Array.from(chosen);
    if (!folded) b.chosen.set(key, positions);
    return { chosen: positions, counts };
  }

  const rowsAt = (b: Board, positions: Int32Array) => Array.from(positions, (i) => b.rows[i] as TRiskRow);

  async function page(actor: Actor, companyId: string, query: TRiskQuery): Promise<TRiskPage> {
    await authorize(actor, companyId);
    const today = mexicoDayOf(now());
    const window = windowOf(query.period, today);
    const [b, providers] = await Promise.all([board(companyId, query, firstWaitMs), repo.providerCount(companyId)]);
    const months = { period: isoMonth(window.months.at(-1) ?? window.today), months: window.months.map(isoMonth) };
    const head = { offset: query.offset, limit: query.limit, providers, ...months };
    if (!b) return { ...head, items: [], total: 0, counts: { ALTO: 0, MEDIO: 0, BAJO: 0 }, services: [], computing: true };
    const { chosen, counts } = select(b, query);
    return { ...head, items: rowsAt(b, chosen.subarray(query.offset, query.offset + query.limit)), total: chosen.length, counts, services: b.services, computing: false };
  }

  /** Descargar Reporte Diario: authorizes first (a refusal still answers the envelope), then streams every row. */
  async function dailyReport(actor: Actor, companyId: string, filter: TRiskFilter): Promise<DailyReport> {
    await authorize(actor, companyId);
    const today = mexicoDayOf(now());
    const window = windowOf(filter.period, today);
    const b = await board(companyId, filter);
    const day = window.today;
    const meta = { today: day, months: window.months.map(isoMonth) };
    const fileName = dailyReportName(`${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`);
    if (!keep) {
      const rows = rowsAt(b, select(b, filter).chosen);
      return { fileName, write: (output: Writable) => writeDailyReport(rows, meta, output) };
    }
    // Kept with the board (a changed provider makes a new board): the same download again is the same bytes.
    const key = JSON.stringify([filter.sort, filter.dir, filter.nivel ?? '', filter.q ?? '']);
    const known = b.reports.get(key);
    const file = known ?? dailyReportBytes(rowsAt(b, select(b, filter).chosen), meta);
    if (!known) {
      b.reports.set(key, file);
      file.catch(() => b.reports.delete(key));
      while (b.reports.size > MAX_REPORTS) b.reports.delete(b.reports.keys().next().value as string);
    }
    const bytes: Buffer = await file;
    return { fileName, bytes };
  }

  return { page, dailyReport };
}
export type RiskBoardService = ReturnType<typeof createRiskBoardService>;
