import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import { parseRegionManagers } from '../../xlsx/region-managers';
import { companyGuard } from '../../access/company-guard';
import { generatorSetupRepository } from './generator-setup.repository';

/**
 * What the wizard needs from the client company: its services offered and its region managers.
 * Readable by the client's members and by its linked providers; edited by the client's Administrador.
 */
export function createGeneratorSetupService(deps: { db: Db; files: Pick<FilesService, 'bytes'> }) {
  const repo = generatorSetupRepository(deps.db);
  const guard = companyGuard(deps.db);

  async function assertCanRead(actor: Actor, companyId: string) {
    const own = (await guard.companiesOf(actor)).map((a) => a.company.id);
    if (!(await repo.canRead(companyId, own))) throw new AppError('NOT_FOUND');
  }

  return {
    async services(actor: Actor, companyId: string) {
      await assertCanRead(actor, companyId);
      return repo.services(companyId);
    },

    async replaceServices(actor: Actor, companyId: string, descriptions: string[]) {
      await guard.requireCompany(actor, companyId, 'administer');
      await repo.replaceServices(companyId, [...new Set(descriptions)]);
      return repo.services(companyId);
    },

    /** Region managers from a stored workbook (by its id), parsed on read. */
    async managers(actor: Actor, fileId: string) {
      const found = await repo.managersFile(fileId);
      if (!found) throw new AppError('NOT_FOUND');
      await assertCanRead(actor, found.owner);
      const bytes = await deps.files.bytes(found.file.id);
      if (!bytes) throw new AppError('NOT_FOUND');
      return { fileId: found.file.id, managerInfoList: await parseRegionManagers(bytes) };
    },

    /**
     * The client's current region manager with this address, if any (no actor: the generators and
     * signatures modules ask it to check whom a provider named as the client's region responsible).
     */
    async regionManager(companyId: string, email: string) {
      const latest = await repo.latestManagersFile(companyId);
      const bytes = latest ? await deps.files.bytes(latest.fileId) : undefined;
      if (!bytes) return undefined;
      const wanted = email.trim().toLowerCase();
      return (await parseRegionManagers(bytes)).find((m) => m.email.trim().toLowerCase() === wanted);
    },

    async managersOfCompany(actor: Actor, companyId: string) {
      await assertCanRead(actor, companyId);
      const latest = await repo.latestManagersFile(companyId);
      if (!latest) return { fileId: null, managerInfoList: [] };
      const bytes = await deps.files.bytes(latest.fileId);
      return { fileId: latest.fileId, managerInfoList: bytes ? await parseRegionManagers(bytes) : [] };
    },
  };
}
export type GeneratorSetupService = ReturnType<typeof createGeneratorSetupService>;
