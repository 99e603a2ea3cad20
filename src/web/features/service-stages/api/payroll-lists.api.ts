import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWorkerListMonths, TWorkerListUploadResult } from '../../../../shared/contracts/payroll-lists.contract';
import { SUA_TEMPLATE_FILE, type WorkerListKind } from '../../../../shared/domain/payroll-list-template';
import { api } from '../../../lib/api-client';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/http/authorized-file';
import { uploadWithProgress } from '../../../lib/http/upload-with-progress';
import { serviceStagesKeys } from './service-stages.keys';

const listsKey = (serviceId: string) => [...serviceStagesKeys.service(serviceId), 'payroll-lists'] as const;

/** GET /services/{id}/payroll-lists: the months with a paid-payroll list and with SUA data, and the span. */
export const workerListMonthsQuery = (serviceId: string) =>
  queryOptions({
    queryKey: [...listsKey(serviceId), 'months'],
    queryFn: ({ signal }) => api.get<TWorkerListMonths>(`/services/${serviceId}/payroll-lists`, { signal }),
  });

/** POST /services/{id}/payroll-lists or /sua: one file for one month, with upload progress. */
export function useWorkerListUpload(serviceId: string, kind: WorkerListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, year, month, onProgress }: { file: File; year: number; month: number; onProgress?: (percent: number) => void }) => {
      const form = new FormData();
      // Fields before the file: the server reads them from the file part.
      form.append('year', String(year));
      form.append('month', String(month));
      form.append('file', file, file.name);
      return uploadWithProgress<TWorkerListUploadResult>(`/services/${serviceId}/${kind === 'LISTA' ? 'payroll-lists' : 'sua'}`, form, onProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsKey(serviceId) }),
  });
}

/** GET /services/{id}/sua/template: the blank SUA workbook. */
export async function downloadSuaTemplate(serviceId: string): Promise<void> {
  const { blob } = await fetchAuthorizedFile(`/services/${serviceId}/sua/template`);
  saveBlob(blob, SUA_TEMPLATE_FILE);
}
