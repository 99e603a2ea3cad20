import { eq, sql, type SQL } from 'drizzle-orm';
import { GENERATOR_FILTER_KEYS, type TGeneratorListQuery } from '../../../shared/contracts/generators.contract';
import { GENERATOR_STATUS_LABELS, GENERATOR_STATUSES, generatorStatusLabel, PAYMENT_NOT_APPLICABLE_LABEL, PENDING_PAYMENT_LABEL, type GeneratorStatus } from '../../../shared/domain/generator';
import { foldText } from '../../../shared/text/fold';
import { containing, escapeLike, foldedContaining } from '../../db/like';
import { generators } from '../../db/schema';

/** Which column ties the caller to a generator: the lists run one side at a time so an index serves each. */
export type ListSide = 'client' | 'provider';

/**
 * What narrows a list (the list's query without its paging); the report takes the same. `clientId`
 * is never a query parameter: a service's list sets it (with `providerId`) to the service's pair.
 */
export type GeneratorListFilter = Omit<TGeneratorListQuery, 'page' | 'size' | 'after'> & { clientId?: string | undefined };

export const SIDE_COLUMN = { client: generators.clientCompanyId, provider: generators.providerCompanyId } as const;

/**
 * The partial-index predicates of migration 0018, written exactly as the index declares them so the
 * planner can prove the index applies: nobody lists DISABLED, and a draft is its provider's until sent.
 */
const SIDE_PREDICATE = {
  client: sql.raw(`"generators"."status" not in ('DISABLED', 'DRAFT')`),
  provider: sql.raw(`"generators"."status" <> 'DISABLED'`),
} as const;
const HIDDEN: Record<ListSide, readonly GeneratorStatus[]> = { client: ['DISABLED', 'DRAFT'], provider: ['DISABLED'] };

/** Statuses whose Spanish label contains the text (labels live in code, not in the database). */
function statusesLabelled<T extends string>(all: readonly T[], label: (s: T) => string, text: string): T[] {
  const needle = foldText(text);
  return all.filter((s) => foldText(label(s)).includes(needle));
}

/** Statuses enum values as SQL literals: constants let the planner match partial indexes. */
function statusList(statuses: readonly string[]): SQL {
  return sql.raw(statuses.map((s) => `'${s.replace(/'/g, "''")}'`).join(', '));
}

/** The statuses a side's list can show with this filter (before the text filters). */
export function listedStatuses(side: ListSide, filter: GeneratorListFilter): GeneratorStatus[] {
  const byLabel = filter.status ? statusesLabelled(GENERATOR_STATUSES, generatorStatusLabel, filter.status) : GENERATOR_STATUSES;
  return byLabel.filter((s) => !HIDDEN[side].includes(s) && (filter.archived || s !== 'STORED'));
}

/** Lines of `generators.search_text` (migrations 0019, 0029): code, city and provider name. */
const LINE = { code: 1, city: 2, provider: 3 } as const;

/** The search box: a folded substring of code, city or provider name, i.e. of the whole search_text. */
function anyFieldMatch(text: string): SQL {
  return codePrefix(text) ?? sql`${generators.searchText} like ${foldedContaining(text)}`;
}

/**
 * Every code starts with "GEN-", so text shaped like the start of a code can only be found at the
 * start of a code: a prefix match on generators_code_prefix_idx (a btree range) finds the same rows
 * as the substring match, without the trigram lists every code shares.
 */
function codePrefix(text: string): SQL | undefined {
  const folded = text.toLowerCase();
  if (!/^gen-[0-9-]*$/.test(folded)) return undefined;
  return sql`lower(${generators.generatedCode}) like ${`${escapeLike(folded)}%`}`;
}

/** Characters a regular expression reads as syntax, escaped by regexp_replace below. */
const REGEX_SYNTAX = '([.^$*+?()[\\]{}|\\\\])';

/**
 * A folded substring match on one field (line) of search_text, as one regular expression: the
 * trigram index serves it like a LIKE, and the planner estimates it from the column's statistics as
 * one condition. (A LIKE on the whole column and another on the line were estimated as independent:
 * 300 rows for a city in 48,000, so the planner read them all and sorted instead of walking the list.)
 */
