/** Query keys of the service stage screen; mutations invalidate through these, never hand-typed keys. */
export const serviceStagesKeys = {
  all: ['service-stages'] as const,
  service: (serviceId: string) => [...serviceStagesKeys.all, serviceId] as const,
  overview: (serviceId: string) => [...serviceStagesKeys.service(serviceId), 'overview'] as const,
  stage: (serviceId: string, stageId: string) => [...serviceStagesKeys.service(serviceId), 'stage', stageId] as const,
  file: (serviceId: string, documentId: string) => [...serviceStagesKeys.service(serviceId), 'file', documentId] as const,
  history: (serviceId: string, documentId: string) => [...serviceStagesKeys.service(serviceId), 'history', documentId] as const,
};
