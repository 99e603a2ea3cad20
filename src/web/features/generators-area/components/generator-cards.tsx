import { Badge, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { GENERATOR_FILTER_KEYS, type TGeneratorColumnFilters, type TGeneratorLite } from '../../../../shared/contracts/generators.contract';
import { TEXTOS_AREA_GENERADORES as T } from '../../../../shared/labels/generators-area';
import { TEXTOS_REVISION as R } from '../../../../shared/labels/generator-review';
import { rowCells } from '../lib/generator-format';
import type { Viewer } from '../lib/row-permissions';
import { GeneratorRowMenu, type RowCommand } from './generator-row-menu';

interface GeneratorCardsProps {
  items: TGeneratorLite[];
  filters: TGeneratorColumnFilters;
  onFilterChange: (key: keyof TGeneratorColumnFilters, value: string) => void;
  filtersOpen: boolean;
  viewer: Viewer;
  onCommand: (command: RowCommand, generator: TGeneratorLite) => void;
  empty: boolean;
}

/** Phone: one card per generator; the column filters fold into a panel above them. */
export function GeneratorCards({ items, filters, onFilterChange, filtersOpen, viewer, onCommand, empty }: GeneratorCardsProps) {
  return (
    <Stack gap="sm">
      {filtersOpen ? (
        <SimpleGrid cols={2} spacing="xs">
          {GENERATOR_FILTER_KEYS.map((key) => (
            <TextInput key={key} size="xs" label={T.columnas[key]} value={filters[key] ?? ''} onChange={(event) => onFilterChange(key, event.currentTarget.value)} aria-label={T.filtrar(T.columnas[key])} />
          ))}
        </SimpleGrid>
      ) : null}
      {empty ? (
        <Text c="dimmed" ta="center" py="lg">
          {T.sinDatos}
        </Text>
      ) : (
        items.map((g) => {
          const cells = rowCells(g);
          return (
            <Card key={g.id} withBorder radius="md" padding="sm" component="article" aria-label={cells.code}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={700} ff="monospace" fz="sm">
                    {cells.code}
                  </Text>
                  <Text fz="sm" lineClamp={2}>
                    {cells.provider}
                  </Text>
                </Stack>
                <GeneratorRowMenu generator={g} viewer={viewer} onCommand={(command) => onCommand(command, g)} />
              </Group>
              <Group gap={6} mt={6}>
                <Badge variant="light" tt="none" color={cells.statusColor}>
                  {cells.status}
                </Badge>
                <Badge variant="dot" tt="none" color={cells.paidColor}>
                  {cells.statusPago}
                </Badge>
                {cells.signing ? (
                  <Badge variant="outline" tt="none" color="orange">
                    {cells.signing}
                  </Badge>
                ) : null}
              </Group>
              {cells.reason ? (
                <Text fz="sm" c="red.9" mt={6} data-testid="rejection-reason">
                  {R.motivoRechazo}: {cells.reason}
                </Text>
              ) : null}
              <Group justify="space-between" mt={6} fz="sm">
                <Text fz="sm" c="dimmed">
                  {cells.city} · {cells.startDate} – {cells.endDate}
                </Text>
                <Text fz="sm" fw={700}>
                  {cells.total}
                </Text>
              </Group>
            </Card>
          );
        })
      )}
    </Stack>
  );
}
