import { sql, type SQLWrapper } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TGeneralForm, TGeolocationForm, TSupervisorForm } from '../../../shared/contracts/generators.contract';
import type { GeneratorStatus, PaymentStatus, PhotoList } from '../../../shared/domain/generator';
import { companies } from './companies';
import { files } from './files';
import { users } from './users';

/**
 * A date's month as one number, year × 12 + month: the key of the month indexes below (migration
 * 0066). Lists write it through this same expression so the planner matches the index.
 */
export const monthKey = (column: SQLWrapper) => sql`((extract(year from ${column}) * 12 + extract(month from ${column}))::int)`;

export const generatorCodeSeq = pgSequence('generator_code_seq', { startWith: 1 });

/** A work report filled by a provider for a client (spec 3 §3). Ids may come from the client (offline). */
export const generators = pgTable(
  'generators',
  {
    id: uuid().primaryKey(),
    generatedCode: text().notNull(),
    providerCompanyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientCompanyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serviceId: text(),
    status: text().$type<GeneratorStatus>().notNull().default('DRAFT'),
    statusBeforeStore: text().$type<GeneratorStatus>(),
    statusPago: text().$type<PaymentStatus>().notNull().default('PENDING'),
    general: jsonb().$type<TGeneralForm>(),
    supervisor: jsonb().$type<TSupervisorForm>(),
    geolocation: jsonb().$type<TGeolocationForm>(),
    ont: text().notNull().default(''),
    summary: jsonb(),
    providerLogoId: uuid().references(() => files.id, { onDelete: 'set null' }),
    attachedFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    pdfFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    biddingDocumentId: uuid(),
    comment: text().notNull().default(''),
    totalCents: bigint({ mode: 'number' }).notNull().default(0),
    city: text().notNull().default(''),
    startDate: date(),
    endDate: date(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * What the list's search box and text filters match, folded (avala_fold): code, city, provider
     * name and both dates as dd-mm-yyyy, one per line so a needle never spans two fields. Kept by
     * the trigger of migration 0019 (also when the provider is renamed); never written by the app.
     */
    searchText: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('generators_code_key').on(t.generatedCode),
    // The lists, newest first (scanned backwards), one side at a time (a client never sees drafts; nobody sees DISABLED).
    index('generators_client_list_idx')
      .on(t.clientCompanyId, t.updatedAt, t.id)
      .where(sql`${t.status} not in ('DISABLED', 'DRAFT')`),
    index('generators_provider_list_idx')
      .on(t.providerCompanyId, t.updatedAt, t.id)
      .where(sql`${t.status} <> 'DISABLED'`),
    // A typed date range (day, month, year) in either date column, one side at a time (migration 0056).
    index('generators_client_start_idx')
      .on(t.clientCompanyId, t.startDate, t.updatedAt, t.id)
      .where(sql`${t.status} not in ('DISABLED', 'DRAFT')`),
    index('generators_client_end_idx')
      .on(t.clientCompanyId, t.endDate, t.updatedAt, t.id)
      .where(sql`${t.status} not in ('DISABLED', 'DRAFT')`),
    index('generators_provider_start_idx')
      .on(t.providerCompanyId, t.startDate, t.updatedAt, t.id)
      .where(sql`${t.status} <> 'DISABLED'`),
    index('generators_provider_end_idx')
      .on(t.providerCompanyId, t.endDate, t.updatedAt, t.id)
      .where(sql`${t.status} <> 'DISABLED'`),
    // A typed month or year, by month (year × 12 + month) then the list's order (migration 0066).
    index('generators_client_start_month_idx')
      .on(t.clientCompanyId, monthKey(t.startDate), t.updatedAt, t.id)
      .where(sql`${t.status} not in ('DISABLED', 'DRAFT')`),
    index('generators_client_end_month_idx')
      .on(t.clientCompanyId, monthKey(t.endDate), t.updatedAt, t.id)
      .where(sql`${t.status} not in ('DISABLED', 'DRAFT')`),
    index('generators_provider_start_month_idx')
      .on(t.providerCompanyId, monthKey(t.startDate), t.updatedAt, t.id)
      .where(sql`${t.status} <> 'DISABLED'`),
    index('generators_provider_end_month_idx')
      .on(t.providerCompanyId, monthKey(t.endDate), t.updatedAt, t.id)
      .where(sql`${t.status} <> 'DISABLED'`),
    index('generators_client_status_idx').on(t.clientCompanyId, t.status, t.updatedAt, t.id),
    index('generators_provider_status_idx').on(t.providerCompanyId, t.status, t.updatedAt, t.id),
    index('generators_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The city line of search_text, for the city column's filter (migration 0065).
    index('generators_city_trgm_idx').using('gin', sql`(split_part(${t.searchText}, E'\\n', 2)) gin_trgm_ops`),
  ],
);

/**
 * How many generators each company has per side and status, kept by the trigger of migration 0019,
 * so a list's total and "Mostrar archivados" never count rows.
 */
export const generatorCounts = pgTable(
  'generator_counts',
  {
    companyId: uuid().notNull(),
    side: text().$type<'client' | 'provider'>().notNull(),
    status: text().$type<GeneratorStatus>().notNull(),
    n: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.side, t.status] })],
);

/**
 * How many generators each company has per side, hour of last update (the UTC hour's start) and
 * status, kept by the trigger of migration 0069, so a jump to a deep page finds the hour it starts
 * in without walking the rows before it.
 */
export const generatorHourCounts = pgTable(
  'generator_hour_counts',
  {
    companyId: uuid().notNull(),
    side: text().$type<'client' | 'provider'>().notNull(),
    hour: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<GeneratorStatus>().notNull(),
    n: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.side, t.hour, t.status] })],
);

/**
 * The hour counts added up by UTC day (the day's start), kept by the same trigger (migration 0071):
 * a deep page's walk adds up days first, then only the hours of the day it lands in.
 */
export const generatorDayCounts = pgTable(
  'generator_day_counts',
  {
    companyId: uuid().notNull(),
    side: text().$type<'client' | 'provider'>().notNull(),
    day: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<GeneratorStatus>().notNull(),
    n: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.side, t.day, t.status] })],
);

/** Photographic evidence: one row per image, unique per generator by content hash. */
export const generatorPhotos = pgTable(
  'generator_photos',
  {
    id: uuid().primaryKey(),
    generatorId: uuid()
      .notNull()
      .references(() => generators.id, { onDelete: 'cascade' }),
    list: text().$type<PhotoList>().notNull(),
    position: integer().notNull(),
    ns: text().notNull().default(''),
    activities: text().notNull().default(''),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
    sha256: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('generator_photos_hash_key').on(t.generatorId, t.sha256), index('generator_photos_generator_idx').on(t.generatorId, t.list, t.position)],
);
