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

  return {
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
