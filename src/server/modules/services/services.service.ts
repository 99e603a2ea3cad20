import type { TCreateServiceRequest, TServiceDetail, TServicesLite, TServicesLiteParams, TServiceType, TSocialObjectRequest, TUpdateServiceRequest } from '../../../shared/contracts/services.contract';
import { DEFAULT_DOCUMENT_SET_ID } from '../../../shared/domain/compliance-defaults';
import { isCurrentService, mayHandleServicesWith, mexicoCityToday, type ServiceSide } from '../../../shared/domain/service-rules';
import { MENSAJES_CONTRAPARTES as MC } from '../../../shared/labels/counterparts';
import { MENSAJES_SERVICIO_ETAPAS as MS } from '../../../shared/labels/messages';
import { MENSAJES_SERVICIOS as M } from '../../../shared/labels/services';
import { allows, companyGuard, type CompanyAccess } from '../../access/company-guard';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { NotificationsService } from '../notifications/notifications.service';
import { resolveServiceAccess, type ServiceAccess, type ServiceNeed } from './service-access';
import { answeredNotice, createdNotice, toServiceLite } from './service-notices';
import { servicesRepository } from './services.repository';
import { standingKey, UNKNOWN_STANDING, type SatStandingReader } from '../sat-lists/sat-standing.reader';

/*
 * Services between a client and a provider (spec 2 §2–§8): one side proposes (PENDING), the other
 * accepts or rejects; only the proposing side edits or deletes.
 *
 * For other modules (documents, stages, contracts…), through the app context:
 *   services.requireServiceAccess(actor, serviceId, 'read' | 'upload' | 'validate'): Promise<ServiceAccess>
 *   ServiceAccess = {
 *     service: ServiceRow,                 // the services row
 *     clientName, providerName, setName: string,
 *     side: 'client' | 'provider',         // the viewer's side
 *     companyId: string,                   // the viewer's company on this service
 *     counterpartId, counterpartName: string,
 *     access: CompanyAccess,               // guard result: company, role, reviewer, flags
 *     permissions: { canUpload, canValidate, canDeleteDocuments },
 *   }
 * 404 when the actor reaches neither side; 403 when the need is not allowed ('upload' needs
 * canUpload, 'validate' canValidate); 409 for 'upload'/'validate' on a service not ACCEPTED.
 */

const ADMINS = ['Administrador'] as const;
const duplicate = () => new AppError('CONFLICT', { message: M.nombreDuplicado, fields: { name: M.nombreDuplicado } });

/** PostgreSQL's unique_violation, whether the driver's error or drizzle's wrapper carries it. */
function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined);
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** The companies module's answer about a company's social objects (its REPSE activities). */
export interface SocialObjectsPort {
  socialObjects(companyId: string): Promise<string[]>;
}

