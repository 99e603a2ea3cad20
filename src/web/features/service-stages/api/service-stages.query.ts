import { queryOptions } from '@tanstack/react-query';
import type { TDocumentHistoryEntry, TServiceStage } from '../../../../shared/contracts/compliance-documents.contract';
import type { TServiceDetail } from '../../../../shared/contracts/services.contract';
import { api } from '../../../lib/api-client';
import { fetchAuthorizedFile } from '../../../lib/http/authorized-file';
import { serviceStagesKeys } from './service-stages.keys';

/** GET /services/{id}: the header (side, counterpart, stages) and what the viewer may do. */
export const serviceOverviewQuery = (serviceId: string) =>
  queryOptions({
    queryKey: serviceStagesKeys.overview(serviceId),
    queryFn: ({ signal }) => api.get<TServiceDetail>(`/services/${serviceId}`, { signal }),
  });

/** GET /services/{id}/stage/{stageId}: groups → requirements → newest documents. */
export const serviceStageQuery = (serviceId: string, stageId: string | undefined) =>
  queryOptions({
    queryKey: serviceStagesKeys.stage(serviceId, stageId ?? ''),
    queryFn: ({ signal }) => api.get<TServiceStage>(`/services/${serviceId}/stage/${stageId}`, { signal }),
    enabled: Boolean(stageId),
  });

/** The document's bytes (the bearer token is needed, so no plain link); each fetch is a VIEWED event. */
export const documentFileQuery = (serviceId: string, documentId: string) =>
  queryOptions({
    queryKey: serviceStagesKeys.file(serviceId, documentId),
    queryFn: async ({ signal }) => (await fetchAuthorizedFile(`/services/${serviceId}/documents/${documentId}/file`, { signal })).blob,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });

export const downloadDocumentFile = (serviceId: string, documentId: string) => fetchAuthorizedFile(`/services/${serviceId}/documents/${documentId}/file`, { query: { download: 1 } });

/** GET /services/{id}/documents/{documentId}/history: who uploaded, viewed, decided or deleted it. */
export const documentHistoryQuery = (serviceId: string, documentId: string) =>
  queryOptions({
    queryKey: serviceStagesKeys.history(serviceId, documentId),
    queryFn: ({ signal }) => api.get<TDocumentHistoryEntry[]>(`/services/${serviceId}/documents/${documentId}/history`, { signal }),
  });
