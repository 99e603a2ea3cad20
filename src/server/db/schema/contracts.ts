import { date, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ContractCurrency, ContractStatus } from '../../../shared/domain/contracts';
import type { PeriodicidadPago } from '../../../shared/domain/payroll-periodicity';
import { services } from './compliance';
import { files } from './files';
import { users } from './users';
import { vaultFolders } from './vault';

/**
 * A service's contract (spec 2 §2 contract panel, §4 Contract), owned by the contracts module: one
 * per service, a PDF delivered by the provider and validated by the client. Replacing the file or
 * changing its data puts it back under review. The data (validity, currency, amount) is filled in
 * through 'Modficar datos del contrato' and stays null until then.
 */
export const serviceContracts = pgTable(
  'service_contracts',
  {
    id: uuid().primaryKey().defaultRandom(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    beginDate: date({ mode: 'string' }),
    expirationDate: date({ mode: 'string' }),
    currency: text().$type<ContractCurrency>().notNull().default('MXN'),
    amount: numeric({ precision: 16, scale: 2 }),
    /** Filled in by the upload dialog (spec 2 §5); null on contracts uploaded before it asked, employees also for generators. */
    employees: integer(),
    cfdiFrequency: text().$type<PeriodicidadPago>(),
    sendDate: date({ mode: 'string' }),
    paymentStartDay: smallint(),
    status: text().$type<ContractStatus>().notNull().default('REVIEW'),
    validationComment: text().notNull().default(''),
    validatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    validatedAt: timestamp({ withTimezone: true }),
    /** The vault folder it is filed in (Contratos/{servicio} of the provider, shared with the client). */
    folderId: uuid().references(() => vaultFolders.id, { onDelete: 'set null' }),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('service_contracts_service_key').on(t.serviceId)],
);

/** An annex of a service's contract (name + PDF), validated by the client like the contract. */
export const contractAnnexes = pgTable(
  'contract_annexes',
  {
    id: uuid().primaryKey().defaultRandom(),
    contractId: uuid()
      .notNull()
      .references(() => serviceContracts.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    status: text().$type<ContractStatus>().notNull().default('REVIEW'),
    validationComment: text().notNull().default(''),
    validatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    validatedAt: timestamp({ withTimezone: true }),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_annexes_contract_idx').on(t.contractId, t.createdAt)],
);
