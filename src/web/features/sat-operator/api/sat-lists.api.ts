import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SatListKey, TSatImportResult, TSatListsOverview } from '../../../../shared/contracts/sat-lists.contract';
import { api } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/http/upload-with-progress';

const satListsKey = ['sat-lists'] as const;

/** GET /sat/lists: the current snapshot of each list, the import history and the job's last failures. */
export const satListsOverviewQuery = () =>
  queryOptions({
    queryKey: satListsKey,
    queryFn: ({ signal }) => api.get<TSatListsOverview>('/sat/lists', { signal }),
  });

/** POST /sat/lists/69b/import or /sat/lists/69/import (with `list`), with upload progress. */
export function useSatListImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ list, file, onProgress }: { list: SatListKey; file: File; onProgress?: (percent: number) => void }) => {
      const form = new FormData();
      if (list !== '69b') form.append('list', list);
      form.append('file', file, file.name);
      return uploadWithProgress<TSatImportResult>(list === '69b' ? '/sat/lists/69b/import' : '/sat/lists/69/import', form, onProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: satListsKey }),
  });
}
