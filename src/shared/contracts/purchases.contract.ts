import { PRODUCTS } from '../domain/enums';
import { z } from '../domain/zod-locale';
import { envelope } from './envelope';

/** GET /buy/email/{email}/all (spec 1 §7). The e-mail must be the caller's own. */
export const ZPurchasesParams = z.object({ email: z.email().max(254) });
export const ZReceiptParams = z.object({ orderId: z.uuid() });

export const PURCHASE_KINDS = ['PLAN', 'PRODUCT'] as const;
export const PURCHASE_STATUSES = ['PENDING', 'PAID', 'ACTIVE'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/**
 * One line of Mis compras: a plan order (amount in cents per month, a receipt once paid) or an
 * additional product a company has enabled (no amount recorded, no receipt). `concept` is the
 * Spanish text the table shows; the receipt says the same.
 */
export const ZPurchase = z.object({
  id: z.string(),
  kind: z.enum(PURCHASE_KINDS),
  companyId: z.uuid(),
  companyName: z.string(),
  concept: z.string(),
  product: z.enum(PRODUCTS).nullable(),
  date: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  amountCents: z.number().int().nullable(),
  status: z.enum(PURCHASE_STATUSES),
  cardLast4: z.string().nullable(),
  /** GET /buy/orders/{id}/receipt answers a PDF for this line. */
  receipt: z.boolean(),
});
export type TPurchase = z.infer<typeof ZPurchase>;
export const ZPurchasesResponse = envelope(z.array(ZPurchase));

/** The receipt's path, shared by the route and the web's download. */
export const receiptPath = (orderId: string) => `/buy/orders/${orderId}/receipt`;
