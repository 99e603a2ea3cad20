import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrder } from '../../../../shared/contracts/payments.contract';
import { api } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import type { CardTokenizer, TCardData } from '../lib/card-tokenizer';

/**
 * Pays an order: the card goes to the provider's tokenizer, and only the one-time token reaches
 * POST /subscriptions/pay. Card data never travel to Avala's API.
 */
export async function payOrderWithCard(tokenizer: CardTokenizer, orderId: string, card: TCardData): Promise<TOrder> {
  const token = await tokenizer.tokenize(card);
  return api.post<TOrder>('/subscriptions/pay', { token_id: token.id, instanceProcessId: orderId });
}

/** On success the user is loaded again: the company's plan is now PyME. */
export function usePayOrder(tokenizer: CardTokenizer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, card }: { orderId: string; card: TCardData }) => payOrderWithCard(tokenizer, orderId, card),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey }),
  });
}
