import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TOtpExceptionUser, TSecurityPolicies, TTwoStep } from '../../../../shared/contracts/management-security.contract';
import { api } from '../../../lib/api-client';
import { securityKeys } from './security.keys';

export interface OtpExceptionsPage {
  items: TOtpExceptionUser[];
  total: number;
  page: number;
  size: number;
}

export const policiesQuery = (companyId: string) =>
  queryOptions({ queryKey: securityKeys.policies(companyId), queryFn: ({ signal }) => api.get<TSecurityPolicies>(`/companies/${companyId}/policies`, { signal }) });

export const twoStepQuery = (companyId: string) =>
  queryOptions({ queryKey: securityKeys.twoStep(companyId), queryFn: ({ signal }) => api.get<TTwoStep>(`/companies/${companyId}/two-step`, { signal }) });

/** GET /companies/{id}/otp-exceptions: 6 per page, searched by name or e-mail on the server. */
export const otpExceptionsQuery = (companyId: string, params: { search: string; page: number }) =>
  queryOptions({
    queryKey: [...securityKeys.exceptions(companyId), params] as const,
    queryFn: ({ signal }) => api.get<OtpExceptionsPage>(`/companies/${companyId}/otp-exceptions`, { signal, query: { search: params.search.trim() || undefined, page: params.page } }),
    placeholderData: keepPreviousData,
  });

export const securityActions = {
  savePolicies: (companyId: string, body: TSecurityPolicies) => api.put<TSecurityPolicies>(`/companies/${companyId}/policies`, body),
  setTwoStep: (companyId: string, enabled: boolean) => api.put<TTwoStep>(`/companies/${companyId}/two-step`, { enabled }),
  setException: (companyId: string, userId: string, appliesOtp: boolean) => api.put<TOtpExceptionUser>(`/companies/${companyId}/otp-exceptions/${userId}`, { appliesOtp }),
};
