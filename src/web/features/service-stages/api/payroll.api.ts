import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPayrollPeriodDetail, TPayrollPeriods, TPayrollUploadResult } from '../../../../shared/contracts/payroll.contract';
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

/** GET /services/{id}/periods/{periodId}/cfdis: the period and its employees. */
export const payrollPeriodQuery = (serviceId: string, periodId: string) =>
  queryOptions({
    queryKey: [...payrollKey(serviceId), 'period', periodId],
    queryFn: ({ signal }) => api.get<TPayrollPeriodDetail>(`/services/${serviceId}/periods/${periodId}/cfdis`, { signal }),
  });

/** POST /services/{id}/periods: one batch (at most PAYROLL_BATCH_SIZE files); resolves to each file's result. */
export function usePayrollUpload(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, onProgress }: { files: readonly File[]; onProgress?: (percent: number) => void }) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return uploadWithProgress<TPayrollUploadResult[]>(`/services/${serviceId}/periods`, form, onProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKey(serviceId) }),
  });
}
