import { Box, Group, SegmentedControl, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { TWorkforcePeriod } from '../../../../../shared/contracts/workforce-summary.contract';
import { IconCircle, IconCircleFilled } from '@tabler/icons-react';
import { MONTH_NAMES } from '../../../../../shared/labels/months';
import { COLOR_ESTADO_MES, RESUMEN_TRABAJADORES as T } from '../../../../../shared/labels/workforce-summary';

interface Props {
  periods: readonly TWorkforcePeriod[];
  year: number;
  month: number;
  onYear: (year: number) => void;
  onMonth: (month: number) => void;
}

function Dot({ label, has }: { label: string; has: boolean }) {
  const name = T.dato(label, has);
  const Icon = has ? IconCircleFilled : IconCircle;
  return <Icon size={12} aria-label={name} color="var(--mantine-color-blue-7)" />;
}

/** Years with data (never after the current one: the server leaves them out) and Enero…Diciembre with the status bar and the three dots, read through the legend under them. */
export function MonthPicker({ periods, year, month, onYear, onMonth }: Props) {
  const years = [...new Set(periods.map((p) => p.year))].toSorted((a, b) => b - a);
  const byMonth = new Map(periods.filter((p) => p.year === year).map((p) => [p.month, p]));
  return (
    <Box>
      {years.length > 1 ? <SegmentedControl aria-label={T.anio} data={years.map(String)} value={String(year)} onChange={(v) => onYear(Number(v))} mb="sm" /> : <Text fw={700} mb="sm">{`${T.anio} ${String(year)}`}</Text>}
      <SimpleGrid cols={{ base: 3, xs: 4, md: 6, lg: 12 }} spacing="xs">
        {MONTH_NAMES.map((name, i) => {
          const p = byMonth.get(i + 1);
          const status = p?.status ?? 'sin datos';
          const selected = month === i + 1;
          return (
            <UnstyledButton
              key={name}
              onClick={() => onMonth(i + 1)}
              aria-pressed={selected}
              aria-label={`${name} ${String(year)}: ${T.estados[status]}`}
              p={6}
              style={{ border: `2px solid var(--mantine-color-${selected ? 'blue-6' : 'gray-3'})`, borderRadius: 6 }}
            >
              <Box h={6} mb={4} style={{ borderRadius: 3, background: `var(--mantine-color-${COLOR_ESTADO_MES[status]}-6)` }} />
              <Text size="sm" fw={selected ? 700 : 500}>
                {name}
              </Text>
              <Group gap={4} mt={4}>
                <Dot label={T.fuentes.nomina} has={p?.hasDataPayRoll ?? false} />
                <Dot label={T.fuentes.sua} has={p?.hasDataSua ?? false} />
                <Dot label={T.fuentes.cfdi} has={p?.hasDataCfdi ?? false} />
              </Group>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Group gap="md" mt="xs" c="dimmed" fz="xs">
        <Group gap={4}>
          <IconCircleFilled size={12} aria-hidden="true" color="var(--mantine-color-blue-7)" />
          <Text span fz="xs">
            {T.conDatos}
          </Text>
        </Group>
        <Group gap={4}>
          <IconCircle size={12} aria-hidden="true" color="var(--mantine-color-blue-7)" />
          <Text span fz="xs">
            {T.sinDatos}
          </Text>
        </Group>
        <Text span fz="xs">{`${T.fuentes.nomina} · ${T.fuentes.sua} · ${T.fuentes.cfdi}`}</Text>
      </Group>
    </Box>
  );
}
