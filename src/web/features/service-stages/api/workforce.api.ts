import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { TServiceWorkers, TWorkforcePeriods } from '../../../../shared/contracts/workforce-summary.contract';
import { api } from '../../../lib/api-client';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/http/authorized-file';
import { serviceStagesKeys } from './service-stages.keys';

const workforceKey = (serviceId: string) => [...serviceStagesKeys.service(serviceId), 'workforce'] as const;
export const SERVICE_WORKERS_PAGE = 50;

/** GET /assortCfdiSua/serviceId/{id}: the months with a payroll list, SUA or CFDI, newest first, without rows. */
export const workforceMonthsQuery = (serviceId: string) =>
  queryOptions({
    queryKey: [...workforceKey(serviceId), 'months'],
    queryFn: ({ signal }) => api.get<TWorkforcePeriods>(`/assortCfdiSua/serviceId/${serviceId}`, { signal }),
  });

/** GET /assortCfdiSua/serviceId/{id}/month/{m}/year/{y}: one month with its matched workers. */
export const workforceMonthQuery = (serviceId: string, year: number, month: number) =>
  queryOptions({
    queryKey: [...workforceKey(serviceId), 'month', year, month],
    queryFn: ({ signal }) => api.get<TWorkforcePeriods>(`/assortCfdiSua/serviceId/${serviceId}/month/${String(month)}/year/${String(year)}`, { signal }),
  });

/** GET /assortByService/serviceId/{id}: the service's workers (EMPLEADOS), paged on the server. */
export const serviceWorkersQuery = (serviceId: string, q: string) =>
  infiniteQueryOptions({
    queryKey: [...workforceKey(serviceId), 'workers', q],
    initialPageParam: 0,
    queryFn: ({ signal, pageParam }) => api.get<TServiceWorkers>(`/assortByService/serviceId/${serviceId}`, { signal, query: { q: q || undefined, offset: pageParam, limit: SERVICE_WORKERS_PAGE } }),
    getNextPageParam: (last) => (last.offset + last.rows.length < last.total ? last.offset + last.rows.length : undefined),
  });

/** GET …/month/{m}/year/{y}/xlsx: the month's workers as xlsx, saved under `fileName`. */
export async function downloadWorkforceMonth(serviceId: string, year: number, month: number, fileName: string): Promise<void> {
  const { blob } = await fetchAuthorizedFile(`/assortCfdiSua/serviceId/${serviceId}/month/${String(month)}/year/${String(year)}/xlsx`);
  saveBlob(blob, fileName);
}
