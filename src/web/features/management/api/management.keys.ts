/** Query keys of Administración; mutations invalidate through these. */
export const managementKeys = {
  all: ['management'] as const,
  /** Every company's users list (a user may belong to several). */
  allUsers: () => [...managementKeys.all, 'users'] as const,
  users: (companyId: string) => [...managementKeys.allUsers(), companyId] as const,
  allRoles: () => [...managementKeys.all, 'roles'] as const,
  roles: (companyId: string) => [...managementKeys.allRoles(), companyId] as const,
  owned: () => [...managementKeys.all, 'owned'] as const,
};
