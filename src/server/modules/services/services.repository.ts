import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { preparedPerExecutor } from '../../db/prepared';
import { companies, companyLinks, complianceDocuments, documentSets, services, stageTemplates } from '../../db/schema';

export type ServiceRow = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;

const client = alias(companies, 'client_company');
const provider = alias(companies, 'provider_company');

/** A service with the names every screen shows next to it. */
export interface ServiceWithNames {
  service: ServiceRow;
  clientName: string;
  providerName: string;
  clientRfc: string;
  providerRfc: string;
  setName: string;
  /** The document set is the generators line: the service opens on its generators screen. */
  generators: boolean;
}

const withNamesOf = (db: Executor) =>
  db
    .select({ service: services, clientName: client.name, providerName: provider.name, clientRfc: client.rfc, providerRfc: provider.rfc, setName: documentSets.name, generators: documentSets.generators })
    .from(services)
    .innerJoin(client, eq(client.id, services.clientCompanyId))
    .innerJoin(provider, eq(provider.id, services.providerCompanyId))
    .innerJoin(documentSets, eq(documentSets.id, services.setId));

// Every call on one service (its screen, stages, documents, summaries) starts here: prepared once per connection.
const serviceWithNames = preparedPerExecutor((db) =>
  withNamesOf(db)
    .where(eq(services.id, sql.placeholder('id')))
    .prepare('service_with_names'),
);

/**
 * The services table (owned by this module). It also reads, never writes, the link between the two
 * companies (company-links), the document sets offered and whether documents exist: one query each,
 * where a port to those modules would cost a round trip for a yes/no.
 */
export function servicesRepository(db: Executor) {
  const withNames = () => withNamesOf(db);

  return {
    /** Platform sets and the company's own, not retired: platform first, then by name. */
    serviceTypes(companyId: string) {
      return db
        .select({ id: documentSets.id, name: documentSets.name, generators: documentSets.generators, ownerCompanyId: documentSets.ownerCompanyId })
        .from(documentSets)
        .where(and(eq(documentSets.retired, false), or(isNull(documentSets.ownerCompanyId), eq(documentSets.ownerCompanyId, companyId))))
        .orderBy(sql`${documentSets.ownerCompanyId} is not null`, asc(documentSets.name), asc(documentSets.id));
    },

    /** Whether each side keeps the other active (card "Activar/Desactivar"); null without a link. */
    async linkActive(clientId: string, providerId: string) {
      const [row] = await db
        .select({ client: companyLinks.clientActive, provider: companyLinks.providerActive })
        .from(companyLinks)
        .where(and(eq(companyLinks.clientId, clientId), eq(companyLinks.providerId, providerId)));
      return row ?? null;
    },

    async linkStatus(clientId: string, providerId: string) {
      const [row] = await db
        .select({ status: companyLinks.status })
        .from(companyLinks)
        .where(and(eq(companyLinks.clientId, clientId), eq(companyLinks.providerId, providerId)));
      return row?.status ?? null;
    },

    /** Same name between the pair, case- and accent-blind (the expression of services_pair_name_key). */
    async nameTaken(clientId: string, providerId: string, name: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: services.id })
        .from(services)
        .where(
          and(
            eq(services.clientCompanyId, clientId),
            eq(services.providerCompanyId, providerId),
            sql`avala_fold(${services.name}) = avala_fold(${name})`,
            ...(exceptId ? [ne(services.id, exceptId)] : []),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Undefined when the unique name index refuses it (a concurrent duplicate). */
    async insert(values: NewService): Promise<ServiceRow | undefined> {
      const [row] = await db.insert(services).values(values).onConflictDoNothing().returning();
      return row;
    },

    async find(id: string): Promise<ServiceWithNames | undefined> {
      const [row] = await serviceWithNames(db).execute({ id });
      return row;
    },

    /** Every service between a client and a provider, newest start first. */
    pair(clientId: string, providerId: string): Promise<ServiceWithNames[]> {
      return withNames()
        .where(and(eq(services.clientCompanyId, clientId), eq(services.providerCompanyId, providerId)))
        .orderBy(desc(services.startDate), asc(services.name), asc(services.id));
    },

    async update(id: string, values: Pick<ServiceRow, 'name' | 'startDate' | 'endDate'>, now: Date) {
      const [row] = await db
        .update(services)
        .set({ ...values, updatedAt: now })
        .where(eq(services.id, id))
        .returning();
      return row;
    },

    async setSocialObject(id: string, socialObject: string, now: Date) {
      const [row] = await db.update(services).set({ socialObject, updatedAt: now }).where(eq(services.id, id)).returning({ id: services.id });
      return row;
    },

    /** Only while still PENDING: the second answer of a race finds nothing. */
    async answer(id: string, accepted: boolean, userId: string, now: Date) {
      const [row] = await db
        .update(services)
        .set({ status: accepted ? 'ACCEPTED' : 'REJECTED', answeredBy: userId, answeredAt: now, updatedAt: now })
        .where(and(eq(services.id, id), eq(services.status, 'PENDING')))
        .returning();
      return row;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(services).where(eq(services.id, id)).returning({ id: services.id });
      return rows.length === 1;
    },

    /** Any document ever delivered, deleted ones included: removing the service would erase their history. */
    async hasDocuments(serviceId: string): Promise<boolean> {
      const [row] = await db.select({ id: complianceDocuments.id }).from(complianceDocuments).where(eq(complianceDocuments.serviceId, serviceId)).limit(1);
      return row !== undefined;
    },

    stages(setId: string) {
      return db
        .select({ id: stageTemplates.id, name: stageTemplates.name, description: stageTemplates.description, position: stageTemplates.position })
        .from(stageTemplates)
        .where(eq(stageTemplates.setId, setId))
        .orderBy(asc(stageTemplates.position), asc(stageTemplates.id));
    },
  };
}
