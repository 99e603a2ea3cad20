import { Badge, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { GENERATOR_FILTER_KEYS, type TGeneratorColumnFilters, type TGeneratorLite } from '../../../../shared/contracts/generators.contract';
import { TEXTOS_AREA_GENERADORES as T } from '../../../../shared/labels/generators-area';
import { TEXTOS_REVISION as R } from '../../../../shared/labels/generator-review';
import { rowCells } from '../lib/generator-format';
import type { Viewer } from '../lib/row-permissions';
import { GeneratorRowMenu, type RowCommand } from './generator-row-menu';

interface GeneratorsTableProps {
  items: TGeneratorLite[];
  filters: TGeneratorColumnFilters;
  onFilterChange: (key: keyof TGeneratorColumnFilters, value: string) => void;
  viewer: Viewer;
  onCommand: (command: RowCommand, generator: TGeneratorLite) => void;
  empty: boolean;
}

/** Desktop: a dense table whose second header row holds one filter per column. */
export function GeneratorsTable({ items, filters, onFilterChange, viewer, onCommand, empty }: GeneratorsTableProps) {
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-label={T.tituloLista}>
        <Table.Thead>
          <Table.Tr>
            {GENERATOR_FILTER_KEYS.map((key) => (
              <Table.Th key={key}>{T.columnas[key]}</Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>{T.acciones}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
          <Table.Tr>
            {GENERATOR_FILTER_KEYS.map((key) => (
              <Table.Th key={key} fw={400}>
                <TextInput size="xs" value={filters[key] ?? ''} onChange={(event) => onFilterChange(key, event.currentTarget.value)} aria-label={T.filtrar(T.columnas[key])} placeholder={T.buscar} />
              </Table.Th>
            ))}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {empty ? (
            <Table.Tr>
              <Table.Td colSpan={GENERATOR_FILTER_KEYS.length + 1}>
                <Text c="dimmed" ta="center" py="lg">
                  {T.sinDatos}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            items.map((g) => {
              const cells = rowCells(g);
              return (
                <Table.Tr key={g.id}>
                  <Table.Td maw={220}>
                    <Text fz="sm" lineClamp={2}>
                      {cells.provider}
                    </Text>
                  </Table.Td>
                  <Table.Td ff="monospace">{cells.code}</Table.Td>
                  <Table.Td>{cells.startDate}</Table.Td>
                  <Table.Td>{cells.endDate}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {cells.total}
                  </Table.Td>
                  <Table.Td>{cells.city}</Table.Td>
                  <Table.Td maw={240}>
                    <Badge variant="light" tt="none" color={cells.statusColor}>
                      {cells.status}
                    </Badge>
                    {cells.signing ? (
                      <Badge variant="outline" tt="none" color="orange" mt={4} display="block">
                        {cells.signing}
                      </Badge>
                    ) : null}
                    {cells.reason ? (
                      <Text fz="xs" c="red.9" mt={4} lineClamp={3} title={cells.reason} data-testid="rejection-reason">
                        {R.motivoRechazo}: {cells.reason}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td miw={160}>
                    <Badge variant="dot" tt="none" color={cells.paidColor}>
                      {cells.statusPago}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <GeneratorRowMenu generator={g} viewer={viewer} onCommand={(command) => onCommand(command, g)} />
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