function fieldMatch(text: string, line: number): SQL {
  const lineStart = `^(?:[^\\n]*\\n){${line - 1}}[^\\n]*`;
  return sql`${generators.searchText} ~ (${lineStart} || regexp_replace(avala_fold(${text}), ${REGEX_SYNTAX}, ${'\\\\\\1'}, 'g'))`;
}

/**
 * The city column: a folded substring of the city line alone. A LIKE on that line costs a tenth of
 * fieldMatch's regular expression per list entry walked, and its expression index (migration 0065)
 * serves a rare city and gives the planner the line's statistics. The expression is the index's, verbatim.
 */
function cityMatch(text: string): SQL {
  return sql`split_part(${generators.searchText}, E'\\n', ${sql.raw(String(LINE.city))}) like ${foldedContaining(text)}`;
}

/**
 * The payment column as generatorPaymentLabel shows it: Pagado, Pendiente de pago once approved (an
 * archived generator reads by the status it had), No aplica before. Matched by label, like statuses.
 */
function paymentLabelMatch(text: string): SQL {
  const effective = sql`(case when ${generators.status} = 'STORED' then coalesce(${generators.statusBeforeStore}, 'APPROVED') else ${generators.status} end)`;
  const byLabel: [string, SQL][] = [
    [GENERATOR_STATUS_LABELS.PAID, sql`${generators.statusPago} = 'PAID'`],
    [PENDING_PAYMENT_LABEL, sql`(${generators.statusPago} <> 'PAID' and ${effective} in ('APPROVED', 'PAID'))`],
    [PAYMENT_NOT_APPLICABLE_LABEL, sql`(${generators.statusPago} <> 'PAID' and ${effective} not in ('APPROVED', 'PAID'))`],
  ];
  const needle = foldText(text);
  const matching = byLabel.filter(([label]) => foldText(label).includes(needle)).map(([, condition]) => condition);
  return matching.length ? sql`(${sql.join(matching, sql` or `)})` : sql`false`;
}

const DAY = /^(\d{2})-(\d{2})-(\d{4})$/;
const MONTH = /^(\d{2})-(\d{4})$/;
const YEAR = /^(\d{4})$/;
const isoDate = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/**
 * The dates a typed dd-mm-yyyy, mm-yyyy or yyyy covers, as [from, to). These are the only texts whose
 * substring matches are exactly a range (a date's text has no other place for them), so they become a
 * condition the planner can estimate and the list index can filter; anything else stays a substring.
 */
export function typedDateRange(text: string): [from: string, to: string] | null {
  const yearOf = /(\d{4})$/.exec(text);
  if (!yearOf || Number(yearOf[1]) < 1000 || Number(yearOf[1]) > 9998) return null;
  const day = DAY.exec(text);
  if (day) {
    const [d, m, y] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const from = isoDate(y, m, d);
    return from === `${day[3]}-${day[2]}-${day[1]}` ? [from, isoDate(y, m, d + 1)] : null;
  }
  const month = MONTH.exec(text);
  if (month) {
    const [m, y] = [Number(month[1]), Number(month[2])];
    return m >= 1 && m <= 12 ? [isoDate(y, m, 1), isoDate(y, m + 1, 1)] : null;
  }
  const year = YEAR.exec(text);
  return year ? [isoDate(Number(year[1]), 1, 1), isoDate(Number(year[1]) + 1, 1, 1)] : null;
}

const typedRangeOf = (text: string | undefined) => (text ? typedDateRange(text.trim().replaceAll('/', '-')) : null);

/** A typed day, month or year in a date column: the days it covers, [from, to). */
export interface TypedDateFilter {
  column: 'startDate' | 'endDate';
  from: string;
  to: string;
}

const monthKeyOfIso = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));

/** The month keys [first, last] a typed range covers when it is whole months (a typed month or year), else null (a day). */
export function wholeMonths(range: Pick<TypedDateFilter, 'from' | 'to'>): { first: number; last: number } | null {
  if (!range.from.endsWith('-01') || !range.to.endsWith('-01')) return null;
  return { first: monthKeyOfIso(range.from), last: monthKeyOfIso(range.to) - 1 };
}

