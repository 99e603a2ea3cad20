import { Stack, Text } from '@mantine/core';
import type { TPayrollConcept } from '../../../../../shared/contracts/payroll.contract';
import { exceedsTolerance, stampedImss } from '../../../../../shared/domain/payroll-checks';
import { EXPLICACION_NOMINA as E } from '../../../../../shared/labels/payroll';
import { money } from './payroll-format';

/**
 * An ISR or IMSS cell: the stamped amount; when it differs from the recomputed one by more than a
 * peso (spec 2 §5), in red with both amounts and the difference, each named (not colour alone).
 */
export function PayrollTaxCell({ concept }: { concept: TPayrollConcept }) {
  const stamped = money(stampedImss(concept.amount, concept.aportaciones));
  if (!exceedsTolerance(concept.diferencia)) return <>{stamped}</>;
  return (
    <Stack gap={0} align="flex-end">
      <Text span fz="xs" c="red.8" fw={700}>
        {E.timbrado}: {stamped}
      </Text>
      <Text span fz="xs" c="red.8">
        {E.calculado}: {money(concept.calculado)}
      </Text>
      <Text span fz="xs" c="red.8">
        {E.diferencia}: {money(concept.diferencia)}
      </Text>
    </Stack>
  );
}
