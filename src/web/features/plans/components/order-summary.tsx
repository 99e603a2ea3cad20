import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TOrder } from '../../../../shared/contracts/payments.contract';
import { formatMxnCents, PYME_TRIAL_DAYS } from '../../../../shared/domain/plans';
import { TEXTOS_PAGO, TEXTOS_PLANES } from '../../../../shared/labels/payment';

interface OrderSummaryProps {
  order: TOrder;
  onChangePlan: () => void;
  disabled: boolean;
}

/** What is being bought: the plan, its monthly price and when the first charge falls due. */
export function OrderSummary({ order, onChangePlan, disabled }: OrderSummaryProps) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" component="section" aria-label={TEXTOS_PAGO.resumen}>
      <Stack gap={4}>
        <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
          {TEXTOS_PAGO.resumen}
        </Text>
        <Text fw={600}>{TEXTOS_PAGO.resumenPlan(order.employees, order.gigas)}</Text>
        <Group align="baseline" gap={6}>
          <Text fz={26} fw={800} c="avala.8" data-testid="orden-monto">
            {formatMxnCents(order.amountCents)}
          </Text>
          <Text c="dimmed" fz="sm">
            {TEXTOS_PLANES.porMes}
          </Text>
        </Group>
        <Text fz="sm" c="dimmed">
          {TEXTOS_PLANES.pruebaGratis(PYME_TRIAL_DAYS)}
        </Text>
        <Group mt={4}>
          <Button variant="subtle" size="compact-sm" px={0} leftSection={<IconArrowLeft size={16} aria-hidden="true" />} onClick={onChangePlan} disabled={disabled}>
            {TEXTOS_PLANES.cambiarPlan}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
