import { z } from '../domain/zod-locale';
import { MENSAJES_EMPRESA, MENSAJES_PAGO } from '../labels/messages';
import { passesLuhn } from '../domain/plans';
import { envelope } from './envelope';

export const ZProduct = z.object({
  _id: z.uuid(),
  name: z.string(),
  kind: z.enum(['empleados', 'gb']),
  quantity: z.number().int(),
  monthlyCents: z.number().int(),
});
export type TProduct = z.infer<typeof ZProduct>;
export const ZProductsResponse = envelope(z.array(ZProduct));

export const ORDER_STATUSES = ['PENDING', 'PAID'] as const;
export const ZOrder = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  employees: z.number().int(),
  gigas: z.number().int(),
  amountCents: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  trialEndsAt: z.iso.datetime().nullable(),
  cardLast4: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TOrder = z.infer<typeof ZOrder>;

/** Order creation (spec 1 §3): the company and the two chosen products. */
export const ZCreateOrderRequest = z.strictObject({
  companyId: z.uuid(),
  companyRfc: z.string().trim().min(1).max(13),
  products: z.tuple([z.uuid(), z.uuid()]),
});
export const ZOrderResponse = envelope(ZOrder);

/** Whether this server can take card payments (public): the plans screen shows the card form only then. */
export const ZPaymentsConfig = z.object({ enabled: z.boolean(), provider: z.string().nullable() });
export type TPaymentsConfig = z.infer<typeof ZPaymentsConfig>;
export const ZPaymentsConfigResponse = envelope(ZPaymentsConfig);

/** What the page sends after tokenizing: the card never reaches our API, only its token. */
export const ZPayRequest = z.strictObject({
  token_id: z.string().min(8).max(100),
  instanceProcessId: z.uuid(),
  deviceIdHiddenFieldName: z.string().max(200).optional(),
});

const currentYear = () => new Date().getFullYear();

/** Card form (spec 1 §2): checked in the browser and again by the provider's tokenizer. */
export const ZCardForm = z
  .strictObject({
    holder_name: z.string().trim().min(1, MENSAJES_EMPRESA.campoRequerido).max(120),
    card_number: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine(passesLuhn, MENSAJES_PAGO.tarjetaInvalida),
    expiration_month: z.string().regex(/^(0[1-9]|1[0-2])$/, MENSAJES_PAGO.mesInvalido),
    expiration_year: z.string().regex(/^\d{2}$/, MENSAJES_PAGO.anioInvalido),
    cvv2: z.string().regex(/^\d{3}$/, MENSAJES_PAGO.codigoSeguridad),
  })
  .refine(
    (c) => {
      const year = 2000 + Number(c.expiration_year);
      const month = Number(c.expiration_month);
      const now = new Date();
      return year > currentYear() || (year === currentYear() && month >= now.getMonth() + 1);
    },
    { path: ['expiration_month'], error: MENSAJES_PAGO.tarjetaVencida },
  );
export type TCardForm = z.input<typeof ZCardForm>;

export const ZCardToken = z.object({ id: z.string(), card: z.object({ brand: z.string(), last4: z.string() }) });
