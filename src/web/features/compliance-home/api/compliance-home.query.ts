import { queryOptions } from '@tanstack/react-query';
import type { TDocumentHistoryEntry } from '../../../../shared/contracts/compliance-documents.contract';
import type { TCompanyStage, TCompanyStageCard, TExpedient, TPlatformNotice } from '../../../../shared/contracts/compliance-progress.contract';
import { api } from '../../../lib/api-client';
import { complianceHomeKeys } from './compliance-home.keys';

/** GET /stage/companyId/{companyId}: one card per company stage with its counters. */
export const companyStagesQuery = (companyId: string) =>
  queryOptions({
    queryKey: complianceHomeKeys.stages(companyId),
    queryFn: ({ signal }) => api.get<TCompanyStageCard[]>(`/stage/companyId/${companyId}`, { signal }),
  });

/** GET /stage/companyId/{companyId}/stageTemplateId/{stageId}: the company stage page. */
export const companyStageQuery = (companyId: string, stageId: string) =>
  queryOptions({
    queryKey: complianceHomeKeys.stage(companyId, stageId),
    queryFn: ({ signal }) => api.get<TCompanyStage>(`/stage/companyId/${companyId}/stageTemplateId/${stageId}`, { signal }),
  });

/** GET /expedientes/{companyId}: a company's expedient with its counters. */
export const expedientQuery = (companyId: string) =>
  queryOptions({
    queryKey: complianceHomeKeys.expedient(companyId),
    queryFn: ({ signal }) => api.get<TExpedient>(`/expedientes/${companyId}`, { signal }),
  });

/** GET /expedientes/{companyId}/documents/{documentId}/history: who uploaded, viewed, decided or deleted it. */
export const expedientDocumentHistoryQuery = (companyId: string, documentId: string) =>
  queryOptions({
    queryKey: complianceHomeKeys.documentHistory(companyId, documentId),
    queryFn: ({ signal }) => api.get<TDocumentHistoryEntry[]>(`/expedientes/${companyId}/documents/${documentId}/history`, { signal }),
    // Every opening of the file adds a line: fetched afresh each time the dialog opens.
    staleTime: 0,
  });

/** GET /platform-notices: the home's informational dialogs whose dates include now. */
export const platformNoticesQuery = () =>
  queryOptions({
    queryKey: complianceHomeKeys.notices(),
    queryFn: ({ signal }) => api.get<TPlatformNotice[]>('/platform-notices', { signal }),
    staleTime: 60 * 60_000,
  });
