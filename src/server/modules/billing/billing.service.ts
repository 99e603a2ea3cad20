import type { TOrder, TPaymentsConfig, TProduct } from '../../../shared/contracts/payments.contract';
import { PYME_TRIAL_DAYS } from '../../../shared/domain/plans';
import { MENSAJES_PAGO } from '../../../shared/labels/messages';
import { normalizeRfc } from '../../../shared/mx/rfc';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from '../../payments/payment-provider';
import type { Actor } from '../../plugins/auth';
import { allows, companyGuard } from '../../access/company-guard';
import { billingRepository, type OrderRow } from './billing.repository';
import { countOf } from '../../../shared/text/count';
import type { TPurchase } from '../../../shared/contracts/purchases.contract';
import { conceptoPlan, conceptoProducto, PURCHASE_STATUS_LABELS, RECIBO } from '../../../shared/labels/purchases';
import { formatMxnCents } from '../../../shared/mx/money';
import { formatDate, formatDateTime } from '../../../shared/mx/dates';
import { renderTextDocument } from '../../pdf/text-document';
import type { OrderWithCompany } from './billing.repository';

const DAY = 86_400_000;

function toOrderDto(row: OrderRow): TOrder {
  return {
    id: row.id,
    companyId: row.companyId,
    employees: row.employees,
    gigas: row.gigas,
    amountCents: row.amountCents,
    status: row.status,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    cardLast4: row.cardLast4,
    createdAt: row.createdAt.toISOString(),
  };
}

