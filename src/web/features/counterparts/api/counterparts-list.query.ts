import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { LINK_PAGE_SIZE, type TLinkedCompanies } from '../../../../shared/contracts/company-links.contract';
import type { CompanyType } from '../../../../shared/domain/enums';
import type { CounterpartSide } from '../../../../shared/labels/counterparts';
import { api } from '../../../lib/api-client';
import { counterpartsKeys } from './counterparts.keys';

export interface CounterpartsParams {
  type: CompanyType | undefined;
  search: string;
  generadores?: boolean | undefined;
}

/** GET /companies/{id}/providers|clients, 20 at a time by cursor (infinite scroll). */
export const counterpartsListQuery = (companyId: string, side: CounterpartSide, params: CounterpartsParams) =>
  infiniteQueryOptions({
    queryKey: [...counterpartsKeys.list(companyId, side), params] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<TLinkedCompanies>(`/companies/${companyId}/${side}`, {
        signal,
        query: { size: LINK_PAGE_SIZE, type: params.type, generadores: params.generadores, search: params.search.trim() || undefined, after: pageParam || undefined },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
