import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { satAnalysisXlsxName, type SatAnalysisChip, type TSatAnalysisPage } from '../../../../shared/contracts/sat-analysis.contract';
import type { TSatLookupHistory } from '../../../../shared/contracts/sat-lookup.contract';
import { api } from '../../../lib/api-client';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/http/authorized-file';

export interface SatAnalysisParams {
  q: string;
  situacion: SatAnalysisChip;
  offset: number;
  limit: number;
}

export const satAnalysisKeys = {
  all: ['sat-analysis'] as const,
  page: (companyId: string, params: SatAnalysisParams) => [...satAnalysisKeys.all, 'providers', companyId, params] as const,
  /** Every page of the company's lookup history (invalidated after a lookup). */
  histories: (companyId: string) => [...satAnalysisKeys.all, 'history', companyId] as const,
  history: (companyId: string, page: number, pageSize: number) => [...satAnalysisKeys.histories(companyId), page, pageSize] as const,
};

const filterQuery = (companyId: string, params: Pick<SatAnalysisParams, 'q' | 'situacion'>) => ({ companyId, q: params.q.trim() || undefined, situacion: params.situacion });

/** GET /general/analisis69/providers: one page of the company's providers against the current lists. */
export const satAnalysisPageQuery = (companyId: string, params: SatAnalysisParams) =>
  queryOptions({
    queryKey: satAnalysisKeys.page(companyId, params),
    queryFn: ({ signal }) => api.get<TSatAnalysisPage>('/general/analisis69/providers', { signal, query: { ...filterQuery(companyId, params), offset: params.offset, limit: params.limit } }),
    placeholderData: keepPreviousData,
  });

/** GET /general/analisis69/history: the company's RFC lookups (the company travels in X-Company-Id). */
export const satLookupHistoryQuery = (companyId: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: satAnalysisKeys.history(companyId, page, pageSize),
    queryFn: ({ signal }) => api.get<TSatLookupHistory>('/general/analisis69/history', { signal, query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });

/** Descargar excel: every row of the filter, as the server names it (analisis-69-69b-{rfc}-{fecha}.xlsx). */
export async function downloadSatAnalysisExcel(companyId: string, params: Pick<SatAnalysisParams, 'q' | 'situacion'>, companyRfc: string) {
  const { blob, fileName } = await fetchAuthorizedFile('/general/analisis69/descargaExcel', { query: filterQuery(companyId, params) });
  saveBlob(blob, fileName ?? satAnalysisXlsxName(companyRfc, new Date().toISOString().slice(0, 10)));
}
