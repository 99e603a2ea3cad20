/** Query keys of Administración; mutations invalidate through these. */
export const managementKeys = {
  all: ['management'] as const,
  users: (companyId: string) => [...managementKeys.all, 'users', companyId] as const,
  roles: (companyId: string) => [...managementKeys.all, 'roles', companyId] as const,
  owned: () => [...managementKeys.all, 'owned'] as const,
};
