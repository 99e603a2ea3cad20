import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dailyReportName, type RiskSort, type TRiskPage } from '../../../../shared/contracts/risk-board.contract';
import type { RiskLevel } from '../../../../shared/domain/risk-level';
import { api } from '../../../lib/api-client';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/http/authorized-file';

export interface RiskBoardParams {
  q: string;
  service: string;
  /** yyyy-mm; empty: this month. */
  period: string;
  nivel: RiskLevel | '';
  sort: RiskSort;
  dir: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** How often a board being computed is asked for again. */
const COMPUTING_POLL_MS = 3_000;

/**
 * A board computed for the first time answers `computing`: asked again until it is there. A failed
 * computation is answered as an error once: the poll stops there and Reintentar starts it again.
 */
const whileComputing = (query: { state: { data?: { computing: boolean } | undefined; status: string } }) =>
  query.state.data?.computing && query.state.status !== 'error' ? COMPUTING_POLL_MS : false;

export const riskBoardKeys = {
  all: ['risk-board'] as const,
  page: (companyId: string, params: RiskBoardParams) => [...riskBoardKeys.all, companyId, params] as const,
  /** The home card: counts only. */
  counts: (companyId: string) => [...riskBoardKeys.all, companyId, 'counts'] as const,
};

const filterQuery = (params: Omit<RiskBoardParams, 'offset' | 'limit'>) => ({
  q: params.q.trim() || undefined,
  service: params.service || undefined,
  period: params.period || undefined,
  nivel: params.nivel || undefined,
  sort: params.sort,
  dir: params.dir,
});

/** GET /riesgos/{companyId}: one page of the board, its counts per level and the service names. */
export const riskBoardPageQuery = (companyId: string, params: RiskBoardParams) =>
  queryOptions({
    queryKey: riskBoardKeys.page(companyId, params),
    queryFn: ({ signal }) =>
      api.get<TRiskPage>(`/riesgos/${companyId}`, {
        signal,
        query: {
          ...filterQuery(params),
          offset: params.offset,
          limit: params.limit,
        },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: whileComputing,
  });

/** The home card's counts per level (one row is enough to carry them). */
export const riskBoardCountsQuery = (companyId: string) =>
  queryOptions({
    queryKey: riskBoardKeys.counts(companyId),
    queryFn: ({ signal }) =>
      api.get<TRiskPage>(`/riesgos/${companyId}`, {
        signal,
        query: { limit: 1 },
      }),
    select: (page) => ({ counts: page.counts, providers: page.providers, computing: page.computing }),
    refetchInterval: whileComputing,
  });

/** Descargar Reporte Diario: every provider row of the filter, named by the server (ReporteDiario-{dd-mm-aaaa}.xlsx). */
export async function downloadDailyReport(companyId: string, params: Omit<RiskBoardParams, 'offset' | 'limit'>) {
  const { blob, fileName } = await fetchAuthorizedFile(`/riesgos/${companyId}/reporte-diario`, { query: filterQuery(params) });
  const today = new Date()
    .toLocaleDateString('es-MX', {
      timeZone: 'America/Mexico_City',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
    .replaceAll('/', '-');
  saveBlob(blob, fileName ?? dailyReportName(today));
}
