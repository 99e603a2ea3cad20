import { queryOptions } from '@tanstack/react-query';
import type { TProduct } from '../../../../shared/contracts/payments.contract';
import { api } from '../../../lib/api-client';

/** GET /products/all, without authorization (spec 1 §7): the `{n}_empleados` and `{n}_gb` products. */
export const productsQuery = () =>
  queryOptions({
    queryKey: ['products', 'all'] as const,
    queryFn: ({ signal }) => api.get<TProduct[]>('/products/all', { signal, auth: false }),
    staleTime: 10 * 60_000,
  });