/** The date column whose typed range is narrower (both may be typed), or null when neither is a range. */
export function typedDateFilter(filter: GeneratorListFilter): TypedDateFilter | null {
  const candidates = (['startDate', 'endDate'] as const).flatMap((column) => {
    const range = typedRangeOf(filter[column]);
    return range ? [{ column, from: range[0], to: range[1] }] : [];
  });
  const days = (r: TypedDateFilter) => Date.parse(r.to) - Date.parse(r.from);
  return candidates.toSorted((a, b) => days(a) - days(b))[0] ?? null;
}

/** A date as the list shows it (dd-mm-yyyy, "/" accepted for "-"): a range when the text is one, else a substring. */
function dateMatch(column: typeof generators.startDate | typeof generators.endDate, text: string): SQL {
  const range = typedRangeOf(text);
  if (range) return sql`(${column} >= ${range[0]} and ${column} < ${range[1]})`;
  return sql`to_char(${column}, 'DD-MM-YYYY') like ${containing(text.trim().replaceAll('/', '-'))}`;
}

// Every filter but side, status and the archived switch: a word, a date or a company that makes the list as narrow as its value.
const NARROWING_KEYS = ['search', 'providerId', 'clientId', ...GENERATOR_FILTER_KEYS.filter((key) => key !== 'status')] as const;

/**
 * Whether the list's best walk is the same whatever the filter's values: no word, company or amount
 * (their selectivity decides the walk), only a status and typed date ranges (a range is walked per day
 * on its own index, however wide). Such a page can keep one plan per connection (executeNamed).
 */
export function planIgnoresValues(filter: GeneratorListFilter): boolean {
  return NARROWING_KEYS.every((key) => !filter[key] || ((key === 'startDate' || key === 'endDate') && typedRangeOf(filter[key]) !== null));
}

/** Whether the filter narrows beyond side and status, so the per-status counters cannot give the total. */
export function needsRowCount(filter: GeneratorListFilter): boolean {
  return NARROWING_KEYS.some((key) => Boolean(filter[key]));
}

/**
 * Every condition of one side's list. Text filters are case- and accent-insensitive substrings of
 * what each column shows: dates as dd-mm-yyyy, the amount as 1,234.56 (the $ is ignored), statuses by label.
 */
export function listConditions(side: ListSide, companyId: string, filter: GeneratorListFilter): SQL[] {
  const conditions: SQL[] = [eq(SIDE_COLUMN[side], companyId), SIDE_PREDICATE[side]];
  const statuses = listedStatuses(side, filter);
  if (statuses.length === 0) return [sql`false`];
  if (!filter.archived) conditions.push(sql.raw(`"generators"."status" <> 'STORED'`));
  // An archived draft is still its provider's (the counters of migration 0019 count it as DRAFT).
  else if (side === 'client') conditions.push(sql.raw(`("generators"."status" <> 'STORED' or "generators"."status_before_store" is distinct from 'DRAFT')`));
  if (filter.status) conditions.push(sql`${generators.status} in (${statusList(statuses)})`);
  // A company on both sides of one generator is listed once, on the client side.
  if (side === 'provider') conditions.push(sql`${generators.clientCompanyId} <> ${companyId}`);
  if (filter.providerId) conditions.push(eq(generators.providerCompanyId, filter.providerId));
  // Both list indexes carry the other side's column (INCLUDE, migration 0029): still index-only.
  if (filter.clientId) conditions.push(eq(generators.clientCompanyId, filter.clientId));
  if (filter.search) conditions.push(anyFieldMatch(filter.search));
  if (filter.provider) conditions.push(fieldMatch(filter.provider, LINE.provider));
  if (filter.code) conditions.push(codePrefix(filter.code) ?? fieldMatch(filter.code, LINE.code));
  if (filter.city) conditions.push(cityMatch(filter.city));
  if (filter.startDate) conditions.push(dateMatch(generators.startDate, filter.startDate));
  if (filter.endDate) conditions.push(dateMatch(generators.endDate, filter.endDate));
  if (filter.total) {
    const needle = containing(filter.total.replace(/^\s*\$\s*/, ''));
    conditions.push(sql`(to_char(${generators.totalCents} / 100.0, 'FM999,999,999,990.00') ilike ${needle} or to_char(${generators.totalCents} / 100.0, 'FM999999999990.00') ilike ${needle})`);
  }
  if (filter.statusPago) conditions.push(paymentLabelMatch(filter.statusPago));
  return conditions;
}
