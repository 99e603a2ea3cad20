/** Query keys of the home stages, the company stage page, the expedient and the notices. */
export const complianceHomeKeys = {
  all: ['compliance-home'] as const,
  stages: (companyId: string) => [...complianceHomeKeys.all, 'stages', companyId] as const,
  stage: (companyId: string, stageId: string) => [...complianceHomeKeys.all, 'stage', companyId, stageId] as const,
  expedient: (companyId: string) => [...complianceHomeKeys.all, 'expedient', companyId] as const,
  documentHistory: (companyId: string, documentId: string) => [...complianceHomeKeys.expedient(companyId), 'history', documentId] as const,
  notices: () => [...complianceHomeKeys.all, 'notices'] as const,
};
