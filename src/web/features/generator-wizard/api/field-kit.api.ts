import type { TLinkedCompanies } from '../../../../shared/contracts/company-links.contract';
import type { TGenerator, TRegionManager } from '../../../../shared/contracts/generators.contract';
import type { TUserMe } from '../../../../shared/domain/user';
import { api } from '../../../lib/api-client';
import type { FieldKit } from '../lib/field-kit';

/** GET /generador/id/{id}: a generator to keep editing. */
export const fetchGenerator = (id: string) => api.get<TGenerator>(`/generador/id/${id}`);

/**
 * Builds the field kit from the server: GET /users/me, the provider's clients with generators
 * (GET /companies/{id}/clients?generadores=true), and per client its services offered and region managers.
 */
export async function fetchFieldKit(now = Date.now()): Promise<FieldKit | null> {
  const me = await api.get<TUserMe>('/users/me');
  const provider = me.mainCompany;
  if (!provider) return null;
  const clientsOf = (query: Record<string, string | number | boolean>) => api.get<TLinkedCompanies>(`/companies/${provider.id}/clients`, { query: { size: 100, ...query } });
  // Clients with the GENERADORES product first; a client without it can still receive generators
  // from a linked provider (the server only checks the link), so fall back to every accepted client.
  let links = await clientsOf({ generadores: true });
  if (!links.items.some((c) => c.status === 'ACCEPTED')) links = await clientsOf({});
  const clients = links.items.filter((c) => c.status === 'ACCEPTED').map((c) => ({ id: c.id, name: c.name, rfc: c.rfc }));
  const services: FieldKit['services'] = {};
  const managers: FieldKit['managers'] = {};
  await Promise.all(
    clients.map(async (client) => {
      const [offered, regional] = await Promise.all([
        api.get<{ id: string; description: string }[]>(`/serviceOffered/idCompany/${client.id}`).catch(() => []),
        api.get<{ managerInfoList: TRegionManager[] }>(`/regionManager/idCompany/${client.id}`).catch(() => ({ managerInfoList: [] })),
      ]);
      services[client.id] = offered.map((s) => s.description);
      managers[client.id] = regional.managerInfoList;
    }),
  );
  return {
    userId: me.id,
    userName: me.completeName || me.email,
    provider: { id: provider.id, name: provider.name, rfc: provider.rfc },
    clients,
    services,
    managers,
    refreshedAt: now,
  };
}
