import { Stack, Text } from '@mantine/core';
import type { TPayrollConcept } from '../../../../../shared/contracts/payroll.contract';
import { exceedsTolerance, stampedImss } from '../../../../../shared/domain/payroll-checks';
import { EXPLICACION_NOMINA as E } from '../../../../../shared/labels/payroll';
import { money } from './payroll-format';

/**
 * An ISR or IMSS cell: the stamped amount; when it differs from the recomputed one by more than a
 * peso (spec 2 §5), in red with both amounts and the difference, each named (not colour alone).
 * `data-concept` and `data-difference` state the finding for tests and styles without reading colours.
 */
export function PayrollTaxCell({ concept, kind }: { concept: TPayrollConcept; kind: 'isr' | 'imss' }) {
  const stamped = money(stampedImss(concept.amount, concept.aportaciones));
  if (!exceedsTolerance(concept.diferencia)) return <span data-concept={kind}>{stamped}</span>;
  return (
    <Stack gap={0} align="flex-end" data-concept={kind} data-difference="error">
      <Text span fz="xs" c="red.9" fw={700}>
        {E.timbrado}: {stamped}
      </Text>
      <Text span fz="xs" c="red.9">
        {E.calculado}: {money(concept.calculado)}
      </Text>
      <Text span fz="xs" c="red.9">
        {E.diferencia}: {money(concept.diferencia)}
      </Text>
    </Stack>
  );
}