function toPurchase({ order, companyName }: OrderWithCompany): TPurchase {
  return {
    id: order.id,
    kind: 'PLAN',
    companyId: order.companyId,
    companyName,
    concept: conceptoPlan(order.employees, order.gigas),
    product: null,
    date: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    amountCents: order.amountCents,
    status: order.status,
    cardLast4: order.cardLast4,
    receipt: order.status === 'PAID',
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The receipt's folio: the first block of the order id, which the support team can search. */
const folioOf = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** Plan purchases when no provider is configured: 503 with a message the plans screen also shows. */
function paymentsOff() {
  return new AppError('UNAVAILABLE', { message: MENSAJES_PAGO.pagosNoConfigurados });
}

/** `provider` is null when payments are off (production without PAYMENTS_PROVIDER). */
export function createBillingService(deps: { db: Db; provider: PaymentProvider | null; now?: () => Date }) {
  const repo = billingRepository(deps.db);
  const guard = companyGuard(deps.db);
  const now = deps.now ?? (() => new Date());

  /** Ids of the companies whose plan the actor may buy: those they administer. */
  async function administered(actor: Actor) {
    return (await guard.companiesOf(actor)).filter((a) => allows(a, 'administer'));
  }

  /**
   * Whose purchases the actor sees: only their own e-mail's (another e-mail is 404, as any other
   * user's resource), i.e. the orders they placed plus every order and additional product of the
   * companies they administer now, since the company's administrators answer for its plan.
   */
  async function purchaseScope(actor: Actor, email: string, actorEmail: string) {
    if (!sameEmail(email, actorEmail)) throw new AppError('NOT_FOUND');
    return (await administered(actor)).map((a) => a.company.id);
  }

  return {
    /** GET /buy/email/{email}/all: plan orders newest first, then the additional products. */
    async purchases(actor: Actor, email: string, actorEmail: string): Promise<TPurchase[]> {
      const companyIds = await purchaseScope(actor, email, actorEmail);
      const plans = (await repo.purchasesOf(actor.userId, companyIds)).map(toPurchase);
      const extras = (await repo.enabledProducts(companyIds))
        .map(
          (p): TPurchase => ({
            id: `${p.companyId}:${p.product}`,
            kind: 'PRODUCT',
            companyId: p.companyId,
            companyName: p.companyName,
            concept: conceptoProducto(p.product),
            product: p.product,
            date: p.enabledAt.toISOString(),
            paidAt: null,
            amountCents: null,
            status: 'ACTIVE',
            cardLast4: null,
            receipt: false,
          }),
        )
        .toSorted((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
      return [...plans, ...extras];
    },

    /** The receipt PDF of a paid order among the actor's purchases; a pending one has none yet (409). */
    async receipt(actor: Actor, orderId: string): Promise<{ bytes: Buffer; filename: string }> {
      const companyIds = (await administered(actor)).map((a) => a.company.id);
      const found = await repo.purchaseOf(actor.userId, companyIds, orderId);
      if (!found) throw new AppError('NOT_FOUND');
      const { order } = found;
      if (order.status !== 'PAID' || !order.paidAt) throw new AppError('CONFLICT', { message: RECIBO.noPagada });
      const folio = folioOf(order.id);
      const lines = [
        `${RECIBO.concepto}: ${conceptoPlan(order.employees, order.gigas)}`,
        `${RECIBO.empresa}: ${found.companyName}`,
        `${RECIBO.rfc}: ${found.companyRfc}`,
        `${RECIBO.fechaOrden}: ${formatDateTime(order.createdAt)}`,
        `${RECIBO.fechaPago}: ${formatDateTime(order.paidAt)}`,
        `${RECIBO.importe}: ${formatMxnCents(order.amountCents)}`,
        ...(order.cardBrand && order.cardLast4 ? [`${RECIBO.metodo}: ${RECIBO.tarjeta(order.cardBrand, order.cardLast4)}`] : []),
        ...(order.providerReference ? [`${RECIBO.referencia}: ${order.providerReference}`] : []),
        ...(order.trialEndsAt ? [`${RECIBO.prueba}: ${RECIBO.pruebaHasta(formatDate(order.trialEndsAt))}`] : []),
        `${RECIBO.estado}: ${PURCHASE_STATUS_LABELS.PAID}`,
      ];
      const bytes = await renderTextDocument({
        title: RECIBO.titulo,
        subtitle: RECIBO.subtitulo(folio, formatDate(now())),
        sections: [
          { heading: RECIBO.datosCompra, paragraphs: lines },
          { heading: RECIBO.aviso, paragraphs: [RECIBO.noFiscal] },
        ],
      });
      return { bytes, filename: RECIBO.archivo(folio) };
    },

    paymentsConfig(): TPaymentsConfig {
      return { enabled: deps.provider !== null, provider: deps.provider?.name ?? null };
    },

    async products(): Promise<TProduct[]> {
      const rows = await repo.products();
      return rows.map((p) => ({ _id: p.id, name: p.name, kind: p.kind, quantity: p.quantity, monthlyCents: p.monthlyCents }));
    },

    /** One `{n}_empleados` and one `{n}_gb` product make a PyME order. */
    async createOrder(actor: Actor, input: { companyId: string; companyRfc: string; products: [string, string] }): Promise<TOrder> {
      if (!deps.provider) throw paymentsOff();
      const access = await guard.requireCompany(actor, input.companyId, 'administer');
      if (normalizeRfc(input.companyRfc) !== access.company.rfc) throw new AppError('VALIDATION', { fields: { companyRfc: 'El RFC no corresponde a la empresa' } });

      const chosen = await repo.productsByIds([...new Set(input.products)]);
      const employees = chosen.find((p) => p.kind === 'empleados');
      const storage = chosen.find((p) => p.kind === 'gb');
      if (!employees || !storage) throw new AppError('VALIDATION', { message: MENSAJES_PAGO.productoInexistente, fields: { products: MENSAJES_PAGO.productoInexistente } });

      const order = await deps.db.transaction(async (tx) => {
        const created = await billingRepository(tx).createOrder(access.company.id, {
          createdBy: actor.userId,
          employees: employees.quantity,
          gigas: storage.quantity,
          amountCents: employees.monthlyCents + storage.monthlyCents,
        });
        await recordAudit(tx, { action: 'billing.order_created', actorUserId: actor.userId, companyId: created.companyId, entity: 'order', entityId: created.id });
        return created;
      });
      return toOrderDto(order);
    },

    /** Subscribes the tokenized card; the first charge falls due when the 30-day trial ends. */
    async pay(actor: Actor, input: { token_id: string; instanceProcessId: string }, customerEmail: string): Promise<TOrder> {
      const provider = deps.provider;
      if (!provider) throw paymentsOff();
      const companies = await administered(actor);
      const order = await repo.findOrder(companies.map((c) => c.company.id), input.instanceProcessId);
      if (!order) throw new AppError('NOT_FOUND');
      if (order.status === 'PAID') throw new AppError('CONFLICT', { message: MENSAJES_PAGO.ordenPagada });

      const result = await provider.subscribe({
        token: input.token_id,
        amountCents: order.amountCents,
        trialDays: PYME_TRIAL_DAYS,
        description: `Plan PyME ${countOf(order.employees, 'empleado', 'empleados')}, ${order.gigas} GB`,
        customerEmail,
      });
      if (!result.ok) {
        await repo.recordFailure(order.companyId, order.id, result.reason);
        throw new AppError('PAYMENT_DECLINED', { message: `${MENSAJES_PAGO.pagoFallido}: ${result.reason}` });
      }
      const current = now();
      const paid = await deps.db.transaction(async (tx) => {
        const row = await billingRepository(tx).markPaid(order, { provider: provider.name, reference: result.reference, brand: result.brand, last4: result.last4, trialEndsAt: new Date(current.getTime() + PYME_TRIAL_DAYS * DAY), now: current });
        if (!row) throw new AppError('CONFLICT', { message: MENSAJES_PAGO.ordenPagada });
        await recordAudit(tx, { action: 'billing.order_paid', actorUserId: actor.userId, companyId: row.companyId, entity: 'order', entityId: row.id, details: { last4: result.last4 } });
        return row;
      });
      return toOrderDto(paid);
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
