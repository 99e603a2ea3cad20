import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TGenerator, TGeneratorColumnFilters, TGeneratorList } from '../../../../shared/contracts/generators.contract';
import { api } from '../../../lib/api-client';
import { generatorsAreaKeys } from './generators-area.keys';

export interface GeneratorListParams {
  page: number;
  size: number;
  search: string;
  archived: boolean;
  filters: TGeneratorColumnFilters;
  /** The cursor the previous page returned, when the user stepped here from it. */
  after?: string | undefined;
}

/** The query string shared by the list and its Excel report: empty filters are left out. */
export function listQueryParams(params: Omit<GeneratorListParams, 'page' | 'size' | 'after'>) {
  const filters = Object.fromEntries(Object.entries(params.filters).map(([key, value]) => [key, value?.trim() || undefined]));
  return { search: params.search.trim() || undefined, archived: params.archived, ...filters };
}

/**
 * GET /generador/idCompany/{id}/allLite, paginated and filtered on the server; with `serviceId`,
 * GET /generador/serviceId/{id}/allLite (that service's generators, as `companyId` sees them).
 */
export const generatorsListQuery = (companyId: string, params: GeneratorListParams, serviceId?: string) =>
  queryOptions({
    queryKey: [...generatorsAreaKeys.lists(companyId), params, serviceId ?? null] as const,
    queryFn: ({ signal }) =>
      api.get<TGeneratorList>(serviceId ? `/generador/serviceId/${serviceId}/allLite` : `/generador/idCompany/${companyId}/allLite`, {
        signal,
        query: { page: params.page, size: params.size, after: params.after, ...listQueryParams(params) },
      }),
    placeholderData: keepPreviousData,
  });

export const PROVIDER_HISTORY_PAGE_SIZE = 5;

/** One provider's generators for the "Generador" modal: 5 a page, newest first, never DISABLED. */
export const providerGeneratorsQuery = (companyId: string, providerId: string, page: number) =>
  queryOptions({
    queryKey: [...generatorsAreaKeys.lists(companyId), 'provider', providerId, page] as const,
    queryFn: ({ signal }) =>
      api.get<TGeneratorList>(`/generador/idCompany/${companyId}/allLite`, { signal, query: { page, size: PROVIDER_HISTORY_PAGE_SIZE, providerId } }),
    placeholderData: keepPreviousData,
  });

/** GET /generadorBidding/biddingId/{id}: the document data "Información" shows (spec 3 §7). */
export const generatorBiddingQuery = (generatorId: string, biddingId: string) =>
  queryOptions({
    queryKey: generatorsAreaKeys.detail(generatorId),
    queryFn: ({ signal }) => api.get<TGenerator>(`/generadorBidding/biddingId/${biddingId}`, { signal }),
  });
