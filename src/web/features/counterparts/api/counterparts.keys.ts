/** Query keys of the counterparts lists and the add dialog; mutations invalidate through these. */
export const counterpartsKeys = {
  all: ['counterparts'] as const,
  list: (companyId: string, side: 'providers' | 'clients') => [...counterpartsKeys.all, 'list', companyId, side] as const,
  candidates: (companyId: string, side: 'providers' | 'clients') => [...counterpartsKeys.all, 'candidates', companyId, side] as const,
};
