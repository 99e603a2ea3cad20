import { queryOptions } from '@tanstack/react-query';
import type { TCreateServiceRequest, TServiceDetail, TServiceLite, TServicesLite, TServiceType, TUpdateServiceRequest } from '../../../../shared/contracts/services.contract';
import { api } from '../../../lib/api-client';

export type CounterpartList = 'providers' | 'clients';

/** Every services query key hangs from `all`, so a mutation invalidates them in one call. */
export const servicesKeys = {
  all: ['services'] as const,
  lite: (companyId: string, side: CounterpartList, counterpartId: string) => [...servicesKeys.all, 'lite', companyId, side, counterpartId] as const,
  types: (companyId: string) => [...servicesKeys.all, 'types', companyId] as const,
  detail: (serviceId: string) => [...servicesKeys.all, 'detail', serviceId] as const,
};

/** Current and archived services with one counterpart (GET /services/companies/…/lite). */
export const servicesLiteQuery = (companyId: string, side: CounterpartList, counterpartId: string) =>
  queryOptions({
    queryKey: servicesKeys.lite(companyId, side, counterpartId),
    queryFn: ({ signal }) => api.get<TServicesLite>(`/services/companies/${companyId}/${side}/${counterpartId}/lite`, { signal }),
  });

/** Document sets the company may choose (GET /service-type/company/{id}); the form asks only on CORPORATIVO. */
export const serviceTypesQuery = (companyId: string) =>
  queryOptions({
    queryKey: servicesKeys.types(companyId),
    queryFn: ({ signal }) => api.get<TServiceType[]>(`/service-type/company/${companyId}`, { signal }),
    staleTime: 5 * 60_000,
  });

/** One service with its stages and the viewer's permissions (GET /services/{id}). */
export const serviceDetailQuery = (serviceId: string) =>
  queryOptions({
    queryKey: servicesKeys.detail(serviceId),
    queryFn: ({ signal }) => api.get<TServiceDetail>(`/services/${serviceId}`, { signal }),
  });

export const createService = (body: TCreateServiceRequest) => api.post<TServiceLite>('/services', body);
export const updateService = (id: string, body: TUpdateServiceRequest) => api.put<TServiceLite>(`/services/${id}`, body);
export const deleteService = (id: string) => api.delete<{ id: string }>(`/services/${id}`);
export const authorizeService = (id: string, accept: boolean) => api.get<TServiceLite>(`/services/${id}/authorize`, { query: { accept: String(accept) } });
