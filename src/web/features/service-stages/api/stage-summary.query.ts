import { queryOptions } from '@tanstack/react-query';
import type { TStageSummary } from '../../../../shared/contracts/compliance-summary.contract';
import { api } from '../../../lib/api-client';

/** GET /services/{id}/stages/{stageId}/summary: the stage's periods, newest first ('Resumen de {stage}'). */
export const stageSummaryQuery = (serviceId: string, stageId: string) =>
  queryOptions({
    queryKey: ['services', serviceId, 'stages', stageId, 'summary'] as const,
    queryFn: ({ signal }) => api.get<TStageSummary>(`/services/${serviceId}/stages/${stageId}/summary`, { signal }),
  });
