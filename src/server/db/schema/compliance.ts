import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DocumentAction, DocumentStatus, RequirementFormat, ServiceStatus, TDeliveryRule } from '../../../shared/domain/compliance';
import { companies } from './companies';
import { files } from './files';
import { users } from './users';

/**
 * A document set (the spec's "service type"): stages → requirement groups → requirements. Owned by
 * the document-sets module. `ownerCompanyId` null is a platform set every company may use.
 */
export const documentSets = pgTable('document_sets', {
  id: uuid().primaryKey().defaultRandom(),
  ownerCompanyId: uuid().references(() => companies.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  /** The set of the generators line (spec 2: a specific service type id marks the generators service). */
  generators: boolean().notNull().default(false),
  /** A set in use cannot be deleted, only retired: it stays on its services and is no longer offered. */
  retired: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const stageTemplates = pgTable(
  'stage_templates',
  {
    id: uuid().primaryKey().defaultRandom(),
    setId: uuid()
      .notNull()
      .references(() => documentSets.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    position: integer().notNull().default(0),
  },
  (t) => [index('stage_templates_set_idx').on(t.setId, t.position)],
);

export const requirementGroups = pgTable(
  'requirement_groups',
  {
    id: uuid().primaryKey().defaultRandom(),
    stageId: uuid()
      .notNull()
      .references(() => stageTemplates.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index('requirement_groups_stage_idx').on(t.stageId, t.position)],
);

export const requirements = pgTable(
  'requirements',
  {
    id: uuid().primaryKey().defaultRandom(),
    groupId: uuid()
      .notNull()
      .references(() => requirementGroups.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    format: text().$type<RequirementFormat>().notNull().default('PDF'),
    delivery: jsonb().$type<TDeliveryRule>().notNull(),
    helpText: text().notNull().default(''),
    /** Public path of the help dialog's example image; null shows the default one. */
    exampleImage: text(),
    position: integer().notNull().default(0),
  },
  (t) => [index('requirements_group_idx').on(t.groupId, t.position)],
);

/**
 * A service agreed between a client and a provider under a document set. Owned by the services
 * module. The side that creates it proposes; the other side accepts or rejects (`status`).
 */
export const services = pgTable(
  'services',
  {
    id: uuid().primaryKey().defaultRandom(),
    clientCompanyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    providerCompanyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    setId: uuid()
      .notNull()
      .references(() => documentSets.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
    status: text().$type<ServiceStatus>().notNull().default('PENDING'),
    /** The side that proposed it; the other side answers. */
    createdByCompanyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    answeredBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp({ withTimezone: true }),
    /** Objeto social preponderante (PUT …/osp/add): one of the provider's REPSE activities, null until chosen. */
    socialObject: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 409 'Ya existe un servicio con este nombre' between the same two companies, case- and accent-blind.
    uniqueIndex('services_pair_name_key').on(t.clientCompanyId, t.providerCompanyId, sql`avala_fold(${t.name})`),
    index('services_provider_idx').on(t.providerCompanyId, t.clientCompanyId),
    index('services_set_idx').on(t.setId),
    // The due-documents reminder walks accepted services provider by provider.
    index('services_accepted_provider_idx').on(t.providerCompanyId, t.id).where(sql`${t.status} = 'ACCEPTED'`),
  ],
);

/**
 * A document delivered against a requirement for a period. Owned by the compliance-documents module.
 * `serviceId` null is a company-level document (the company stage page and the expedient).
 * Deleting keeps the row and the bytes (`deletedAt`): the history and the vault keep what was delivered.
 */
export const complianceDocuments = pgTable(
  'compliance_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The company that delivered it (the provider on a service). */
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serviceId: uuid().references(() => services.id, { onDelete: 'cascade' }),
    requirementId: uuid()
      .notNull()
      .references(() => requirements.id, { onDelete: 'restrict' }),
    year: integer().notNull(),
    month: integer().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    extension: text().notNull(),
    description: text().notNull().default(''),
    /** Only for documents that expire (the REPSE registration). */
    expiresOn: date({ mode: 'string' }),
    status: text().$type<DocumentStatus>().notNull().default('REVIEW'),
    validationComment: text().notNull().default(''),
    validatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    validatedAt: timestamp({ withTimezone: true }),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('compliance_documents_service_idx')
      .on(t.serviceId, t.requirementId, t.year, t.month, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    index('compliance_documents_company_idx')
      .on(t.companyId, t.requirementId, t.year, t.month, t.createdAt)
      .where(sql`${t.deletedAt} is null and ${t.serviceId} is null`),
    // A company's newest document of a requirement on any service (the REPSE registration on the cards).
    index('compliance_documents_company_requirement_idx')
      .on(t.companyId, t.requirementId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    index('compliance_documents_review_idx').on(t.serviceId, t.status).where(sql`${t.deletedAt} is null`),
    // The ICSOE/SISUB acuses delivered in a Reporteo stage, of the periods' closing months, for every provider of a client at once (migration 0072).
    index('compliance_documents_requirement_month_idx').on(t.requirementId, t.year, t.month).where(sql`${t.deletedAt} is null`),
  ],
);

/** Append-only history of a document: uploaded, viewed, downloaded, validated, rejected, deleted. */
export const documentEvents = pgTable(
  'document_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    documentId: uuid()
      .notNull()
      .references(() => complianceDocuments.id, { onDelete: 'cascade' }),
    action: text().$type<DocumentAction>().notNull(),
    comment: text().notNull().default(''),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    companyId: uuid().references(() => companies.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_events_document_idx').on(t.documentId, t.createdAt)],
);
