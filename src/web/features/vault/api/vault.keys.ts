/** Query keys of the vault; mutations invalidate through these. */
export const vaultKeys = {
  all: ['vault'] as const,
  company: (companyId: string) => [...vaultKeys.all, companyId] as const,
  folder: (companyId: string, folderId: string | undefined) => [...vaultKeys.company(companyId), 'folder', folderId ?? 'root'] as const,
  shared: (companyId: string) => [...vaultKeys.company(companyId), 'shared'] as const,
  history: (fileId: string) => [...vaultKeys.all, 'history', fileId] as const,
  file: (companyId: string, documentId: string) => [...vaultKeys.company(companyId), 'file', documentId] as const,
};
