import { bigint, date, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TGeneralForm, TGeolocationForm, TSupervisorForm } from '../../../shared/contracts/generators.contract';
import type { GeneratorStatus, PaymentStatus, PhotoList } from '../../../shared/domain/generator';
import { companies } from './companies';
import { files } from './files';
import { users } from './users';

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
  },
  (t) => [
    uniqueIndex('generators_code_key').on(t.generatedCode),
    index('generators_provider_status_idx').on(t.providerCompanyId, t.status, t.updatedAt),
    index('generators_client_status_idx').on(t.clientCompanyId, t.status, t.updatedAt),
  ],
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
