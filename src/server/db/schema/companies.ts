import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TLegalRepresentative } from '../../../shared/domain/company';
import type { CompanyType, InvitedAs, Plan, Product } from '../../../shared/domain/enums';

export const companies = pgTable(
  'companies',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    type: text().$type<CompanyType>().notNull().default('moral'),
    rfc: text().notNull(),
    street: text().notNull().default(''),
    outdoorNum: text().notNull().default(''),
    interiorNumber: text().notNull().default(''),
    colonia: text().notNull().default(''),
    cp: text().notNull().default(''),
    city: text().notNull().default(''),
    country: text().notNull().default('México'),
    sector: text().notNull().default(''),
    employeesSize: integer().notNull().default(0),
    web: text().notNull().default(''),
    servicesOffered: text().array().notNull().default([]),
    legalRepresentatives: jsonb().$type<TLegalRepresentative[]>().notNull().default([]),
    repses: jsonb().$type<{ name: string }[]>().notNull().default([]),
    status: text().$type<Plan>().notNull().default('FREE'),
    invitedAs: text().$type<InvitedAs>().notNull().default('provider'),
    invited: boolean().notNull().default(false),
    updatedData: boolean().notNull().default(false),
    profilePictureId: text(),
    isGroup: boolean().notNull().default(false),
    parentGroupId: uuid(),
    generadores: boolean().notNull().default(false),
    archived: boolean().notNull().default(false),
    /**
     * Administración › Empresas "Habilitada". A disabled company keeps its data and its members'
     * access, but is never chosen as the main company and is left out of the pickers (migration 0060).
     */
    enabled: boolean().notNull().default(true),
    email: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Name and RFC folded (no case, no accents) for the substring search. Stored, so the trigram
     * index's recheck compares text instead of running unaccent on every candidate row.
     */
    searchFolded: text().generatedAlwaysAs((): SQL => sql`avala_fold(${companies.name} || ' ' || ${companies.rfc})`),
  },
  (t) => [
    uniqueIndex('companies_rfc_key').on(t.rfc),
    index('companies_parent_group_idx').on(t.parentGroupId),
    index('companies_name_idx').on(t.name, t.id),
    index('companies_search_folded_trgm_idx').using('gin', sql`${t.searchFolded} gin_trgm_ops`),
  ],
);

/** Additional products a company has enabled (REPSE, GENERADORES, LISTAS_NEGRAS_SAT). */
export const companyProducts = pgTable(
  'company_products',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    product: text().$type<Product>().notNull(),
    enabledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.product] })],
);

/** Client ↔ provider relation; `status` follows the collaboration invitation. */
export const companyLinks = pgTable(
  'company_links',
  {
    clientId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    providerId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text().$type<'PENDING' | 'ACCEPTED' | 'REJECTED'>().notNull().default('PENDING'),
    /** The side that sent the invitation; the other side answers it (`invitationResponse`). Null on links made by the platform. */
    invitedByCompanyId: uuid().references(() => companies.id, { onDelete: 'set null' }),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Each side's own view of the relation (card "Editar"): the client's number for its provider (e.g. the ERP vendor number)… */
    clientRef: text(),
    /** …and the provider's number for its client. */
    providerRef: text(),
    /** Card "Activar/Desactivar": whether the client keeps this provider active, and the provider this client. */
    clientActive: boolean().notNull().default(true),
    providerActive: boolean().notNull().default(true),
    /**
     * Each side as the other's list shows and searches it, kept by triggers (migration 0045) from
     * companies and the own number: name, type, and name + RFC + own number folded. A client's
     * providers search then reads only its own matching links, with no join and no unaccent.
     */
    providerName: text().notNull().default(''),
    providerType: text().$type<CompanyType>(),
    providerSearch: text().notNull().default(''),
    clientName: text().notNull().default(''),
    clientType: text().$type<CompanyType>(),
    clientSearch: text().notNull().default(''),
    /** Whether each side is in the generators line (a provider's flag, a client's GENERADORES product), kept by triggers (migration 0057). */
    providerGeneradores: boolean().notNull().default(false),
    clientGeneradores: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.providerId] }),
    index('company_links_provider_client_idx').on(t.providerId, t.clientId),
    // The lists by name on the link's own copy of it; migrations 0057 and 0063 add the INCLUDE payload (index-only pages).
    index('company_links_providers_name_idx')
      .on(t.clientId, t.providerName, t.providerId)
      .where(sql`${t.status} <> 'REJECTED'`),
    index('company_links_clients_name_idx')
      .on(t.providerId, t.clientName, t.clientId)
      .where(sql`${t.status} <> 'REJECTED'`),
    // btree_gin (0043): the caller's side and the trigrams of the other side's search text, together.
    index('company_links_providers_search_idx').using('gin', t.clientId, sql`${t.providerSearch} gin_trgm_ops`),
    index('company_links_clients_search_idx').using('gin', t.providerId, sql`${t.clientSearch} gin_trgm_ops`),
  ],
);
