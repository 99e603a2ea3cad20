/** Query keys of MIS REPORTES. */
export const reportsKeys = {
  all: ['reports'] as const,
  report: (clientId: string, providerId: string) => [...reportsKeys.all, 'report', clientId, providerId] as const,
  company: (companyId: string) => [...reportsKeys.all, 'company', companyId] as const,
};
