import { queryOptions } from '@tanstack/react-query';
import { receiptPath, type TPurchase } from '../../../../shared/contracts/purchases.contract';
import { api } from '../../../lib/api-client';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/http/authorized-file';

export const purchasesKeys = {
  all: ['purchases'] as const,
  of: (email: string) => [...purchasesKeys.all, email.toLowerCase()] as const,
};

/** GET /buy/email/{email}/all: the signed-in user's purchases (plans and additional products). */
export const purchasesQuery = (email: string) =>
  queryOptions({
    queryKey: purchasesKeys.of(email),
    queryFn: ({ signal }) => api.get<TPurchase[]>(`/buy/email/${encodeURIComponent(email)}/all`, { signal }),
  });

/** Downloads the receipt PDF of a paid order under the server's file name. */
export async function downloadReceipt(orderId: string) {
  const { blob, fileName } = await fetchAuthorizedFile(receiptPath(orderId));
  saveBlob(blob, fileName ?? `recibo-${orderId.slice(0, 8)}.pdf`);
}