export function createServicesService(deps: { db: Db; notifications: NotificationsService; satStanding: SatStandingReader; companies: SocialObjectsPort; now?: (() => Date) | undefined }) {
  const repo = servicesRepository(deps.db);
  const guard = companyGuard(deps.db);
  const now = deps.now ?? (() => new Date());

  async function requireServiceAccess(actor: Actor, serviceId: string, need: ServiceNeed = 'read'): Promise<ServiceAccess> {
    const row = await repo.find(serviceId);
    if (!row) throw new AppError('NOT_FOUND');
    return resolveServiceAccess(actor, await guard.companiesOf(actor), row, need);
  }

  function requireHandle(access: CompanyAccess, counterpartSide: ServiceSide) {
    if (!mayHandleServicesWith(access.flags, access.role, counterpartSide)) throw new AppError('FORBIDDEN');
  }

  /** Edit and delete: the side that proposed it, with the right to handle services on that list. */
  async function requireOwner(actor: Actor, id: string) {
    const found = await requireServiceAccess(actor, id);
    if (found.service.createdByCompanyId !== found.companyId) throw new AppError('FORBIDDEN');
    requireHandle(found.access, found.side === 'client' ? 'provider' : 'client');
    return found;
  }

  /** A deactivated counterpart (card "Desactivar", by either side) takes no new services: 409 saying which side. */
  async function requireActiveLink(clientId: string, providerId: string, counterpartSide: ServiceSide) {
    const active = await repo.linkActive(clientId, providerId);
    if (!active) return;
    const mine = counterpartSide === 'provider' ? active.client : active.provider;
    const theirs = counterpartSide === 'provider' ? active.provider : active.client;
    if (!mine) throw new AppError('CONFLICT', { message: MC.inactivoParaServicios(counterpartSide === 'provider' ? 'proveedor' : 'cliente') });
    if (!theirs) throw new AppError('CONFLICT', { message: MC.inactivoPorContraparte });
  }

  /**
   * The objeto social preponderante is the provider's to choose, by whoever delivers its contract:
   * its Administradores and Colaboradores (canUpload). Not the right to handle services: an invited
   * FREE provider lacks that one and must still be able to cite its OSP in the contract.
   */
  const maySetOsp = (found: ServiceAccess) => found.side === 'provider' && found.permissions.canUpload;

  async function serviceTypes(actor: Actor, companyId: string): Promise<TServiceType[]> {
    await guard.requireCompany(actor, companyId, 'read');
    const rows = await repo.serviceTypes(companyId);
    return rows.map((r) => ({ id: r.id, name: r.name, generators: r.generators, platform: r.ownerCompanyId === null }));
  }

  async function detail(actor: Actor, id: string): Promise<TServiceDetail> {
    const found = await requireServiceAccess(actor, id);
    const stages = await repo.stages(found.service.setId);
    const rfc = found.side === 'client' ? found.providerRfc : found.clientRfc;
    const standing = (await deps.satStanding.of([rfc])).get(standingKey(rfc)) ?? UNKNOWN_STANDING;
    return {
      ...toServiceLite(found, found.companyId),
      viewerSide: found.side,
      viewerCompanyId: found.companyId,
      counterpartId: found.counterpartId,
      counterpartName: found.counterpartName,
      counterpartBlacklist: standing.blacklist,
      counterpartBlacklistDetail: standing.blacklistDetail,
      stages,
      permissions: found.permissions,
      objetoSocialPreponderante: found.service.socialObject,
      canSetOsp: maySetOsp(found),
      ospOptions: maySetOsp(found) ? await deps.companies.socialObjects(found.service.providerCompanyId) : [],
    };
  }

  return {
    requireServiceAccess,
    serviceTypes,

    async lite(actor: Actor, params: TServicesLiteParams): Promise<TServicesLite> {
      await guard.requireCompany(actor, params.companyId, 'read');
      const [clientId, providerId] = params.side === 'providers' ? [params.companyId, params.collaboratorId] : [params.collaboratorId, params.companyId];
      const today = mexicoCityToday(now());
      const items = (await repo.pair(clientId, providerId)).map((row) => toServiceLite(row, params.companyId));
      return { current: items.filter((s) => isCurrentService(s.endDate, today)), archived: items.filter((s) => !isCurrentService(s.endDate, today)) };
    },

    async create(actor: Actor, input: TCreateServiceRequest) {
      const access = await guard.requireCompany(actor, input.companyId, 'manage');
      requireHandle(access, input.counterpartSide);
      if (input.counterpartId === input.companyId) throw new AppError('VALIDATION', { fields: { counterpartId: M.sinVinculo } });
      const [clientId, providerId] = input.counterpartSide === 'provider' ? [input.companyId, input.counterpartId] : [input.counterpartId, input.companyId];
      const link = await repo.linkStatus(clientId, providerId);
      if (link === null) throw new AppError('NOT_FOUND', { message: M.sinVinculo });
      if (link !== 'ACCEPTED') throw new AppError('CONFLICT', { message: M.sinVinculo });
      await requireActiveLink(clientId, providerId, input.counterpartSide);
      const setId = input.setId ?? input.serviceTypeId ?? DEFAULT_DOCUMENT_SET_ID;
      if (!(await serviceTypes(actor, input.companyId)).some((t) => t.id === setId)) throw new AppError('VALIDATION', { message: M.tipoNoDisponible, fields: { setId: M.tipoNoDisponible } });
      if (await repo.nameTaken(clientId, providerId, input.name)) throw duplicate();
      const creatorSide: ServiceSide = input.counterpartSide === 'provider' ? 'client' : 'provider';
      const id = await deps.db.transaction(async (tx) => {
        const row = await servicesRepository(tx).insert({
          clientCompanyId: clientId,
          providerCompanyId: providerId,
          setId,
          name: input.name,
          startDate: input.startDate,
          endDate: input.endDate,
          status: 'PENDING',
          createdByCompanyId: input.companyId,
          createdBy: actor.userId,
        });
        if (!row) throw duplicate();
        await recordAudit(tx, { action: 'service.created', actorUserId: actor.userId, companyId: input.companyId, entity: 'service', entityId: row.id, details: { counterpartId: input.counterpartId } });
        await deps.notifications.notifyAudience(tx, { companyId: input.counterpartId, roles: ADMINS }, createdNotice(access.company.name, creatorSide, row.name));
        return row.id;
      });
      deps.notifications.sendSoon();
      const created = await repo.find(id);
      if (!created) throw new AppError('NOT_FOUND');
      return toServiceLite(created, input.companyId);
    },

    async update(actor: Actor, id: string, input: TUpdateServiceRequest) {
      const found = await requireOwner(actor, id);
      const { clientCompanyId, providerCompanyId } = found.service;
      if (await repo.nameTaken(clientCompanyId, providerCompanyId, input.name, id)) throw duplicate();
      try {
        await deps.db.transaction(async (tx) => {
          await servicesRepository(tx).update(id, { name: input.name, startDate: input.startDate, endDate: input.endDate }, now());
          await recordAudit(tx, { action: 'service.updated', actorUserId: actor.userId, companyId: found.companyId, entity: 'service', entityId: id });
        });
      } catch (error) {
        throw isUniqueViolation(error) ? duplicate() : error;
      }
      const updated = await repo.find(id);
      if (!updated) throw new AppError('NOT_FOUND');
      return toServiceLite(updated, found.companyId);
    },

    /** Refused once documents were delivered: deleting would cascade over them and their history. */
    async remove(actor: Actor, id: string) {
      const found = await requireOwner(actor, id);
      if (await repo.hasDocuments(id)) throw new AppError('CONFLICT', { message: M.tieneDocumentos });
      await deps.db.transaction(async (tx) => {
        if (!(await servicesRepository(tx).remove(id))) throw new AppError('NOT_FOUND');
        await recordAudit(tx, { action: 'service.deleted', actorUserId: actor.userId, companyId: found.companyId, entity: 'service', entityId: id, details: { name: found.service.name } });
      });
      return { id };
    },

    detail,

    /**
     * PUT /services/{id}/osp/add: the provider sets the service's objeto social preponderante, one of
     * its REPSE activities (matched without case or surrounding spaces, stored as the company wrote it).
     * 409 when it has none registered; 400 on the field when the value is not one of them.
     */
    async setSocialObject(actor: Actor, id: string, input: TSocialObjectRequest): Promise<TServiceDetail> {
      const found = await requireServiceAccess(actor, id);
      if (!maySetOsp(found)) throw new AppError('FORBIDDEN');
      const options = await deps.companies.socialObjects(found.service.providerCompanyId);
      if (options.length === 0) throw new AppError('CONFLICT', { message: MS.ospSinActividades });
      const wanted = input.objetoSocialPreponderante.toLocaleLowerCase('es-MX');
      const chosen = options.find((o) => o.toLocaleLowerCase('es-MX') === wanted);
      if (!chosen) throw new AppError('VALIDATION', { message: MS.ospNoEsDelProveedor, fields: { objetoSocialPreponderante: MS.ospNoEsDelProveedor } });
      await deps.db.transaction(async (tx) => {
        await servicesRepository(tx).setSocialObject(id, chosen, now());
        await recordAudit(tx, { action: 'service.social-object-set', actorUserId: actor.userId, companyId: found.companyId, entity: 'service', entityId: id, details: { objetoSocialPreponderante: chosen, previous: found.service.socialObject } });
      });
      return detail(actor, id);
    },

    /** The handshake: only the side that did not propose it answers, once. */
    async authorize(actor: Actor, id: string, accept: boolean) {
      const found = await requireServiceAccess(actor, id);
      if (found.service.createdByCompanyId === found.companyId || !allows(found.access, 'manage')) throw new AppError('FORBIDDEN');
      if (found.service.status !== 'PENDING') throw new AppError('CONFLICT', { message: M.yaRespondido });
      await deps.db.transaction(async (tx) => {
        const row = await servicesRepository(tx).answer(id, accept, actor.userId, now());
        if (!row) throw new AppError('CONFLICT', { message: M.yaRespondido });
        await recordAudit(tx, { action: accept ? 'service.accepted' : 'service.rejected', actorUserId: actor.userId, companyId: found.companyId, entity: 'service', entityId: id });
        const notice = answeredNotice(found.access.company.name, found.side, found.service.name, accept);
        await deps.notifications.notifyAudience(tx, { companyId: found.service.createdByCompanyId, roles: ADMINS }, notice);
      });
      deps.notifications.sendSoon();
      const answered = await repo.find(id);
      if (!answered) throw new AppError('NOT_FOUND');
      return toServiceLite(answered, found.companyId);
    },
  };
}
export type ServicesService = ReturnType<typeof createServicesService>;
