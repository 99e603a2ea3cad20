import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { GeneratorStatus, PaymentStatus } from '../../../shared/domain/generator';
import type { Executor } from '../../db/client';
import { executeRows, limitOffset, namedPage } from '../../db/named-statement';
import { preparedPerExecutor } from '../../db/prepared';
import { olderThan, utcSortKey } from '../../db/keyset';
import { companies, generatorCounts, generators, monthKey } from '../../db/schema';
import { listConditions, listedStatuses, planIgnoresValues, typedDateFilter, wholeMonths, type GeneratorListFilter, type ListSide, type TypedDateFilter } from './generators-filters';

const g = generators;
/**
 * One list row as the driver returns it (named columns, dates and amounts as text or numbers), with
 * both company names read by key: the card's fields and nothing of the wizard's JSON.
 */
const LIST_COLUMNS = sql`g.id as "id", g.generated_code as "generatedCode", g.provider_company_id as "providerCompanyId",
  g.client_company_id as "clientCompanyId", to_char(g.start_date, 'YYYY-MM-DD') as "startDate", to_char(g.end_date, 'YYYY-MM-DD') as "endDate",
  g.total_cents::float8 as "totalCents", g.city as "city", g.status as "status", g.status_pago as "statusPago", g.pdf_file_id as "pdfFileId",
  g.bidding_document_id as "biddingDocumentId", g.comment as "comment",
  to_char(g.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastModifiedDate",
  ${utcSortKey(sql`g.updated_at`)} as "sortKey",
  (select name from ${companies} where id = g.provider_company_id) as "providerName",
  (select name from ${companies} where id = g.client_company_id) as "clientName"`;

/** What a list row and a report row both carry, as the driver returns them. */
interface GeneratorRowFields {
  id: string;
  sortKey: string;
  generatedCode: string;
  providerCompanyId: string;
  startDate: string | null;
  endDate: string | null;
  totalCents: number;
  city: string;
  status: GeneratorStatus;
  statusPago: PaymentStatus;
}

/** One row of a list page (LIST_COLUMNS). */
export interface GeneratorListRow extends GeneratorRowFields {
  clientCompanyId: string;
  pdfFileId: string | null;
  biddingDocumentId: string | null;
  comment: string;
  lastModifiedDate: string;
  providerName: string;
  clientName: string;
}

/**
 * What the Excel report writes, and the cursor, as the driver returns it: named columns, dates as
 * text, no per-row mapping (drizzle's mapping of 1.4 M rows was a tenth of the report's time) and
 * no update time parsed into a Date.
 */
const REPORT_COLUMNS = sql`${g.id} as "id", ${utcSortKey(g.updatedAt)} as "sortKey", ${g.generatedCode} as "generatedCode",
  ${g.providerCompanyId} as "providerCompanyId", ${g.startDate} as "startDate", ${g.endDate} as "endDate",
  ${g.totalCents}::float8 as "totalCents", ${g.city} as "city", ${g.status} as "status", ${g.statusPago} as "statusPago",
  ${g.statusBeforeStore} as "statusBeforeStore"`;

/** One row of a report batch (REPORT_COLUMNS). */
export interface GeneratorReportSource extends GeneratorRowFields {
  statusBeforeStore: GeneratorStatus | null;
}

/** How many generators the company has on one side in one status (generator_counts). */
export interface GeneratorCounter {
  side: ListSide;
  status: GeneratorStatus;
  n: number;
}

/** Where the previous page ended: the sort key and id of its last row. */
export type ListCursor = readonly [sortKey: string, id: string];

