import { GENERATOR_LIST_COUNT_CAP, type TGeneratorListQuery } from '../../../shared/contracts/generators.contract';
import type { Db } from '../../db/client';
import { decodeTimeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { toGeneratorLite } from './generator.dto';
import { listedStatuses, needsRowCount, type GeneratorListFilter, type ListSide } from './generators-filters';
import { generatorsListRepository, type GeneratorCounter, type GeneratorListRow, type GeneratorReportSource, type ListCursor } from './generators-list.repository';
import type { GeneratorReportRow } from './generators-report';

export type ListPageQuery = Pick<TGeneratorListQuery, 'page' | 'size' | 'after'>;

/** Rows per report batch: one ordered scan each, the next read while this one is written. */
const REPORT_BATCH = 2000;
/** Companies whose last counters this process remembers (a guess of their sides, see `page`). */
const REMEMBERED_COMPANIES = 10_000;

const sameSides = (a: readonly ListSide[], b: readonly ListSide[]) => a.length === b.length && a.every((side, i) => side === b[i]);

const newestFirst = (a: { sortKey: string; id: string }, b: { sortKey: string; id: string }) => (a.sortKey === b.sortKey ? (a.id < b.id ? 1 : -1) : a.sortKey < b.sortKey ? 1 : -1);

/**
 * The generators lists (allLite, all, the provider history and the Excel report), built to stay fast
 * at hundreds of thousands of rows: one side of the caller at a time on its own index, only the list
 * columns, keyset pages, totals from counters or counted no further than GENERATOR_LIST_COUNT_CAP
 * in the page's own statement, with its company names. Access is checked by the caller.
 */
export function createGeneratorListing(deps: { db: Db }) {
  const repo = generatorsListRepository(deps.db);

  const lastCounters = new Map<string, GeneratorCounter[]>();
  function remember(companyId: string, counters: GeneratorCounter[]) {
    lastCounters.delete(companyId);
    lastCounters.set(companyId, counters);
    if (lastCounters.size > REMEMBERED_COMPANIES) lastCounters.delete(lastCounters.keys().next().value as string);
  }

  /** The sides of the company that have generators this filter can list (usually one). */
  function sidesWithRows(counts: { side: ListSide; status: string; n: number }[], filter: GeneratorListFilter): ListSide[] {
    return (['client', 'provider'] as const).filter((side) => {
      const statuses: readonly string[] = listedStatuses(side, filter);
      return counts.some((c) => c.side === side && c.n > 0 && statuses.includes(c.status));
    });
  }

  /**
   * Rows of every side merged newest first (a side alone pages in SQL), with how many match when
   * `countCap` is given: each side counts no further than countCap + 1.
   */
  async function rows(companyId: string, filter: GeneratorListFilter, sides: ListSide[], page: { after?: ListCursor | undefined; offset: number; limit: number }, countCap: number | undefined, withCounters = false) {
    const [only] = sides;
    if (sides.length === 1 && only) return repo.page(only, companyId, filter, page, countCap, withCounters);
    // The counters once, with the first side's page.
    const perSide = await Promise.all(sides.map((side, i) => repo.page(side, companyId, filter, { after: page.after, offset: 0, limit: page.offset + page.limit }, countCap, withCounters && i === 0)));
    return {
      rows: perSide.flatMap((p) => p.rows).toSorted(newestFirst).slice(page.offset, page.offset + page.limit),
      matched: countCap === undefined ? null : perSide.reduce((sum, p) => sum + (p.matched ?? 0), 0),
      counters: perSide[0]?.counters ?? null,
    };
  }

  /** One report batch after `after`: a single ordered scan per side, merged newest first when the company is on both. */
  async function batchRows(companyId: string, filter: GeneratorListFilter, sides: ListSide[], after: ListCursor | undefined, limit: number): Promise<GeneratorReportSource[]> {
    const perSide = await Promise.all(sides.map((side) => repo.batch(side, companyId, filter, after, limit)));
    const [only] = perSide;
    if (perSide.length === 1 && only) return only;
    return perSide.flat().toSorted(newestFirst).slice(0, limit);
  }

  /** Adds to `names` the companies among `ids` it does not know yet, in one query. */
  async function learnNames(ids: Iterable<string>, names: Map<string, string>) {
    const missing = new Set<string>();
    for (const id of ids) if (!names.has(id)) missing.add(id);
    if (missing.size > 0) for (const [id, name] of await repo.companyNames([...missing])) names.set(id, name);
  }

  /** A report batch with its providers' names, looked up once per download. */
  async function reportRows(page: GeneratorReportSource[], names: Map<string, string>): Promise<(GeneratorReportRow & { id: string })[]> {
    await learnNames(page.map((r) => r.providerCompanyId), names);
    // One literal per row (no rest and spread): at a million rows the copy was a visible part of the time.
    return page.map((r) => ({
      id: r.id,
      providerName: names.get(r.providerCompanyId) ?? '',
      generatedCode: r.generatedCode,
      startDate: r.startDate,
      endDate: r.endDate,
      totalCents: r.totalCents,
      city: r.city,
      status: r.status,
      statusPago: r.statusPago,
      statusBeforeStore: r.statusBeforeStore,
    }));
  }

  /** The total: from the per-status counters when they can tell, else the rows counted with the page. */
  function total(filter: GeneratorListFilter, sides: ListSide[], counts: { side: ListSide; status: string; n: number }[], matched: number | null) {
    if (matched === null) {
      const n = counts.filter((c) => sides.includes(c.side) && (listedStatuses(c.side, filter) as readonly string[]).includes(c.status)).reduce((sum, c) => sum + c.n, 0);
      return { total: n, totalCapped: false };
    }
    return matched > GENERATOR_LIST_COUNT_CAP ? { total: GENERATOR_LIST_COUNT_CAP, totalCapped: true } : { total: matched, totalCapped: false };
  }

  return {
    /**
     * One page: by keyset after `after`, else the `page`-th (a jump); the total only on a filter set's
     * first ask. `only` keeps one side of the company (a service's list: the side it has on the service).
     */
    async page(companyId: string, filter: GeneratorListFilter, query: ListPageQuery, only?: ListSide) {
      const sidesOf = (counters: GeneratorCounter[]) => sidesWithRows(counters, filter).filter((side) => !only || side === only);
      const after = query.after ? decodeTimeCursor(query.after) : undefined;
      // Counted with the page (same statement) only on a filter set's first ask, and only when the counters cannot tell.
      const countCap = !after && needsRowCount(filter) ? GENERATOR_LIST_COUNT_CAP : undefined;
      const wanted = { after, offset: after ? 0 : query.page * query.size, limit: query.size + 1 };
      // Which sides to read comes from the counters. The sides the company had last time are a good
      // guess (a company rarely gains a side), so the page is read on them with the current counters
      // in the same statement, one round trip fewer; read again on the right sides if the guess
      // turns out wrong. The answer always rests on the counters read with it.
      const remembered = lastCounters.get(companyId);
      let counts: GeneratorCounter[];
      let fetched: { rows: GeneratorListRow[]; matched: number | null };
      if (remembered) {
        const guessed = sidesOf(remembered);
        const read = await rows(companyId, filter, guessed, wanted, countCap, true);
        counts = read.counters ?? (await repo.counts(companyId));
        fetched = sameSides(sidesOf(counts), guessed) ? read : await rows(companyId, filter, sidesOf(counts), wanted, countCap);
      } else {
        counts = await repo.counts(companyId);
        fetched = await rows(companyId, filter, sidesOf(counts), wanted, countCap);
      }
      remember(companyId, counts);
      const sides = sidesOf(counts);
      const page = fetched.rows.slice(0, query.size);
      const last = page.at(-1);
      const meta = {
        ...(after ? { total: null, totalCapped: false } : total(filter, sides, counts, fetched.matched)),
        hasStored: counts.some((c) => c.status === 'STORED' && c.n > 0),
        nextCursor: fetched.rows.length > query.size && last ? encodeCursor([last.sortKey, last.id]) : null,
      };
      return { meta, rows: page, items: page.map(toGeneratorLite) };
    },

    /**
     * Every matching row, newest first, in keyset batches: what the Excel report streams. The next
     * batch is read while the current one is written (never more than one ahead, so memory stays flat).
     */
    async *batches(companyId: string, filter: GeneratorListFilter, size = REPORT_BATCH): AsyncGenerator<(GeneratorReportRow & { id: string })[]> {
      const sides = sidesWithRows(await repo.counts(companyId), filter);
      const names = new Map<string, string>();
      const read = (after: ListCursor | undefined) => {
        const reading = batchRows(companyId, filter, sides, after, size);
        // Handled here too: a download stopped half way leaves the batch read ahead unawaited.
        reading.catch(() => {});
        return reading;
      };
      let next = read(undefined);
      for (;;) {
        const page = await next;
        const last = page.at(-1);
        const more = page.length === size && last !== undefined;
        if (more) next = read([last.sortKey, last.id]);
        if (page.length > 0) yield await reportRows(page, names);
        if (!more) return;
      }
    },
  };
}
export type GeneratorListing = ReturnType<typeof createGeneratorListing>;
