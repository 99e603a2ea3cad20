import { date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PayrollFlag, PayrollValidationStatus } from '../../../shared/domain/payroll-checks';
import type { PayrollWorking } from '../../../shared/contracts/payroll.contract';
import { services } from './compliance';
import { files } from './files';
import { users } from './users';
import { vaultFolders } from './vault';

/**
 * A pay period of a service (spec 2 §3 Payroll period), owned by the payroll module: the CFDIs of
 * one service with the same FechaInicialPago, FechaFinalPago and PeriodicidadPago. Its CFDIs are
 * filed in the provider's vault under {servicio}/CFDI de nómina/{name}, shared with the client.
 */
export const payrollPeriods = pgTable(
  'payroll_periods',
  {
    id: uuid().primaryKey().defaultRandom(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    /** SAT c_PeriodicidadPago code. */
    periodicity: text().notNull(),
    name: text().notNull(),
    folderId: uuid().references(() => vaultFolders.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payroll_periods_key').on(t.serviceId, t.startDate, t.endDate, t.periodicity), index('payroll_periods_service_end_idx').on(t.serviceId, t.endDate)],
);

/**
 * One uploaded payroll CFDI (spec 2 §3 CFDI / Employee row). The columns a period's table and the
 * later ISR/IMSS checks read; `detail` keeps every perception, deduction and other payment line.
 */
export const payrollCfdis = pgTable(
  'payroll_cfdis',
  {
    id: uuid().primaryKey().defaultRandom(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    periodId: uuid()
      .notNull()
      .references(() => payrollPeriods.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    /** The SAT stamp's UUID (upper case): one upload per CFDI. */
    uuid: text().notNull(),
    issuerRfc: text().notNull(),
    registroPatronal: text().notNull().default(''),
    employeeRfc: text().notNull(),
    fullName: text().notNull(),
    curp: text().notNull().default(''),
    nss: text().notNull().default(''),
    employeeNumber: text().notNull().default(''),
    rfcLabora: text(),
    tipoNomina: text().notNull().default(''),
    paymentDate: date({ mode: 'string' }),
    periodicity: text().notNull(),
    paidDays: numeric({ precision: 8, scale: 3 }),
    sbc: numeric({ precision: 14, scale: 2 }),
    sdi: numeric({ precision: 14, scale: 2 }),
    antiguedad: text().notNull().default(''),
    totalPerceptions: numeric({ precision: 14, scale: 2 }),
    totalDeductions: numeric({ precision: 14, scale: 2 }),
    totalOtherPayments: numeric({ precision: 14, scale: 2 }),
    /** Deductions TipoDeduccion 001 (IMSS) and 002 (ISR), summed. */
    imss: numeric({ precision: 14, scale: 2 }),
    isr: numeric({ precision: 14, scale: 2 }),
    /** OtroPago 002 SubsidioAlEmpleo@SubsidioCausado. */
    subsidyCaused: numeric({ precision: 14, scale: 2 }),
    subTotal: numeric({ precision: 14, scale: 2 }),
    discount: numeric({ precision: 14, scale: 2 }),
    /** Comprobante@Total: what the worker was paid. */
    total: numeric({ precision: 14, scale: 2 }),
    detail: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Deductions TipoDeduccion 003 (aportaciones a retiro, cesantía y vejez): part of the stamped IMSS. */
    imssContributions: numeric({ precision: 14, scale: 2 }),
    /** The recompute (issue 22): null when the year has no table; diferencia = stamped − computed. */
    isrComputed: numeric({ precision: 14, scale: 2 }),
    isrDifference: numeric({ precision: 14, scale: 2 }),
    imssComputed: numeric({ precision: 14, scale: 2 }),
    imssDifference: numeric({ precision: 14, scale: 2 }),
    /** How the figures were reached (or why not), for "¿Cómo se calculó?". */
    working: jsonb().$type<PayrollWorking>(),
    flags: jsonb().$type<PayrollFlag[]>().notNull().default([]),
    validationStatus: text().$type<PayrollValidationStatus>(),
    /** PAYROLL_CHECKS_VERSION the row was checked with; null or older is checked again by the job. */
    checksVersion: integer(),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payroll_cfdis_uuid_key').on(t.uuid),
    index('payroll_cfdis_service_idx').on(t.serviceId),
    index('payroll_cfdis_period_idx').on(t.periodId, t.fullName),
    index('payroll_cfdis_validation_idx').on(t.serviceId, t.periodId, t.validationStatus),
    index('payroll_cfdis_checks_version_idx').on(t.checksVersion),
  ],
);
