import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GroupFilter, TGroupCompanyCard } from '../../../../shared/contracts/companies.contract';
import type { TCompany } from '../../../../shared/domain/company';
import { api } from '../../../lib/api-client';
import { companiesKeys } from '../../../lib/company/companies.query';

export interface GroupCounts {
  todos: number;
  fisica: number;
  moral: number;
  recientes: number;
}

export interface GroupCompanies {
  group: TCompany;
  items: TGroupCompanyCard[];
  counts: GroupCounts;
}

export interface GroupCompaniesParams {
  filter: GroupFilter;
  archived: boolean;
  search: string;
  /** '' for every tag. */
  tag: string;
}

/** GET /companies/{groupId}/groups: the group, its companies for the chosen chip and the chip counts. */
export const groupCompaniesQuery = (groupId: string, params: GroupCompaniesParams) =>
  queryOptions({
    queryKey: [...companiesKeys.all, 'groups', groupId, params] as const,
    queryFn: ({ signal }) =>
      api.get<GroupCompanies>(`/companies/${groupId}/groups`, {
        signal,
        query: { filter: params.filter, archived: params.archived, search: params.search.trim() || undefined, tag: params.tag || undefined },
      }),
    // Switching chips or typing keeps the cards on screen until the new answer arrives.
    placeholderData: keepPreviousData,
  });
