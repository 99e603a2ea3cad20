/** Query keys of Configuración, Empresas and Bitácora; mutations invalidate through these. */
export const securityKeys = {
  all: ['management-security'] as const,
  policies: (companyId: string) => [...securityKeys.all, 'policies', companyId] as const,
  twoStep: (companyId: string) => [...securityKeys.all, 'two-step', companyId] as const,
  exceptions: (companyId: string) => [...securityKeys.all, 'otp-exceptions', companyId] as const,
  companies: (companyId: string) => [...securityKeys.all, 'group-companies', companyId] as const,
  auditLog: (companyId: string) => [...securityKeys.all, 'audit-log', companyId] as const,
};