// Every page of every list asks for both: prepared once per connection (the ids as one array).
const countersOf = preparedPerExecutor((db) =>
  db
    .select({ side: generatorCounts.side, status: generatorCounts.status, n: generatorCounts.n })
    .from(generatorCounts)
    .where(eq(generatorCounts.companyId, sql.placeholder('companyId')))
    .prepare('generator_counters_of'),
);
const namesOf = preparedPerExecutor((db) =>
  db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(sql`${companies.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('generator_page_company_names'),
);

/**
 * From this offset on, a page of a list narrowed by nothing but side and status starts from the hour
 * it falls in (see pageFromItsHour); below it the walk is short anyway.
 */
export const HOUR_SKIP_FROM = 1000;

/** A company's counters as one JSON text of [side, status, n] triples. */
const countersJson = (companyId: string) =>
  sql`select coalesce(json_agg(json_build_array(c.side, c.status, c.n)), '[]')::text from ${generatorCounts} c where c.company_id = ${companyId}`;

function parseCounters(text: string): GeneratorCounter[] {
  return (JSON.parse(text) as [ListSide, GeneratorStatus, number][]).map(([side, status, n]) => ({ side, status, n }));
}

/** Lists of generators, one side of the caller at a time, newest first; the indexes of migration 0018 serve them. */
export function generatorsListRepository(db: Executor) {
  /**
   * A typed date range's page. The list is newest-updated first, and a month holds ~90,000 rows at
   * 2,000,000 generators: reading the range and sorting it grows with the range, and walking the
   * update-date index back to an old month grows with its age. Instead the range is cut in buckets
   * whose rows an index gives newest first: days (the index (side, date, updated_at, id) of migration
   * 0056) or, for a typed month or year and filters that read no values, whole months (migration
   * 0066, keyed by year × 12 + month). First each bucket's newest update alone (one index entry per
   * bucket); the k-th newest of those (k = offset + limit) is a bar no row of the page can be under,
   * since k rows already reach it. Then only the buckets whose newest reaches the bar give their rows
   * down to it, and those few are merged: a year reads 12 months' first rows instead of 365 days'.
   */
  function pageOfRange(range: TypedDateFilter, conditions: SQL[], page: { offset: number; limit: number }, named: boolean, byMonth: boolean): SQL {
    const column = range.column === 'startDate' ? generators.startDate : generators.endDate;
    const months = byMonth ? wholeMonths(range) : null;
    const wanted = page.offset + page.limit;
    const buckets = months
      ? sql`generate_series(${months.first}::int, ${months.last}::int) as b(bucket)`
      : sql`generate_series(${range.from}::date, ${range.to}::date - 1, interval '1 day') as b(bucket)`;
    const inBucket = (bucket: SQL) => and(...conditions, months ? sql`${monthKey(column)} = ${bucket}` : sql`${column} = ${bucket}::date`);
    return sql`with buckets as materialized (
        select b.bucket, newest.updated_at from ${buckets}
        cross join lateral (
          select ${generators.updatedAt} as updated_at from ${generators}
          where ${inBucket(sql`b.bucket`)}
          order by ${generators.updatedAt} desc, ${generators.id} desc
          limit 1
        ) as newest),
      bar as (select coalesce((select updated_at from buckets order by updated_at desc ${limitOffset(1, wanted - 1, named)}), '-infinity'::timestamptz) as at)
      select g.id from buckets, bar
      cross join lateral (
        select ${generators.id} as id, ${generators.updatedAt} as updated_at from ${generators}
        where ${inBucket(sql`buckets.bucket`)} and ${generators.updatedAt} >= bar.at
        order by ${generators.updatedAt} desc, ${generators.id} desc
        ${limitOffset(wanted, 0, named)}
      ) as g
      where buckets.updated_at >= bar.at
      order by g.updated_at desc, g.id desc
      ${limitOffset(page.limit, page.offset, named)}`;
  }

  /**
   * A deep page of a list narrowed by nothing but side and status. Walking the list index to a deep
   * offset reads every entry before it (12,475 for page 500; 1.4 M to the end of a large client's
   * list). Instead the hour counts (migration 0069, kept in the writing transaction) are added up from
   * the nearer end of the list until they pass the rows to skip (generator_page_hour): that is the
   * hour the page starts in. The rows of the hours before it are skipped by a bound on the index, and
   * only the rest is walked, within that hour. Past the middle the same is done from the oldest row,
   * the index read forwards: the side's counters (migration 0019) give the total. Only one of the two
   * walks runs: each is gated on the total, a one-time filter. The counts count what the list shows: the same statuses
   * per side, and no generator has one company on both sides (it needs an accepted link between its
   * two companies, and a company cannot invite itself).
   */
  function pageFromItsHour(side: ListSide, companyId: string, statuses: readonly string[], conditions: SQL[], page: { offset: number; limit: number }): SQL {
    const listed = sql`${sql.param([...statuses])}::text[]`;
    const total = sql`(select coalesce(sum(${generatorCounts.n}), 0)::int from ${generatorCounts}
      where ${generatorCounts.companyId} = ${companyId} and ${generatorCounts.side} = ${side} and ${generatorCounts.status} = any(${listed}))`;
    const fromNewest = 2 * page.offset + page.limit;
    const skipFromOldest = sql`greatest((select n from total) - ${page.offset} - ${page.limit}, 0)`;
    const hourOf = (newestFirst: boolean, skip: SQL, gate: SQL) =>
      sql`select hour, before from generator_page_hour(${companyId}, ${side}, ${listed}, ${skip}, ${newestFirst}) where hour is not null and ${gate}`;
    return sql`with total as materialized (select ${total} as n),
      newer as materialized (${hourOf(true, sql`${page.offset}`, sql`(select n from total) >= ${fromNewest}`)}),
      older as materialized (${hourOf(false, skipFromOldest, sql`(select n from total) < ${fromNewest}`)})
      (select ${generators.id} from ${generators}
        where ${and(...conditions, sql`${generators.updatedAt} < (select hour + interval '1 hour' from newer)`)}
        order by ${generators.updatedAt} desc, ${generators.id} desc
        ${limitOffset(page.limit, 0, true)} offset (select ${page.offset} - before from newer))
      union all
      (select ${generators.id} from ${generators}
        where ${and(...conditions, sql`${generators.updatedAt} >= (select hour from older)`)}
        order by ${generators.updatedAt}, ${generators.id}
        limit greatest(least(${page.limit}, (select n from total) - ${page.offset}), 0)
        offset (select ${skipFromOldest} - before from older))`;
  }

  /**
   * How many rows match, counting no further than cap + 1. Outside a date range in the list's own
   * order: the planner then walks the covering list index until cap + 1 matches (in any order a
   * frequent term such as "monterrey" made it read the 1.5 KB rows sequentially, 137 ms instead of
   * 1.6 ms); a date range counts on its own index (migration 0056), in whatever order that reads.
   */
  function counting(where: SQL | undefined, range: TypedDateFilter | null, cap: number, named = false): SQL {
    const order = range ? sql`` : sql`order by ${generators.updatedAt} desc, ${generators.id} desc`;
    return sql`select count(*)::int from (select 1 from ${generators} where ${where} ${order} ${limitOffset(cap + 1, 0, named)}) as m`;
  }

  return {
    /**
     * One side's rows after the cursor (keyset) or after skipping `offset` rows (a jump to a page),
     * with both company names, and with `countCap` how many rows match (no more than countCap + 1
     * counted), in one statement. The page's ids are chosen on the list index alone (it carries every
     * filtered column, migration 0029), then only those rows are read: skipped and non-matching rows
     * never touch the table. A count outside a date range walks the list index in the list's order,
     * so the page is the first rows of that same walk: one walk for both.
     */
    async page(
      side: ListSide,
      companyId: string,
      filter: GeneratorListFilter,
      page: { after?: ListCursor | undefined; offset: number; limit: number },
      countCap?: number,
      withCounters = false,
    ): Promise<{ rows: GeneratorListRow[]; matched: number | null; counters: GeneratorCounter[] | null }> {
      const conditions = listConditions(side, companyId, filter);
      if (page.after) conditions.push(olderThan(generators.updatedAt, generators.id, page.after));
      const where = and(...conditions);
      const range = typedDateFilter(filter);
      const newestFirst = sql`order by ${generators.updatedAt} desc, ${generators.id} desc`;
      // The company's counters ride along as text (one sub-plan, parsed from the first row only).
      const counters = withCounters ? sql`(${countersJson(companyId)})` : sql`null::text`;
      // One of the first pages, or a keyset page, whose walk does not hang on a value (the list as it opens, a status, a typed date range): one plan kept per connection.
      const valueFree = planIgnoresValues(filter);
      const fromItsHour = valueFree && !range && !page.after && page.offset >= HOUR_SKIP_FROM;
      // A deep page's statement is one shape whatever its offset (a value there), so it is kept too: planning it cost as much as running it.
      const named = valueFree && (namedPage(page) || fromItsHour);
      let statement: SQL;
      if (countCap !== undefined && !range) {
        const walk = Math.max(countCap + 1, page.offset + page.limit);
        statement = sql`with walked as materialized (select ${generators.id} as id, ${generators.updatedAt} as updated_at from ${generators} where ${where} ${newestFirst} limit ${walk})
          select ${LIST_COLUMNS}, (select count(*)::int from walked) as "matched", ${counters} as "counters" from ${generators} g
          where g.id in (select id from walked order by updated_at desc, id desc limit ${page.limit} offset ${page.offset})`;
      } else {
        const chosen = range
          ? pageOfRange(range, conditions, page, named, valueFree)
          : fromItsHour
            ? pageFromItsHour(side, companyId, listedStatuses(side, filter), conditions, page)
            : sql`select ${generators.id} from ${generators} where ${where} ${newestFirst} ${limitOffset(page.limit, page.offset, named)}`;
        const matched = countCap === undefined ? sql`null::int` : sql`(${counting(where, range, countCap, named)})`;
        statement = sql`select ${LIST_COLUMNS}, ${matched} as "matched", ${counters} as "counters" from ${generators} g where g.id in (${chosen})`;
      }
      type Row = GeneratorListRow & { matched: number | null; counters: string | null };
      const ordered = sql`${statement} order by g.updated_at desc, g.id desc`;
      const rows = await executeRows<Row>(db, ordered, named);
      const first = rows[0];
      const read = first?.counters ? parseCounters(first.counters) : null;
      if (countCap === undefined) return { rows, matched: null, counters: read };
      if (first) return { rows, matched: first.matched ?? null, counters: read };
      // An empty first page means nothing matches; an empty later page (a stale page number) is counted apart.
      if (page.offset === 0) return { rows, matched: 0, counters: null };
      const counted = (await db.execute(counting(where, range, countCap))) as unknown as { rows: { count: number }[] };
      return { rows, matched: counted.rows[0]?.count ?? 0, counters: null };
    },

    /** The company's generators per side and status (kept by the triggers of migration 0019). */
    counts(companyId: string): Promise<GeneratorCounter[]> {
      return countersOf(db).execute({ companyId });
    },

    /** Names of the companies a page shows, looked up once the page is chosen. */
    async companyNames(ids: readonly string[]) {
      if (ids.length === 0) return new Map<string, string>();
      const rows = await namesOf(db).execute({ ids: [...ids] });
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /**
     * One batch of the Excel report: one side's rows after the cursor, read in a single ordered scan
     * (no id subquery as in `page`: a batch never skips rows, so nothing is saved by choosing ids first).
     */
    async batch(side: ListSide, companyId: string, filter: GeneratorListFilter, after: ListCursor | undefined, limit: number): Promise<GeneratorReportSource[]> {
      const conditions = listConditions(side, companyId, filter);
      if (after) conditions.push(olderThan(g.updatedAt, g.id, after));
      const result = await db.execute(sql`select ${REPORT_COLUMNS} from ${g} where ${and(...conditions)} order by ${g.updatedAt} desc, ${g.id} desc limit ${limit}`);
      return (result as unknown as { rows: GeneratorReportSource[] }).rows;
    },
  };
}
