import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { TOrder } from '../../../../shared/contracts/payments.contract';
import { PYME_DEFAULTS } from '../../../../shared/domain/plans';
import { MENSAJES_PAGO } from '../../../../shared/labels/messages';
import { TEXTOS_PLANES as T } from '../../../../shared/labels/payment';
import { PLAN_LABELS } from '../../../../shared/labels/plans';
import { showToast } from '../../../components/feedback/toast';
import { OnboardingLayout, OnboardingTitle } from '../../../components/layouts/onboarding-layout';
import { errorMessage } from '../../../lib/http/api-error';
import { withProcessing } from '../../../lib/loading/global-loading';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { permissionSubjectOf } from '../../../lib/session/user-permissions';
import { useCreateOrder } from '../api/create-order.mutation';
import { paymentsConfigQuery } from '../api/payments-config.query';
import { productsQuery } from '../api/products.query';
import { usePlanProductsErrorToast } from '../hooks/use-plan-products-error';
import { activeCardTokenizer } from '../lib/active-card-tokenizer';
import type { CardTokenizer } from '../lib/card-tokenizer';
import { findPlanProducts, type PlanChoice } from '../lib/plan-quote';
import { CardPaymentForm } from './card-payment-form';
import { OrderSummary } from './order-summary';
import { PymePlanChooser } from './pyme-plan-chooser';

/**
 * /payment (spec 1 §2): the PyME chooser; choosing creates the order, and once an order exists the
 * card payment form shows (the original showed it only while there was none, which the spec notes
 * looks inverted). A paid plan reloads the user and goes to the dashboard.
 */
export function PlansScreen({ tokenizer = activeCardTokenizer }: { tokenizer?: CardTokenizer }) {
  useDocumentTitle(`${T.titulo} · Avala`);
  const navigate = useNavigate();
  const user = useQuery(currentUserQuery()).data;
  const products = useQuery(productsQuery());
  // Production without a payment provider: say so instead of offering a card form that cannot work.
  const paymentsOff = useQuery(paymentsConfigQuery()).data?.enabled === false;
  usePlanProductsErrorToast(products.error);
  const createOrder = useCreateOrder();
  const [choice, setChoice] = useState<PlanChoice>({ ...PYME_DEFAULTS });
  const [order, setOrder] = useState<TOrder | null>(null);

  const company = user?.mainCompany ?? null;
  const hasFreePlan = !company || company.status === 'FREE' || company.status === 'TEMP';
  const isAdmin = user ? permissionSubjectOf(user).role === 'Administrador' : false;

  const choose = async () => {
    if (!company || !products.data) return;
    const chosen = findPlanProducts(products.data, choice);
    if (!chosen) {
      showToast('error', MENSAJES_PAGO.productoInexistente);
      return;
    }
    try {
      setOrder(await withProcessing(() => createOrder.mutateAsync({ company, products: chosen })));
    } catch (error) {
      showToast('error', errorMessage(error));
    }
  };

  const paid = () => {
    showToast('success', MENSAJES_PAGO.pagoExitoso);
    void navigate({ to: '/dashboard', replace: true });
  };

  return (
    <OnboardingLayout wide welcomeText={T.descripcion}>
      <Stack gap="lg">
        <OnboardingTitle>{order ? T.planPyme : T.titulo}</OnboardingTitle>
        {company && !hasFreePlan ? (
          <Alert variant="light" icon={<IconInfoCircle size={20} />}>
            {T.planActual(PLAN_LABELS[company.status])}
          </Alert>
        ) : null}
        {user && !isAdmin ? (
          <Alert variant="light" color="yellow" icon={<IconInfoCircle size={20} />}>
            {T.soloAdministrador}
          </Alert>
        ) : null}

        {paymentsOff ? (
          <Alert role="alert" variant="light" color="yellow" icon={<IconInfoCircle size={20} />}>
            {MENSAJES_PAGO.pagosNoConfigurados}
          </Alert>
        ) : null}

        {order && !paymentsOff ? (
          <>
            <OrderSummary order={order} onChangePlan={() => setOrder(null)} disabled={false} />
            <CardPaymentForm orderId={order.id} tokenizer={tokenizer} onPaid={paid} />
          </>
        ) : (
          <>
            <PymePlanChooser
              choice={choice}
              onChange={setChoice}
              onChoose={() => void choose()}
              products={products.data}
              loading={products.isPending}
              disabled={!company || !isAdmin || !products.data || createOrder.isPending || paymentsOff}
            />
            {products.isError ? (
              <Button variant="light" onClick={() => void products.refetch()}>
                {T.reintentar}
              </Button>
            ) : null}
          </>
        )}

        <Text ta="center" fz="sm">
          <Anchor component={Link} to="/dashboard">
            {hasFreePlan ? T.omitir : T.volver}
          </Anchor>
        </Text>
      </Stack>
    </OnboardingLayout>
  );
}
