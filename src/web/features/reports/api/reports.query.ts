import { queryOptions } from '@tanstack/react-query';
import type { TReport, TReporterCompany } from '../../../../shared/contracts/reports.contract';
import type { TOlderDocuments } from '../../../../shared/contracts/older-documents.contract';
import { api } from '../../../lib/api-client';
import { reportsKeys } from './reports.keys';

/** GET /reportes/{clientId}/provider/{providerId}: the Reporteo groups of the pair's services. */
export const reportQuery = (clientId: string, providerId: string) =>
  queryOptions({
    queryKey: reportsKeys.report(clientId, providerId),
    queryFn: ({ signal }) => api.get<TReport>(`/reportes/${clientId}/provider/${providerId}`, { signal }),
  });

/** GET /reporter/idCompany/{companyId}/: its clients with reports and its last generated workbook. */
export const reporterCompanyQuery = (companyId: string) =>
  queryOptions({
    queryKey: reportsKeys.company(companyId),
    queryFn: ({ signal }) => api.get<TReporterCompany>(`/reporter/idCompany/${companyId}/`, { signal }),
  });

/** GET /services/{id}/requirements/{requirementId}/documents?after=: a card's older documents. */
export const fetchOlderReportDocuments = (serviceId: string, requirementId: string, after: string) =>
  api.get<TOlderDocuments>(`/services/${serviceId}/requirements/${requirementId}/documents`, { query: { after } });
