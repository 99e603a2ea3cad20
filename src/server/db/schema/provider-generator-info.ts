import { foreignKey, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyLinks } from './companies';

export interface StoredGeneratorContact {
  name: string;
  lastName: string;
  motherLastName: string;
  phone: string;
  email: string;
}
/** A company legal representative (by CURP; names stay in companies.legal_representatives) and its extras. */
export interface StoredGeneratorRepresentative {
  curp: string;
  phone: string;
  rfc: string;
  email: string;
}

/**
 * The provider's "Datos de generador" for one client (spec 3 §2.9, §3), owned by the
 * provider-generator-info module. One row per (client, provider) link, created by `init`; it
 * belongs to the relation, so removing the relation removes it (FK to company_links, cascade).
 * Social objects are names of the provider's REPSE activities (companies.repses).
 */
export const providerGeneratorInfo = pgTable(
  'provider_generator_info',
  {
    id: uuid().primaryKey().defaultRandom(),
    clientId: uuid().notNull(),
    providerId: uuid().notNull(),
    /** The supplier number the client assigned, as the provider declares it (not the client's private card number). */
    assignSupplierNum: text().notNull().default(''),
    comercialName: text().notNull().default(''),
    contacts: jsonb().$type<StoredGeneratorContact[]>().notNull().default([]),
    legalRepresentatives: jsonb().$type<StoredGeneratorRepresentative[]>().notNull().default([]),
    socialObjects: jsonb().$type<string[]>().notNull().default([]),
    /** First save by the provider: until then the form is the first-capture one ("Para poder iniciar…"). */
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The provider's own list, and the pair's one row.
    uniqueIndex('provider_generator_info_pair_key').on(t.providerId, t.clientId),
    foreignKey({ name: 'provider_generator_info_link_fk', columns: [t.clientId, t.providerId], foreignColumns: [companyLinks.clientId, companyLinks.providerId] }).onDelete('cascade'),
  ],
);
