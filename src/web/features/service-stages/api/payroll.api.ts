import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPayrollPeriodDetail, TPayrollPeriodQueryInput, TPayrollPeriods, TPayrollUploadResult } from '../../../../shared/contracts/payroll.contract';
import { api } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/http/upload-with-progress';
import { serviceStagesKeys } from './service-stages.keys';

const payrollKey = (serviceId: string) => [...serviceStagesKeys.service(serviceId), 'payroll'] as const;

/** GET /services/{id}/periods: without a month, the year-months that have periods; with one, its periods too. */
export const payrollPeriodsQuery = (serviceId: string, month?: { year: number; month: number }) =>
  queryOptions({
    queryKey: [...payrollKey(serviceId), 'periods', month?.year ?? null, month?.month ?? null],
    queryFn: ({ signal }) => api.get<TPayrollPeriods>(`/services/${serviceId}/periods${month ? `?year=${String(month.year)}&month=${String(month.month)}` : ''}`, { signal }),
  });

/** GET /services/{id}/periods/{periodId}/cfdis: the period and one page of its employees (search, findings chip). */
export const payrollPeriodQuery = (serviceId: string, periodId: string, query: TPayrollPeriodQueryInput = {}) =>
  queryOptions({
    queryKey: [...payrollKey(serviceId), 'period', periodId, query.q ?? '', query.hallazgos ?? 'TODOS', query.offset ?? 0, query.limit ?? null],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (query.q) params.set('q', query.q);
      if (query.hallazgos && query.hallazgos !== 'TODOS') params.set('hallazgos', query.hallazgos);
      if (query.offset) params.set('offset', String(query.offset));
      if (query.limit) params.set('limit', String(query.limit));
      const search = params.toString();
      return api.get<TPayrollPeriodDetail>(`/services/${serviceId}/periods/${periodId}/cfdis${search ? `?${search}` : ''}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/**
 * POST /services/{id}/periods: one batch (at most PAYROLL_BATCH_SIZE files); resolves to each file's
 * result. `settled()` after the last batch makes the periods read again once, not after every batch.
 */
export function usePayrollUpload(serviceId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ files, onProgress }: { files: readonly File[]; onProgress?: (percent: number) => void }) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return uploadWithProgress<TPayrollUploadResult[]>(`/services/${serviceId}/periods`, form, onProgress);
    },
  });
  return Object.assign(mutation, { settled: () => queryClient.invalidateQueries({ queryKey: payrollKey(serviceId) }) });
}
