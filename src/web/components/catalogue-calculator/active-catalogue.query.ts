import { queryOptions } from '@tanstack/react-query';
import type { TCatalogueWithWorkbook } from '../../../shared/contracts/catalogues.contract';
import { api } from '../../lib/api-client';

/**
 * GET /catalogueGenerador/idCompany/{id}/active: the client's active catalogue with its sheets, or
 * null. Readable by the client's members and its generator providers; kept a day so the wizard
 * prices offline after one online visit (the service worker caches the same call).
 */
export const activeCatalogueQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['catalogues', companyId, 'active'] as const,
    queryFn: async ({ signal }) => (await api.get<TCatalogueWithWorkbook[]>(`/catalogueGenerador/idCompany/${companyId}/active`, { signal }))[0] ?? null,
    staleTime: 5 * 60_000,
    gcTime: 24 * 60 * 60_000,
    networkMode: 'offlineFirst',
  });
