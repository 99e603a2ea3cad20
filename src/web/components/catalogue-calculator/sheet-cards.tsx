import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { CATALOGUE_CELLS as C, lineTotalCents } from '../../../shared/domain/catalogue';
import { TEXTOS_CATALOGO as T } from '../../../shared/labels/catalogue';
import { formatMxnCents } from '../../../shared/mx/money';
import { type CalculatorRow, filterRows } from './calculator-rows';
import { QuantityStepper } from './quantity-stepper';

interface SheetCardsProps {
  label: string;
  rows: readonly CalculatorRow[];
  selected: Record<number, number>;
  onQuantity: (rowIndex: number, quantity: number | undefined) => void;
}

const ESTIMATED_CARD = 150;

/** The item's name on a card: description, else concept, else the material code. */
export function itemTitle(row: CalculatorRow): string {
  return row.cells[C.description]?.trim() || row.cells[C.concept]?.trim() || row.cells[C.material]?.trim() || `${T.fila} ${row.index}`;
}

/**
 * One sheet on a phone (issue 10 §4): a card per item with what matters on a small screen —
 * description, unit price, a stepper and the line total — instead of a seven-column table.
 * Virtualised like the table, so a workbook of thousands of rows stays smooth.
 */
export function SheetCards({ label, rows, selected, onQuantity }: SheetCardsProps) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const visible = useMemo(() => filterRows(rows, deferred), [rows, deferred]);
  const scroller = useRef<HTMLDivElement>(null);
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({ count: visible.length, getScrollElement: () => scroller.current, estimateSize: () => ESTIMATED_CARD, overscan: 6, gap: 8 });
  const items = virtualizer.getVirtualItems();

  return (
    <>
      <Group gap="xs" mb="sm" wrap="nowrap">
        <TextInput aria-label={`${T.buscar} ${label}`} placeholder={T.buscar} leftSection={<IconSearch size={16} />} value={search} onChange={(event) => setSearch(event.currentTarget.value)} style={{ flex: 1 }} />
        <Button variant="default" onClick={() => setSearch('')}>
          {T.limpiar}
        </Button>
      </Group>
      <div ref={scroller} style={{ height: 'max(240px, calc(100dvh - 330px))', overflow: 'auto' }} data-testid="tarjetas-catalogo">
        <ul aria-label={T.partidasDe(label)} style={{ height: virtualizer.getTotalSize(), position: 'relative', listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => {
            const row = visible[item.index];
            if (!row) return null;
            return (
              <li key={row.index} ref={virtualizer.measureElement} data-index={item.index} style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}>
                {row.kind === 'subtitle' ? (
                  <Text fw={700} c="avala.8" bg="var(--mantine-color-gray-1)" px="sm" py={6} style={{ borderRadius: 4 }}>
                    {row.cells.filter((c) => c.trim()).join(' · ')}
                  </Text>
                ) : (
                  <ItemCard row={row} quantity={selected[row.index]} onQuantity={(q) => onQuantity(row.index, q)} />
                )}
              </li>
            );
          })}
        </ul>
        {!visible.length ? (
          <Text c="dimmed" ta="center" py="md">
            {T.sinResultados}
          </Text>
        ) : null}
      </div>
    </>
  );
}

function ItemCard({ row, quantity, onQuantity }: { row: CalculatorRow; quantity: number | undefined; onQuantity: (quantity: number | undefined) => void }) {
  const title = itemTitle(row);
  const code = row.cells[C.material]?.trim();
  const unit = row.cells[C.unit]?.trim();
  return (
    <Card withBorder radius="md" p="sm" component="article" aria-label={title} data-selected={quantity ? 'true' : undefined} bg={quantity ? 'var(--mantine-color-avala-0)' : undefined}>
      <Stack gap={6}>
        <Text fw={600} fz="sm" lineClamp={3}>
          {title}
        </Text>
        {code || unit ? (
          <Text fz="xs" c="dimmed">
            {[code, unit].filter(Boolean).join(' · ')}
          </Text>
        ) : null}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fz="sm">
            {T.precioUnitario}: {formatMxnCents(row.unitCents)}
          </Text>
          <Text fz="sm" fw={700} data-testid={`total-partida-${row.index}`}>
            {quantity ? formatMxnCents(lineTotalCents(row.unitCents, quantity)) : '—'}
          </Text>
        </Group>
        <QuantityStepper label={title} quantity={quantity} onChange={onQuantity} />
      </Stack>
    </Card>
  );
}
