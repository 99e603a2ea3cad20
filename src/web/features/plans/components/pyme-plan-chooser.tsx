import { Badge, Button, Card, Group, List, LoadingOverlay, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { TProduct } from '../../../../shared/contracts/payments.contract';
import { formatMxnCents, PYME_EMPLOYEE_PRICES, PYME_STORAGE_OPTIONS, PYME_TRIAL_DAYS } from '../../../../shared/domain/plans';
import { TEXTOS_PLANES as T } from '../../../../shared/labels/payment';
import { type PlanChoice, quotePlan } from '../lib/plan-quote';
import { OptionChips } from './option-chips';

interface PymePlanChooserProps {
  choice: PlanChoice;
  onChange: (choice: PlanChoice) => void;
  onChoose: () => void;
  products: TProduct[] | undefined;
  loading: boolean;
  /** Why choosing is not possible right now (not an administrator, plans not loaded). */
  disabled: boolean;
}

const EMPLOYEE_OPTIONS = PYME_EMPLOYEE_PRICES.map((p) => p.employees);

/** The PyME plan chooser (spec 1 §9): workers and storage, the monthly price in MXN, the benefits. */
export function PymePlanChooser({ choice, onChange, onChoose, products, loading, disabled }: PymePlanChooserProps) {
  const quote = quotePlan(choice, products);
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="sm" pos="relative" component="section" aria-labelledby="plan-pyme-titulo" aria-busy={loading}>
      <LoadingOverlay visible={loading} zIndex={10} overlayProps={{ blur: 1 }} />
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="xs">
          <Title id="plan-pyme-titulo" order={2} fz="xl">
            {T.planPyme}
          </Title>
          <Badge color="teal" variant="light" size="lg" tt="none">
            {T.beneficios[0]}
          </Badge>
        </Group>

        <OptionChips label={T.trabajadores} options={EMPLOYEE_OPTIONS} value={choice.employees} onChange={(employees) => onChange({ ...choice, employees })} format={T.trabajadoresOpcion} />
        <OptionChips label={T.almacenamiento} options={PYME_STORAGE_OPTIONS} value={choice.gigas} onChange={(gigas) => onChange({ ...choice, gigas })} format={T.almacenamientoOpcion} />

        {quote ? (
          <Paper bg="avala.0" radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Group align="baseline" gap={8} wrap="wrap">
              <Text component="output" aria-live="polite" data-testid="precio-mensual" fz={{ base: 30, sm: 38 }} fw={800} c="avala.8" lh={1.1}>
                {formatMxnCents(quote.monthlyCents)}
              </Text>
              <Text c="dimmed" fw={500}>
                {T.porMes}
              </Text>
            </Group>
            <Text fz="xs" fw={600} c="dimmed" tt="uppercase" mt="md" mb={4}>
              {T.desglose}
            </Text>
            <Stack gap={2}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fz="sm">{T.desgloseTrabajadores(choice.employees)}</Text>
                <Text fz="sm" fw={600}>
                  {formatMxnCents(quote.employeesCents)}
                </Text>
              </Group>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fz="sm">{T.desgloseAlmacenamiento(choice.gigas)}</Text>
                <Text fz="sm" fw={600}>
                  {quote.storageCents ? formatMxnCents(quote.storageCents) : T.incluido}
                </Text>
              </Group>
            </Stack>
            <Text fz="xs" c="dimmed" mt="sm">
              {T.pruebaGratis(PYME_TRIAL_DAYS)}
            </Text>
          </Paper>
        ) : null}

        <List
          spacing={6}
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" color="teal" variant="light" aria-hidden="true">
              <IconCheck size={13} />
            </ThemeIcon>
          }
        >
          {T.beneficios.map((b) => (
            <List.Item key={b}>{b}</List.Item>
          ))}
        </List>

        <Button size="md" fullWidth onClick={onChoose} disabled={disabled}>
          {T.contratar}
        </Button>
      </Stack>
    </Card>
  );
}
