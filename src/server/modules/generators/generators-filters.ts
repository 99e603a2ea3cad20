import { ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { TGeneratorColumnFilters } from '../../../shared/contracts/generators.contract';
import { GENERATOR_STATUSES, generatorStatusLabel, PAYMENT_STATUSES, paymentStatusLabel } from '../../../shared/domain/generator';
import { companies, generators } from '../../db/schema';

/** Lower case without accents, so "revision" finds "Bajo Revisión". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es-MX');

/** `%needle%` with the user's own wildcards escaped. */
export function containing(text: string): string {
  return `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

/** Statuses whose Spanish label contains the text (labels live in code, not in the database). */
function statusesLabelled<T extends string>(all: readonly T[], label: (s: T) => string, text: string): T[] {
  const needle = fold(text);
  return all.filter((s) => fold(label(s)).includes(needle));
}

/**
 * One condition per filled column filter, each a case-insensitive substring of what the column
 * shows: dates as dd-mm-yyyy, the amount as 1,234.56 (the $ is ignored), statuses by label.
 * They narrow rows the company/status index already selected, so they stay cheap.
 */
export function generatorColumnConditions(filters: TGeneratorColumnFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.provider) conditions.push(ilike(companies.name, containing(filters.provider)));
  if (filters.code) conditions.push(ilike(generators.generatedCode, containing(filters.code)));
  if (filters.city) conditions.push(ilike(generators.city, containing(filters.city)));
  if (filters.startDate) conditions.push(sql`to_char(${generators.startDate}, 'DD-MM-YYYY') ilike ${containing(filters.startDate.replaceAll('/', '-'))}`);
  if (filters.endDate) conditions.push(sql`to_char(${generators.endDate}, 'DD-MM-YYYY') ilike ${containing(filters.endDate.replaceAll('/', '-'))}`);
  if (filters.total) {
    const needle = containing(filters.total.replace(/^\s*\$\s*/, ''));
    conditions.push(sql`(to_char(${generators.totalCents} / 100.0, 'FM999,999,999,990.00') ilike ${needle} or to_char(${generators.totalCents} / 100.0, 'FM999999999990.00') ilike ${needle})`);
  }
  if (filters.status) conditions.push(inArray(generators.status, statusesLabelled(GENERATOR_STATUSES, generatorStatusLabel, filters.status)));
  if (filters.statusPago) conditions.push(inArray(generators.statusPago, statusesLabelled(PAYMENT_STATUSES, paymentStatusLabel, filters.statusPago)));
  return conditions;
}
