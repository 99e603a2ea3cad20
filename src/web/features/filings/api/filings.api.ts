import { queryOptions } from '@tanstack/react-query';
import type { TClientProviderFilings, TProviderFilings } from '../../../../shared/contracts/filings.contract';
import { api } from '../../../lib/api-client';

export const filingsKeys = {
  all: ['filings'] as const,
  provider: (providerId: string) => [...filingsKeys.all, 'provider', providerId] as const,
  client: (clientId: string, year?: number, period?: number) => [...filingsKeys.all, 'client', clientId, year ?? null, period ?? null] as const,
};

/** GET /filings/{providerId}/periods: the current period and the four before it, with status per kind. */
export const providerFilingsQuery = (providerId: string) =>
  queryOptions({
    queryKey: filingsKeys.provider(providerId),
    queryFn: ({ signal }) => api.get<TProviderFilings>(`/filings/${providerId}/periods`, { signal }),
  });

/** GET /filings/client/{clientId}/providers: each linked provider's status for one period. */
export const clientProviderFilingsQuery = (clientId: string, year?: number, period?: number) =>
  queryOptions({
    queryKey: filingsKeys.client(clientId, year, period),
    queryFn: ({ signal }) => api.get<TClientProviderFilings>(`/filings/client/${clientId}/providers`, { signal, query: { year, period } }),
  });
