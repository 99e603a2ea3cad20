import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { VaultDocumentSource, VaultFolderKind } from '../../../shared/domain/vault';
import { companies } from './companies';
import { services } from './compliance';
import { files } from './files';
import { users } from './users';

/**
 * A folder of a company's vault (owned by the vault module). USER folders are made by people; the
 * others are created by the server (Contratos, and {servicio}/{etapa}/{año-mes} for compliance
 * documents) and are read-only. `sharedWithCompanyId` is the client of the service whose delivered
 * documents live under that folder: it may read it (and only it) too.
 */
export const vaultFolders = pgTable(
  'vault_folders',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    parentId: uuid().references((): AnyPgColumn => vaultFolders.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** avala_fold(name), stored so «Compartidos conmigo» filters its name index without reading rows. */
    nameFolded: text().generatedAlwaysAs((): SQL => sql`avala_fold(${vaultFolders.name})`),
    kind: text().$type<VaultFolderKind>().notNull().default('USER'),
    serviceId: uuid().references(() => services.id, { onDelete: 'set null' }),
    sharedWithCompanyId: uuid().references(() => companies.id, { onDelete: 'set null' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One name per parent, case- and accent-blind (root folders share the company's nil parent).
    uniqueIndex('vault_folders_parent_name_key')
      .on(t.companyId, sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`, sql`avala_fold(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    // «Compartidos conmigo» by folded name, and its search (migration 0064).
    index('vault_folders_shared_name_idx')
      .on(t.sharedWithCompanyId, t.nameFolded, t.id)
      .where(sql`${t.deletedAt} is null and ${t.kind} = 'SERVICE'`),
    index('vault_folders_shared_search_idx')
      .using('gin', t.sharedWithCompanyId, sql`${t.nameFolded} gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null and ${t.kind} = 'SERVICE'`),
    // The same search by names alone, for the company with most shared folders (migration 0070).
    index('vault_folders_shared_words_idx')
      .using('gin', sql`${t.nameFolded} gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null and ${t.kind} = 'SERVICE'`),
  ],
);

/** A file filed in a vault folder; deleting keeps the row and the bytes (the ledger records it). */
export const vaultDocuments = pgTable(
  'vault_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    folderId: uuid()
      .notNull()
      .references(() => vaultFolders.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
    deletedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Where it came from: uploaded in the vault, or filed from a compliance document (`sourceId`). */
    source: text().$type<VaultDocumentSource>().notNull().default('VAULT'),
    sourceId: uuid(),
    /** Details edited with PUT /document (name too); each edit is a ledger UPDATE entry. */
    description: text().notNull().default(''),
    tags: text().array().notNull().default([]),
    updatedAt: timestamp({ withTimezone: true }),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('vault_documents_folder_idx').on(t.companyId, t.folderId, t.createdAt).where(sql`${t.deletedAt} is null`),
    index('vault_documents_file_idx').on(t.fileId),
    index('vault_documents_source_idx').on(t.source, t.sourceId),
  ],
);
