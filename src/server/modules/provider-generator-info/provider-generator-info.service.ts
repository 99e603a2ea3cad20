import {
  isBlankContact,
  type TProviderGeneratorInfo,
  type TProviderGeneratorInfoList,
  type TUpdateProviderGeneratorInfoRequest,
} from '../../../shared/contracts/provider-generator-info.contract';
import type { TFieldErrors } from '../../../shared/contracts/envelope';
import { MENSAJES_DATOS_GENERADOR as M } from '../../../shared/labels/messages';
import { allows, companyGuard, requireIn } from '../../access/company-guard';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { optionsOf, sameKey, toGeneratorInfoDto, type ProviderBase } from './provider-generator-info.dto';
import { providerGeneratorInfoRepository, type GeneratorInfoChanges } from './provider-generator-info.repository';

const ENTITY = 'provider_generator_info';

/**
 * The provider's "Datos de generador" per client (spec 3 §2.9; spec 1 §7 additional/generadoresInfo).
 * Who may do what:
 * - read: the provider's members (all its clients' records, each with `canEdit`), and a client with
 *   an accepted relation (only its own pair); anyone else gets 404, so a record's existence never leaks;
 * - init: an Administrador or Colaborador of either side of an accepted relation;
 * - update: only the provider's Administrador or Colaborador (the client that sees it, a Lector: 403).
 */
export function createProviderGeneratorInfoService(deps: { db: Db; now?: () => Date }) {
  const guard = companyGuard(deps.db);
  const repo = providerGeneratorInfoRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function providerBase(providerId: string): Promise<ProviderBase> {
    const provider = await repo.providerCompany(providerId);
    if (!provider) throw new AppError('NOT_FOUND');
    return provider;
  }

  async function one(providerId: string, clientId: string, provider: ProviderBase, canEdit: boolean): Promise<TProviderGeneratorInfo> {
    const row = await repo.findPair(providerId, clientId);
    if (!row) throw new AppError('NOT_FOUND');
    return toGeneratorInfoDto(row, provider, canEdit);
  }

  /**
   * The written representatives and social objects must be the company's own (companies stays the
   * one source of names, CURPs and REPSE activities); activity names take the company's spelling.
   */
  function checkAgainstCompany(provider: ProviderBase, input: TUpdateProviderGeneratorInfoRequest) {
    const fields: TFieldErrors = {};
    const curps = new Set(provider.legalRepresentatives.map((r) => sameKey(r.curp)));
    input.legalRepresentativesList.forEach((r, i) => {
      if (!curps.has(sameKey(r.curp))) fields[`legalRepresentativesList.${String(i)}.curp`] = M.representanteDesconocido;
    });
    const activities = new Map(provider.repses.map((r) => [sameKey(r.name), r.name]));
    const socialObjects = input.socialObjectPredominantList.map((s, i) => {
      const name = activities.get(sameKey(s.name));
      if (!name) fields[`socialObjectPredominantList.${String(i)}.name`] = M.objetoSocialDesconocido;
      return name ?? s.name;
    });
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', { fields });
    return socialObjects;
  }

  return {
    async list(actor: Actor, providerId: string, query: { idCompany?: string | undefined }): Promise<TProviderGeneratorInfoList> {
      const mine = await guard.companiesOf(actor);
      if (mine.some((a) => a.company.id === providerId)) {
        const access = requireIn(mine, [providerId], 'read');
        const canEdit = allows(access, 'manage');
        const rows = await repo.list(providerId, query.idCompany ? [query.idCompany] : undefined);
        return { idProvider: providerId, providerName: access.company.name, options: optionsOf(access.company), items: rows.map((row) => toGeneratorInfoDto(row, access.company, canEdit)) };
      }
      // A client: only the pairs of its own companies with an accepted relation to this provider.
      const candidates = mine.map((a) => a.company.id).filter((id) => !query.idCompany || id === query.idCompany);
      const clients = await repo.acceptedClients(providerId, candidates);
      if (clients.length === 0) throw new AppError('NOT_FOUND');
      const provider = await providerBase(providerId);
      const rows = await repo.list(providerId, clients);
      return { idProvider: providerId, providerName: provider.name, options: null, items: rows.map((row) => toGeneratorInfoDto(row, provider, false)) };
    },

    /** Creates the pair's empty record (idempotent: an existing one is returned unchanged). */
    async init(actor: Actor, clientId: string, providerId: string): Promise<TProviderGeneratorInfo> {
      const mine = await guard.companiesOf(actor);
      const asProvider = mine.some((a) => a.company.id === providerId);
      const actingId = asProvider ? providerId : clientId;
      const access = requireIn(mine, [actingId], 'manage');
      const canEdit = asProvider;
      const status = await repo.linkStatus(providerId, clientId);
      if (!status || status === 'REJECTED') throw new AppError('NOT_FOUND');
      if (status !== 'ACCEPTED') throw new AppError('CONFLICT', { message: M.soloAceptadas });
      const provider = asProvider ? access.company : await providerBase(providerId);
      const existing = await repo.findPair(providerId, clientId);
      if (existing) return toGeneratorInfoDto(existing, provider, canEdit);
      await deps.db.transaction(async (tx) => {
        const created = await providerGeneratorInfoRepository(tx).insert(providerId, clientId);
        if (!created) return;
        await recordAudit(tx, { action: 'generator-info.created', actorUserId: actor.userId, companyId: actingId, entity: ENTITY, entityId: created.id, details: { clientId, providerId } });
      });
      return one(providerId, clientId, provider, canEdit);
    },

    async update(actor: Actor, input: TUpdateProviderGeneratorInfoRequest): Promise<TProviderGeneratorInfo> {
      const mine = await guard.companiesOf(actor);
      const found = await repo.findVisible(
        mine.map((a) => a.company.id),
        input.id,
      );
      if (!found) throw new AppError('NOT_FOUND');
      // The client sees the record but never writes it.
      if (!mine.some((a) => a.company.id === found.providerId)) throw new AppError('FORBIDDEN');
      const access = requireIn(mine, [found.providerId], 'manage');
      const socialObjects = checkAgainstCompany(access.company, input);
      const changes: GeneratorInfoChanges = {
        assignSupplierNum: input.assignSupplierNum,
        comercialName: input.comercialName,
        contacts: input.contactList.filter((c) => !isBlankContact(c)),
        legalRepresentatives: input.legalRepresentativesList.map((r) => ({ curp: sameKey(r.curp), phone: r.phone, rfc: r.rfc.toUpperCase(), email: r.email })),
        socialObjects,
      };
      await deps.db.transaction(async (tx) => {
        const row = await providerGeneratorInfoRepository(tx).update(found.providerId, found.id, changes, now());
        if (!row) throw new AppError('NOT_FOUND');
        await recordAudit(tx, { action: 'generator-info.updated', actorUserId: actor.userId, companyId: found.providerId, entity: ENTITY, entityId: found.id, details: { clientId: found.clientId } });
      });
      return one(found.providerId, found.clientId, access.company, true);
    },
  };
}
export type ProviderGeneratorInfoService = ReturnType<typeof createProviderGeneratorInfoService>;
