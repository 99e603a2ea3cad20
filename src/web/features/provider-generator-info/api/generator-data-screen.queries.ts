import { queryOptions } from '@tanstack/react-query';
import type { TGeneratorInfoOptions, TProviderGeneratorInfo, TProviderGeneratorInfoList } from '../../../../shared/contracts/provider-generator-info.contract';
import type { TServiceDetail } from '../../../../shared/contracts/services.contract';
import { fetchGeneratorInfo, generatorInfoKeys, initGeneratorInfo } from '../../../components/provider-generator-info/generator-info.api';
import { api, isApiError } from '../../../lib/api-client';

/** GET /services/{id}: which company the viewer is on the service and who its counterpart is. */
export const screenServiceQuery = (serviceId: string) =>
  queryOptions({
    queryKey: [...generatorInfoKeys.all, 'service', serviceId] as const,
    queryFn: ({ signal }) => api.get<TServiceDetail>(`/services/${serviceId}`, { signal }),
    retry: false,
  });

export interface PairRecord {
  list: TProviderGeneratorInfoList;
  /** Null when there is none and the viewer may not start it (a Lector, or the client). */
  info: TProviderGeneratorInfo | null;
  options: TGeneratorInfoOptions | null;
}

/**
 * The pair's record for the form: read it and, if the provider has none for this client yet, start
 * it (POST init is idempotent, so a repeated or concurrent start returns the same record). Under
 * the records' keys, so a save refreshes it.
 */
export const pairRecordQuery = (providerId: string, clientId: string) =>
  queryOptions({
    queryKey: [...generatorInfoKeys.ofProvider(providerId, clientId), 'ensure'] as const,
    queryFn: async ({ signal }): Promise<PairRecord> => {
      const list = await fetchGeneratorInfo(providerId, clientId, signal);
      const existing = list.items.find((i) => i.idCompany === clientId) ?? null;
      if (existing || !list.options) return { list, info: existing, options: list.options };
      try {
        return { list, info: await initGeneratorInfo(clientId, providerId), options: list.options };
      } catch (error) {
        if (isApiError(error) && error.status === 403) return { list, info: null, options: list.options };
        throw error;
      }
    },
    retry: false,
  });
