import { queryOptions } from '@tanstack/react-query';
import type { TProviderGeneratorInfo, TProviderGeneratorInfoList, TUpdateProviderGeneratorInfoRequest } from '../../../shared/contracts/provider-generator-info.contract';
import { api } from '../../lib/api-client';

const BASE = '/additional/generadoresInfo';

/** Query keys of the provider's "Datos de generador"; the save invalidates through `all`. */
export const generatorInfoKeys = {
  all: ['provider-generator-info'] as const,
  ofProvider: (providerId: string, clientId?: string) => [...generatorInfoKeys.all, providerId, clientId ?? 'all'] as const,
};

/** GET /additional/generadoresInfo/idProvider/{id}[?idCompany=]: the provider's records (a linked client gets only its own). */
export const fetchGeneratorInfo = (providerId: string, clientId?: string, signal?: AbortSignal) =>
  api.get<TProviderGeneratorInfoList>(`${BASE}/idProvider/${providerId}`, { signal, query: clientId ? { idCompany: clientId } : undefined });

/** The records as a query; a 404 (neither the provider nor a linked client) is not retried. */
export const generatorInfoQuery = (providerId: string, clientId?: string) =>
  queryOptions({
    queryKey: generatorInfoKeys.ofProvider(providerId, clientId),
    queryFn: ({ signal }) => fetchGeneratorInfo(providerId, clientId, signal),
    retry: false,
  });

/** POST init for an accepted client–provider pair; answers the existing record when there is one. */
export const initGeneratorInfo = (clientId: string, providerId: string) => api.post<TProviderGeneratorInfo>(`${BASE}/init/idCompany/${clientId}/idProvider/${providerId}`);

/** PATCH /additional/generadoresInfo: only the provider's Administrador or Colaborador. */
export const saveGeneratorInfo = (body: TUpdateProviderGeneratorInfoRequest) => api.patch<TProviderGeneratorInfo>(BASE, body);
