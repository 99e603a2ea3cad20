import { useMutation } from '@tanstack/react-query';
import type { TOrder } from '../../../../shared/contracts/payments.contract';
import type { TCompany } from '../../../../shared/domain/company';
import { api } from '../../../lib/api-client';
import type { PlanProducts } from '../lib/plan-quote';

/** POST /bpm/pay/subscription: the order for the company and its two products (spec 1 §3). */
export function createOrder(company: Pick<TCompany, 'id' | 'rfc'>, products: PlanProducts): Promise<TOrder> {
  return api.post<TOrder>('/bpm/pay/subscription', {
    companyId: company.id,
    companyRfc: company.rfc,
    products: [products.employees._id, products.storage._id],
  });
}

export function useCreateOrder() {
  return useMutation({
    mutationFn: ({ company, products }: { company: Pick<TCompany, 'id' | 'rfc'>; products: PlanProducts }) => createOrder(company, products),
  });
}
