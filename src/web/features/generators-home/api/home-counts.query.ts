import { queryOptions } from '@tanstack/react-query';
import type { TGeneratorList } from '../../../../shared/contracts/generators.contract';
import { api } from '../../../lib/api-client';

const homeKeys = { all: ['generators-home'] as const };

/** "Mis generadores": how many generators the company has, archived ones aside. */
export const generatorsCountQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...homeKeys.all, 'generators', companyId] as const,
    queryFn: async ({ signal }) => (await api.get<TGeneratorList>(`/generador/idCompany/${companyId}/allLite`, { signal, query: { size: 5 } })).total ?? 0,
  });
