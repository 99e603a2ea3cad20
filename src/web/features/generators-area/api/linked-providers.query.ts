import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { LINK_PAGE_SIZE, type TLinkedCompanies } from '../../../../shared/contracts/company-links.contract';
import type { CompanyType } from '../../../../shared/domain/enums';
import { api } from '../../../lib/api-client';
import { generatorsAreaKeys } from './generators-area.keys';

export interface ProvidersParams {
  type: CompanyType | undefined;
  search: string;
}

/** GET /companies/{id}/providers?generadores=true, 20 at a time for the infinite scroll, by cursor. */
export const linkedProvidersQuery = (companyId: string, params: ProvidersParams) =>
  infiniteQueryOptions({
    queryKey: [...generatorsAreaKeys.providers(companyId), params] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<TLinkedCompanies>(`/companies/${companyId}/providers`, {
        signal,
        query: { size: LINK_PAGE_SIZE, generadores: true, type: params.type, search: params.search.trim() || undefined, after: pageParam || undefined },
      }),
    // '' asks for the first page; each page hands over the cursor of the next (keyset).
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
