import { asc, eq } from 'drizzle-orm';
import type { TGroupCompanyForm } from '../../../shared/contracts/management-security.contract';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema';

/** The form's columns; `enabled` only when the form sends it (absent: unchanged, or enabled on insert). */
const columnsOf = (form: TGroupCompanyForm) => ({ name: form.name, rfc: form.rfc, type: form.type, ...form.taxResidence, ...(form.enabled === undefined ? {} : { enabled: form.enabled }) });

/** The companies of a group (parentGroupId) that its Administrador creates and edits from Administración → Empresas. */
export function groupCompaniesRepository(db: Executor) {
  return {
    children(groupId: string) {
      return db.select().from(companies).where(eq(companies.parentGroupId, groupId)).orderBy(asc(companies.name), asc(companies.id));
    },

    /** Undefined when the RFC was taken between the check and the insert (unique index). */
    async create(group: { id: string; invitedAs: (typeof companies.$inferSelect)['invitedAs'] }, form: TGroupCompanyForm) {
      const [row] = await db
        .insert(companies)
        .values({ ...columnsOf(form), parentGroupId: group.id, invitedAs: group.invitedAs })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async update(companyId: string, form: TGroupCompanyForm) {
      const [row] = await db
        .update(companies)
        .set({ ...columnsOf(form), updatedAt: new Date() })
        .where(eq(companies.id, companyId))
        .returning();
      return row;
    },
  };
}
