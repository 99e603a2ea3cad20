import type { TServicePermissions } from '../../../shared/contracts/services.contract';
import type { ServiceSide } from '../../../shared/domain/service-rules';
import { mayValidateDocuments, roleMayHandleDocuments } from '../../../shared/permissions';
import { MENSAJES_SERVICIOS as M } from '../../../shared/labels/services';
import { requireIn, type CompanyAccess } from '../../access/company-guard';
import type { AccessibleCompany } from '../companies/company-access';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { ServiceWithNames } from './services.repository';

/** What a caller wants to do on a service: see it, upload documents to it, validate or delete them. */
export type ServiceNeed = 'read' | 'upload' | 'validate' | 'delete';

/** The services row as `requireServiceAccess` returns it. */
export type ServiceRow = ServiceWithNames['service'];

/** The port other modules (documents, summaries…) receive through the app context (ARCHITECTURE §2). */
export interface ServiceAccessPort {
  requireServiceAccess(actor: Actor, serviceId: string, need?: ServiceNeed): Promise<ServiceAccess>;
}

/** The result of `requireServiceAccess`: the service, the viewer's side and company, and its rights there. */
export interface ServiceAccess extends ServiceWithNames {
  side: ServiceSide;
  /** The viewer's company on this service (the client's or the provider's id). */
  companyId: string;
  counterpartId: string;
  counterpartName: string;
  /** The guard's answer for that company: role, reviewer flag and plan flags. */
  access: CompanyAccess;
  permissions: TServicePermissions;
}

/**
 * Spec 2 §6 on one service. Upload: Administrador or Colaborador of the provider. Delete documents:
 * those uploaders when the plan grants canDeleteDocuments. Validate: an Administrador or Colaborador
 * of the client side, on the providers' path (whenIsClient); CORPORATIVO always. A Lector only reads.
 */
export function servicePermissions(access: CompanyAccess, side: ServiceSide): TServicePermissions {
  const subject = { plan: access.company.status, role: access.role, reviewer: access.reviewer, invitedAs: access.company.invitedAs, invited: access.company.invited };
  const handles = roleMayHandleDocuments(access.role);
  const canUpload = side === 'provider' && handles;
  return {
    canUpload,
    canValidate: side === 'client' && handles && mayValidateDocuments(access.flags, subject, true),
    canDeleteDocuments: canUpload && access.flags.canDeleteDocuments,
  };
}

/**
 * Which of the two sides the actor acts for: the company it says it works for (X-Company-Id) when
 * that is a side, else the first side it reaches in its own company order. Neither: 404.
 */
export function resolveServiceAccess(actor: Actor, mine: readonly AccessibleCompany[], row: ServiceWithNames, need: ServiceNeed): ServiceAccess {
  const sides = [row.service.clientCompanyId, row.service.providerCompanyId];
  const preferred = actor.requestedCompanyId && sides.includes(actor.requestedCompanyId) ? [actor.requestedCompanyId] : [];
  const ordered = [...preferred, ...mine.map((m) => m.company.id).filter((id) => sides.includes(id))];
  const access = requireIn(mine, ordered.length ? ordered : sides, 'read');
  const side: ServiceSide = access.company.id === row.service.clientCompanyId ? 'client' : 'provider';
  const permissions = servicePermissions(access, side);
  if (need === 'upload' && !permissions.canUpload) throw new AppError('FORBIDDEN');
  if (need === 'validate' && !permissions.canValidate) throw new AppError('FORBIDDEN');
  if (need === 'delete' && !permissions.canDeleteDocuments) throw new AppError('FORBIDDEN');
  // Deleting is not refused here: a service never accepted has no documents (the document is 404).
  if ((need === 'upload' || need === 'validate') && row.service.status !== 'ACCEPTED') throw new AppError('CONFLICT', { message: M.noAceptado });
  return {
    ...row,
    side,
    companyId: access.company.id,
    counterpartId: side === 'client' ? row.service.providerCompanyId : row.service.clientCompanyId,
    counterpartName: side === 'client' ? row.providerName : row.clientName,
    access,
    permissions,
  };
}
