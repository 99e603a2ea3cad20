import { queryOptions } from '@tanstack/react-query';
import type { TLinkedCompanies } from '../../../../shared/contracts/company-links.contract';
import type { TGeneratorList } from '../../../../shared/contracts/generators.contract';
import { api } from '../../../lib/api-client';

const homeKeys = { all: ['generators-home'] as const };

/** "Mis Proveedores": how many linked providers have the generadores flag (only the total is read). */
export const generatorProvidersCountQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...homeKeys.all, 'providers', companyId] as const,
    queryFn: async ({ signal }) => (await api.get<TLinkedCompanies>(`/companies/${companyId}/providers`, { signal, query: { generadores: true, size: 1 } })).total,
  });

/** "Mis generadores": how many generators the company has, archived ones aside. */
export const generatorsCountQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...homeKeys.all, 'generators', companyId] as const,
    queryFn: async ({ signal }) => (await api.get<TGeneratorList>(`/generador/idCompany/${companyId}/allLite`, { signal, query: { size: 5 } })).total,
  });
