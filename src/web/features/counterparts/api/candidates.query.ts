import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { PICKER_PAGE_SIZE, type TCandidate } from '../../../../shared/contracts/invitations.contract';
import type { CounterpartSide } from '../../../../shared/labels/counterparts';
import { api } from '../../../lib/api-client';
import { counterpartsKeys } from './counterparts.keys';

/** GET /companies/{id}/candidates: companies that may be invited, 100 per page. */
export const candidatesQuery = (companyId: string, side: CounterpartSide, search: string, generadores: boolean | undefined) =>
  infiniteQueryOptions({
    queryKey: [...counterpartsKeys.candidates(companyId, side), search, generadores] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<{ items: TCandidate[]; hasMore: boolean }>(`/companies/${companyId}/candidates`, {
        signal,
        query: { side, page: pageParam, size: PICKER_PAGE_SIZE, search: search.trim() || undefined, generadores },
      }),
    initialPageParam: 0,
    getNextPageParam: (last, _all, page) => (last.hasMore ? page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
