import { queryOptions } from '@tanstack/react-query';
import type { TPaymentsConfig } from '../../../../shared/contracts/payments.contract';
import { api } from '../../../lib/api-client';

/** GET /payments/config, without authorization: whether this server takes card payments at all. */
export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: ['payments', 'config'] as const,
    queryFn: ({ signal }) => api.get<TPaymentsConfig>('/payments/config', { signal, auth: false }),
    staleTime: 10 * 60_000,
  });
