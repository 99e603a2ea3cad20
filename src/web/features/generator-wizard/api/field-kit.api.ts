import type { TCatalogueWithWorkbook } from '../../../../shared/contracts/catalogues.contract';
import type { TLinkedCompanies } from '../../../../shared/contracts/company-links.contract';
import type { TGenerator, TGeneratorList, TRegionManager } from '../../../../shared/contracts/generators.contract';
import { GENERATOR_STATUS_LABELS } from '../../../../shared/domain/generator';
import { getDraft, putDraft } from '../../../offline/draft-store';
import type { TUserMe } from '../../../../shared/domain/user';
import { api } from '../../../lib/api-client';
import type { FieldKit } from '../lib/field-kit';
import { keepProfileLogo } from '../lib/profile-logo';
import { draftFromServer, type WizardDraft } from '../lib/wizard-draft';

/** GET /generador/id/{id}: a generator to keep editing. */
export const fetchGenerator = (id: string) => api.get<TGenerator>(`/generador/id/${id}`);

/**
 * Builds the field kit from the server: GET /users/me, the provider's clients with generators
 * (GET /companies/{id}/clients), the company profile's logo, and per client its services offered, region managers and active catalogue.
 */
export async function fetchFieldKit(now = Date.now()): Promise<FieldKit | null> {
  const me = await api.get<TUserMe>('/users/me');
  const provider = me.mainCompany;
  if (!provider) return null;
  // Every accepted client: a generators provider fills reports for the clients it is linked to
  // (the server's init checks the link), whether or not the client bought the GENERADORES product.
  const links = await api.get<TLinkedCompanies>(`/companies/${provider.id}/clients`, { query: { size: 100 } });
  const clients = links.items.filter((c) => c.status === 'ACCEPTED').map((c) => ({ id: c.id, name: c.name, rfc: c.rfc }));
  const services: FieldKit['services'] = {};
  const managers: FieldKit['managers'] = {};
  const catalogues: NonNullable<FieldKit['catalogues']> = {};
  await Promise.all(
    clients.map(async (client) => {
      const [offered, regional, active] = await Promise.all([
        api.get<{ id: string; description: string }[]>(`/serviceOffered/idCompany/${client.id}`).catch(() => []),
        api.get<{ managerInfoList: TRegionManager[] }>(`/regionManager/idCompany/${client.id}`).catch(() => ({ managerInfoList: [] })),
        api.get<TCatalogueWithWorkbook[]>(`/catalogueGenerador/idCompany/${client.id}/active`).catch(() => []),
      ]);
      services[client.id] = offered.map((s) => s.description);
      managers[client.id] = regional.managerInfoList;
      catalogues[client.id] = active[0] ?? null;
    }),
  );
  // Without the logo the kit still works: the supervisor uploads one as before.
  const providerLogo = await keepProfileLogo(provider).catch(() => null);
  return {
    userId: me.id,
    userName: me.completeName || me.email,
    user: { completeName: me.completeName, email: me.email },
    providerLogo,
    provider: { id: provider.id, name: provider.name, rfc: provider.rfc },
    clients,
    services,
    managers,
    catalogues,
    refreshedAt: now,
  };
}

/**
 * The provider's generators still En proceso (the 25 most recent), kept on the device as drafts so
 * a supervisor can finish one offline that was started elsewhere. A local draft is never replaced.
 */
export async function keepServerDraftsOnDevice(providerId: string): Promise<void> {
  const list = await api.get<TGeneratorList>(`/generador/idCompany/${providerId}/allLite`, { query: { size: 25, status: GENERATOR_STATUS_LABELS.DRAFT } });
  for (const item of list.items) {
    if (item.status !== 'DRAFT' || (await getDraft<WizardDraft>(item.id))) continue;
    const generator = await fetchGenerator(item.id);
    await putDraft(item.id, draftFromServer(generator, Date.parse(generator.lastModifiedDate)));
  }
}
