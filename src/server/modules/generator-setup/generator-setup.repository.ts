import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyLinks, files, regionManagerFiles, servicesOffered } from '../../db/schema';

export function generatorSetupRepository(db: Executor) {
  return {
    /** Is `companyId` one of `ownIds`, or a client linked to one of them as provider? */
    async canRead(companyId: string, ownIds: string[]) {
      if (ownIds.includes(companyId)) return true;
      const links = await db
        .select({ providerId: companyLinks.providerId })
        .from(companyLinks)
        .where(and(eq(companyLinks.clientId, companyId), eq(companyLinks.status, 'ACCEPTED')));
      return links.some((l) => ownIds.includes(l.providerId));
    },

    services(companyId: string) {
      return db.select({ id: servicesOffered.id, description: servicesOffered.description }).from(servicesOffered).where(eq(servicesOffered.companyId, companyId)).orderBy(asc(servicesOffered.description));
    },

    async replaceServices(companyId: string, descriptions: string[]) {
      await db.transaction(async (tx) => {
        await tx.delete(servicesOffered).where(eq(servicesOffered.companyId, companyId));
        if (descriptions.length) await tx.insert(servicesOffered).values(descriptions.map((description) => ({ companyId, description })));
      });
    },

    async latestManagersFile(companyId: string) {
      const [row] = await db.select().from(regionManagerFiles).where(eq(regionManagerFiles.companyId, companyId)).orderBy(desc(regionManagerFiles.createdAt)).limit(1);
      return row;
    },

    async managersFile(id: string) {
      const [row] = await db
        .select({ file: files, owner: regionManagerFiles.companyId })
        .from(regionManagerFiles)
        .innerJoin(files, eq(files.id, regionManagerFiles.fileId))
        .where(or(eq(regionManagerFiles.id, id), eq(regionManagerFiles.fileId, id)));
      return row;
    },
  };
}
