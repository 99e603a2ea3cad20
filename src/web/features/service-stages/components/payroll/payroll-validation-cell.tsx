import { Badge, List, Stack, Text } from '@mantine/core';
import type { TPayrollEmployeeRow } from '../../../../../shared/contracts/payroll.contract';
import { VALIDACION_NOMINA as V } from '../../../../../shared/labels/payroll';

const COLOR = { CORRECTO: 'teal', CON_ADVERTENCIAS: 'yellow', CON_ERRORES: 'red' } as const;
/** Severity words at 12 px on white or a striped row: red-9 is 5.1:1; yellow-9 alone is 3:1, so it is darkened as the theme's light variants are. */
const SEVERITY_COLOR = { error: 'red.9', warning: 'color-mix(in srgb, var(--mantine-color-yellow-9) 65%, black)' } as const;

/** The row's validation status and every flag with its reason, as text (read in order, no hover needed). */
export function PayrollValidationCell({ validation }: { validation: TPayrollEmployeeRow['validation'] }) {
  return (
    <Stack gap={2} miw={260} style={{ whiteSpace: 'normal' }}>
      {validation.status ? (
        <Badge size="sm" variant="light" color={COLOR[validation.status]} style={{ alignSelf: 'flex-start' }}>
          {V.estado[validation.status]}
        </Badge>
      ) : (
        <Text span fz="xs" c="dimmed">
          —
        </Text>
      )}
      {validation.flags.length ? (
        <List size="xs" spacing={0}>
          {validation.flags.map((f) => (
            <List.Item key={f.code}>
              <Text span fz="xs" fw={700} c={SEVERITY_COLOR[f.severity]}>
                {V.severidad[f.severity]}:
              </Text>{' '}
              <Text span fz="xs">
                {f.message}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
