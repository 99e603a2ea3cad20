import { queryOptions } from '@tanstack/react-query';
import type { TCatalogue, TWorkbookAx } from '../../../../shared/contracts/catalogues.contract';
import { api } from '../../../lib/api-client';

/** GET /catalogueGenerador/idCompany/{id}/all: the company's catalogue files, newest first. */
export const cataloguesQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['catalogues', companyId, 'all'] as const,
    queryFn: ({ signal }) => api.get<TCatalogue[]>(`/catalogueGenerador/idCompany/${companyId}/all`, { signal }),
  });

/** GET /catalogueGenerador/fileToJson/{id}: the parsed sheets of one catalogue, for the read-only viewer. */
export const catalogueSheetsQuery = (id: string) =>
  queryOptions({
    queryKey: ['catalogues', 'file', id] as const,
    queryFn: ({ signal }) => api.get<{ id: string; fileName: string; workbookAx: TWorkbookAx }>(`/catalogueGenerador/fileToJson/${id}`, { signal }),
    staleTime: 10 * 60_000,
  });
