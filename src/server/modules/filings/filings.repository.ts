import { and, asc, eq, gte, inArray, lte, ne, or, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, companyLinks, filingAcknowledgements, payrollCfdis, payrollPeriods, serviceContracts, services } from '../../db/schema';
import { periodMonths, type FilingKind, type FilingPeriod } from '../../../shared/domain/filing-periods';

export type ProviderRow = Awaited<ReturnType<ReturnType<typeof filingsRepository>['provider']>>;
export type PeriodServiceRow = Awaited<ReturnType<ReturnType<typeof filingsRepository>['servicesOfPeriod']>>[number];
export type PeriodCfdiRow = Awaited<ReturnType<ReturnType<typeof filingsRepository>['cfdisOfPeriod']>>[number];

/**
 * On services aliased `s`: an accepted service of the client with `provider` that runs during the
 * period, what makes the provider owe that period's ICSOE and SISUB to this client.
 */
export function inServiceDuring(clientId: string, provider: SQL, period: FilingPeriod): SQL {
  const { first, last } = periodMonths(period);
  return sql`s.client_company_id = ${clientId} and s.provider_company_id = ${provider}
    and s.status = 'ACCEPTED' and s.start_date <= ${last} and (s.end_date is null or s.end_date >= ${first})`;
}

/**
 * The filings module owns filing_acknowledgements. To pre-fill the ICSOE and SISUB files it also
 * reads (never writes) the provider's company data, its services with their contracts and clients,
 * and the payroll CFDIs of the period: a read model over other modules' tables, scoped to one provider.
 * Where an acuse was left (this module's table or a Reporteo stage document) is presented-filings.ts.
 */
export function filingsRepository(db: Executor) {
  return {
    async provider(providerId: string) {
      const [row] = await db
        .select({ id: companies.id, name: companies.name, rfc: companies.rfc, repses: companies.repses, street: companies.street, outdoorNum: companies.outdoorNum, interiorNumber: companies.interiorNumber, colonia: companies.colonia, cp: companies.cp, city: companies.city })
        .from(companies)
        .where(eq(companies.id, providerId));
      return row;
    },

    /** The first of `viewerIds` linked to the provider as its client by a link that is not rejected. */
    async linkedClient(viewerIds: readonly string[], providerId: string): Promise<string | undefined> {
      if (viewerIds.length === 0) return undefined;
      const rows = await db
        .select({ clientId: companyLinks.clientId })
        .from(companyLinks)
        .where(and(eq(companyLinks.providerId, providerId), inArray(companyLinks.clientId, [...viewerIds]), ne(companyLinks.status, 'REJECTED')));
      return viewerIds.find((id) => rows.some((r) => r.clientId === id));
    },

    /** The client's providers (links not rejected), by name, and whether an accepted service with it runs in the period. */
    linkedProviders(clientId: string, period: FilingPeriod) {
      const inService = sql<boolean>`exists (select 1 from ${services} s where ${inServiceDuring(clientId, sql`${companyLinks.providerId}`, period)})`;
      return db
        .select({ providerId: companyLinks.providerId, name: companies.name, rfc: companies.rfc, inService })
        .from(companyLinks)
        .innerJoin(companies, eq(companies.id, companyLinks.providerId))
        .where(and(eq(companyLinks.clientId, clientId), ne(companyLinks.status, 'REJECTED')))
        .orderBy(asc(companies.name), asc(companies.id));
    },

    /** Records (or replaces) the acknowledgement of one provider, period and kind. */
    async upsertAcknowledgement(row: { providerId: string; year: number; period: number; kind: FilingKind; fileId: string; uploadedBy: string }) {
      const [saved] = await db
        .insert(filingAcknowledgements)
        .values(row)
        .onConflictDoUpdate({
          target: [filingAcknowledgements.providerId, filingAcknowledgements.year, filingAcknowledgements.period, filingAcknowledgements.kind],
          set: { fileId: row.fileId, uploadedBy: row.uploadedBy, uploadedAt: sql`now()` },
        })
        .returning({ uploadedAt: filingAcknowledgements.uploadedAt });
      return saved;
    },

    /**
     * The provider's accepted services that overlap the period (start ≤ last day, no end or end ≥
     * first day), each with its client and its contract's data (null when no contract was uploaded).
     */
    /** The start and end of each accepted service the company provides (to any client). */
    acceptedServiceSpans(providerId: string) {
      return db
        .select({ start: services.startDate, end: services.endDate })
        .from(services)
        .where(and(eq(services.providerCompanyId, providerId), eq(services.status, 'ACCEPTED')));
    },

    servicesOfPeriod(providerId: string, first: string, last: string) {
      return db
        .select({
          serviceId: services.id,
          serviceName: services.name,
          startDate: services.startDate,
          endDate: services.endDate,
          clientId: companies.id,
          clientName: companies.name,
          clientRfc: companies.rfc,
          clientStreet: companies.street,
          clientOutdoorNum: companies.outdoorNum,
          clientInteriorNumber: companies.interiorNumber,
          clientColonia: companies.colonia,
          clientCp: companies.cp,
          clientCity: companies.city,
          contractId: serviceContracts.id,
          contractName: serviceContracts.name,
          contractBegin: serviceContracts.beginDate,
          contractEnd: serviceContracts.expirationDate,
          amount: serviceContracts.amount,
          currency: serviceContracts.currency,
          employees: serviceContracts.employees,
        })
        .from(services)
        .innerJoin(companies, eq(companies.id, services.clientCompanyId))
        .leftJoin(serviceContracts, eq(serviceContracts.serviceId, services.id))
        .where(and(eq(services.providerCompanyId, providerId), eq(services.status, 'ACCEPTED'), lte(services.startDate, last), or(isNull(services.endDate), gte(services.endDate, first))))
        .orderBy(asc(companies.name), asc(services.name), asc(services.id));
    },

    /**
     * The payroll CFDIs of the provider's services whose pay period ends inside the period (the
     * month a payroll counts in everywhere else), oldest pay period first.
     */
    cfdisOfPeriod(providerId: string, first: string, last: string) {
      return db
        .select({
          serviceId: payrollCfdis.serviceId,
          fullName: payrollCfdis.fullName,
          curp: payrollCfdis.curp,
          nss: payrollCfdis.nss,
          rfc: payrollCfdis.employeeRfc,
          registroPatronal: payrollCfdis.registroPatronal,
          sbc: payrollCfdis.sbc,
          paidDays: payrollCfdis.paidDays,
          periodEnd: payrollPeriods.endDate,
        })
        .from(payrollCfdis)
        .innerJoin(payrollPeriods, eq(payrollPeriods.id, payrollCfdis.periodId))
        .innerJoin(services, eq(services.id, payrollCfdis.serviceId))
        .where(and(eq(services.providerCompanyId, providerId), gte(payrollPeriods.endDate, first), lte(payrollPeriods.endDate, last)))
        .orderBy(asc(payrollPeriods.endDate), asc(payrollCfdis.createdAt));
    },
  };
}
export type FilingsRepository = ReturnType<typeof filingsRepository>;
