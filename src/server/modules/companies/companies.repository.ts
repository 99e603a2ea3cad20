import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Product } from '../../../shared/domain/enums';
import type { TCompanyForm } from '../../../shared/contracts/companies.contract';
import type { Executor } from '../../db/client';
import { companies, companyProducts } from '../../db/schema';

export function companiesRepository(db: Executor) {
  return {
    async productsOf(companyId: string) {
      const rows = await db.select({ product: companyProducts.product }).from(companyProducts).where(eq(companyProducts.companyId, companyId));
      return rows.map((r) => r.product);
    },

    async productsByCompany(companyIds: string[]): Promise<Map<string, Product[]>> {
      const result = new Map<string, Product[]>();
      if (!companyIds.length) return result;
      const rows = await db.select().from(companyProducts).where(inArray(companyProducts.companyId, companyIds));
      for (const row of rows) result.set(row.companyId, [...(result.get(row.companyId) ?? []), row.product]);
      return result;
    },

    groupChildren(groupId: string) {
      return db.select().from(companies).where(eq(companies.parentGroupId, groupId)).orderBy(asc(companies.name));
    },

    async findById(companyId: string) {
      const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
      return row;
    },

    async setProfilePicture(companyId: string, fileId: string) {
      const [row] = await db.update(companies).set({ profilePictureId: fileId, updatedAt: new Date() }).where(eq(companies.id, companyId)).returning();
      return row;
    },

    async setArchived(companyId: string, archived: boolean) {
      await db.update(companies).set({ archived, updatedAt: new Date() }).where(eq(companies.id, companyId));
    },

    async nameOrRfcTaken(companyId: string, name: string, rfc: string): Promise<boolean> {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(ne(companies.id, companyId), or(eq(companies.rfc, rfc), sql`lower(${companies.name}) = lower(${name})`)))
        .limit(1);
      return Boolean(row);
    },

    async updateData(companyId: string, form: TCompanyForm) {
      const [row] = await db
        .update(companies)
        .set({
          name: form.name,
          type: form.type,
          rfc: form.rfc,
          web: form.web,
          sector: form.sector,
          employeesSize: form.employeesSize,
          servicesOffered: form.servicesOffered,
          ...form.taxResidence,
          legalRepresentatives: form.legalRepresentatives.map((r) => ({ ...r, curp: r.curp.toUpperCase() })),
          repses: form.repses,
          updatedData: true,
          updatedAt: new Date(),
        })
        .where(eq(companies.id, companyId))
        .returning();
      return row;
    },
  };
}
