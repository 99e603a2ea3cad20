import { Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { TGeneratorSummary } from '../../../shared/contracts/catalogues.contract';
import { SUMMARY_CATEGORIES, type SummaryCategory } from '../../../shared/domain/catalogue-summary';
import { MOVEMENT_ROWS, type MovementRow, decimalToCents, sanitizeMovementInput, sheetDisplayName } from '../../../shared/domain/catalogue';
import { TEXTOS_CATALOGO as T } from '../../../shared/labels/catalogue';
import { formatMxnCents } from '../../../shared/mx/money';

interface SummaryPanelProps {
  summary: TGeneratorSummary;
  /** Selected totals per work category, in cents. */
  categories: Record<SummaryCategory, number>;
  movementDrafts: Record<MovementRow, string>;
  onMovement: (name: MovementRow, text: string) => void;
  onMovementBlur: (name: MovementRow) => void;
}

const money = (decimal: string) => formatMxnCents(decimalToCents(decimal) ?? 0);

/** Resumen (spec 3 §2.7): per-sheet tables, the Movimientos table and Total General (Guardar is in the calculator's footer). */
export function SummaryPanel({ summary, categories, movementDrafts, onMovement, onMovementBlur }: SummaryPanelProps) {
  return (
    <Stack gap="lg">
      {summary.summaryList.length === 0 ? <Text c="dimmed">{T.sinSelecciones}</Text> : null}
      {summary.summaryList.map((sheet) => (
        <Paper key={sheet.sheetName} withBorder p="sm">
          <Title order={3} fz="md" mb="xs">
            {sheetDisplayName(sheet.sheetName)}
          </Title>
          <Table.ScrollContainer minWidth={340}>
            <Table striped aria-label={`${T.resumen} ${sheetDisplayName(sheet.sheetName)}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.fila}</Table.Th>
                  <Table.Th>{T.descripcion}</Table.Th>
                  <Table.Th ta="right">{T.cantidad}</Table.Th>
                  <Table.Th ta="right">{T.total}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sheet.summaryListData.map((line) => (
                  <Table.Tr key={line.idRow}>
                    <Table.Td>{line.idRow}</Table.Td>
                    <Table.Td>{line.description || line.nsc_sku}</Table.Td>
                    <Table.Td ta="right">{line.qty}</Table.Td>
                    <Table.Td ta="right">{money(line.total)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td colSpan={3} fw={700}>
                    {T.totalHoja}
                  </Table.Td>
                  <Table.Td ta="right" fw={700} data-testid={`total-hoja-${sheet.sheetName}`}>
                    {money(sheet.totalSheet)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ))}
      <Paper withBorder p="sm">
        <Title order={3} fz="md" mb="xs">
          {T.movimientos}
        </Title>
        <Table aria-label={T.movimientos}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.concepto}</Table.Th>
              <Table.Th ta="right">{T.monto}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {MOVEMENT_ROWS.map((name) => (
              <Table.Tr key={name}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={T.montoDe(name)}
                    inputMode="decimal"
                    size="xs"
                    maw={180}
                    ml="auto"
                    styles={{ input: { textAlign: 'right' } }}
                    value={movementDrafts[name]}
                    onChange={(event) => onMovement(name, sanitizeMovementInput(event.currentTarget.value))}
                    onBlur={() => onMovementBlur(name)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder p="sm">
        <Title order={3} fz="md" mb="xs">
          {T.porCategoria}
        </Title>
        <Table aria-label={T.porCategoria}>
          <Table.Tbody>
            {SUMMARY_CATEGORIES.map((category) => (
              <Table.Tr key={category}>
                <Table.Td>{T.categorias[category]}</Table.Td>
                <Table.Td ta="right" data-testid={`total-categoria-${category}`}>
                  {formatMxnCents(categories[category])}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
        <Stack gap={4}>
          <Group justify="space-between">
            <Text>{T.totalMateriales}</Text>
            <Text>{money(summary.totalMaterials)}</Text>
          </Group>
          <Group justify="space-between">
            <Text>{T.totalServicios}</Text>
            <Text>{money(summary.totalServices)}</Text>
          </Group>
          <Group justify="space-between">
            <Text>{T.totalMovimientos}</Text>
            <Text>{money(summary.totalMovements)}</Text>
          </Group>
          <Group justify="space-between">
            <Text fw={700} fz="lg">
              {T.totalGeneral}
            </Text>
            <Text fw={700} fz="lg" data-testid="total-general">
              {money(summary.totalAllSheet)}
            </Text>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
