import { eq } from 'drizzle-orm';
import { MENSAJES_DOCUMENTOS as M } from '../../../shared/labels/compliance-documents';
import { roleMayHandleDocuments } from '../../../shared/permissions';
import { companyGuard, requireIn, type CompanyAccess } from '../../access/company-guard';
import type { Executor } from '../../db/client';
import { services } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';

export type ServiceRow = typeof services.$inferSelect;
export type ServiceAction = 'read' | 'upload' | 'validate' | 'delete';

export interface ServiceAccess {
  service: ServiceRow;
  access: CompanyAccess;
  /** The side of the service the actor acts for; a company on both sides acts as the provider. */
  side: 'client' | 'provider';
  permissions: { canUpload: boolean; canValidate: boolean; canDelete: boolean };
}

/**
 * Spec 2 §6 on a service: the provider side delivers (Administrador or Colaborador, service
 * accepted), deletes with canDeleteDocuments; the client side validates (whenIsClient — the
 * providers' stages path — or CORPORATIVO, never a Lector). Another company's service is 404.
 * H2's services module offers `requireServiceAccess` too; the lead merges the two.
 */
export function serviceAccess(db: Executor) {
  const guard = companyGuard(db);

  async function load(actor: Pick<Actor, 'userId'>, serviceId: string): Promise<ServiceAccess> {
    const [service] = await db.select().from(services).where(eq(services.id, serviceId)).limit(1);
    if (!service) throw new AppError('NOT_FOUND');
    const mine = await guard.companiesOf(actor);
    const access = requireIn(mine, [service.providerCompanyId, service.clientCompanyId], 'read');
    const side = access.company.id === service.providerCompanyId ? 'provider' : 'client';
    const handles = roleMayHandleDocuments(access.role);
    const accepted = service.status === 'ACCEPTED';
    return {
      service,
      access,
      side,
      permissions: {
        canUpload: side === 'provider' && handles && accepted,
        canValidate: side === 'client' && handles && (access.company.status === 'CORPORATIVO' || access.flags.canValidateDocuments.whenIsClient),
        canDelete: side === 'provider' && handles && access.flags.canDeleteDocuments,
      },
    };
  }

  return {
    load,
    /** Loads the service and refuses (403) an action the actor's side and role do not allow. */
    async require(actor: Pick<Actor, 'userId'>, serviceId: string, action: ServiceAction): Promise<ServiceAccess> {
      const found = await load(actor, serviceId);
      if (action === 'upload' && found.side === 'provider' && found.service.status !== 'ACCEPTED' && roleMayHandleDocuments(found.access.role)) {
        throw new AppError('CONFLICT', { message: M.servicioNoAceptado });
      }
      const allowed =
        action === 'read' ||
        (action === 'upload' && found.permissions.canUpload) ||
        (action === 'validate' && found.permissions.canValidate) ||
        (action === 'delete' && found.permissions.canDelete);
      if (!allowed) throw new AppError('FORBIDDEN');
      return found;
    },
  };
}
