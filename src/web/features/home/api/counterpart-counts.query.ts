import { queryOptions } from '@tanstack/react-query';
import type { TLinkedCompanies } from '../../../../shared/contracts/company-links.contract';
import { api } from '../../../lib/api-client';

/**
 * The home counters: the list endpoint's Todos count (accepted and pending links). Providers of
 * generators are left out of "Mis Proveedores" (spec 2 §2 home cards), and so are counterparts the
 * company deactivated on their card.
 */
export const counterpartCountQuery = (companyId: string, side: 'providers' | 'clients') =>
  queryOptions({
    queryKey: ['counterparts', 'home-count', companyId, side] as const,
    queryFn: async ({ signal }) => {
      const answer = await api.get<TLinkedCompanies>(`/companies/${companyId}/${side}`, { signal, query: { size: 1, active: true, generadores: side === 'providers' ? false : undefined } });
      return answer.counts?.todos ?? 0;
    },
  });
