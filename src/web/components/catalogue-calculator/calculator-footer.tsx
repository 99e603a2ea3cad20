import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { TEXTOS_CATALOGO as T } from '../../../shared/labels/catalogue';

interface CalculatorFooterProps {
  /** Total General, already formatted. */
  total: string;
  count: number;
  /** Null in read-only mode: no Guardar. */
  onSave: (() => void) | null;
  saving: boolean;
}

/** Running total and "Guardar", stuck to the bottom of the calculator on every tab (issue 10 §4). */
export function CalculatorFooter({ total, count, onSave, saving }: CalculatorFooterProps) {
  return (
    <Paper
      component="footer"
      withBorder
      shadow="sm"
      p="sm"
      mt="sm"
      pos="sticky"
      bottom={0}
      style={{ zIndex: 3, paddingBottom: 'calc(var(--mantine-spacing-sm) + env(safe-area-inset-bottom))' }}
      aria-label={T.totalGeneral}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} miw={0}>
          <Text fz="xs" c="dimmed">
            {T.partidasSeleccionadas(count)}
          </Text>
          <Text fw={700} fz="lg" aria-live="polite">
            {T.totalGeneral}: <span data-testid="total-corriente">{total}</span>
          </Text>
        </Stack>
        {onSave ? (
          <Button onClick={onSave} loading={saving} size="md" style={{ flexShrink: 0 }}>
            {T.guardar}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
