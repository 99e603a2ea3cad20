/** Query keys of the generators area; mutations invalidate through these, never hand-typed keys. */
export const generatorsAreaKeys = {
  all: ['generators-area'] as const,
  providers: (companyId: string) => [...generatorsAreaKeys.all, 'providers', companyId] as const,
  lists: (companyId: string) => [...generatorsAreaKeys.all, 'list', companyId] as const,
  detail: (id: string) => [...generatorsAreaKeys.all, 'detail', id] as const,
  pdf: (id: string, fileId: string | null) => [...generatorsAreaKeys.all, 'pdf', id, fileId] as const,
};
