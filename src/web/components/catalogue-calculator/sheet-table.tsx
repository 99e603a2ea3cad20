import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { CATALOGUE_CELLS as C, lineTotalCents } from '../../../shared/domain/catalogue';
import { TEXTOS_CATALOGO as T } from '../../../shared/labels/catalogue';
import { formatMxnCents } from '../../../shared/mx/money';
import { type CalculatorRow, filterRows } from './calculator-rows';
import { QuantityCell } from './quantity-cell';

interface SheetTableProps {
  label: string;
  rows: readonly CalculatorRow[];
  selected: Record<number, number>;
  readOnly: boolean;
  onQuantity: (rowIndex: number, quantity: number | undefined) => void;
}

const ROW_HEIGHT = 44;

/** One sheet: search box and a virtualised table, so workbooks of thousands of rows stay smooth. */
export function SheetTable({ label, rows, selected, readOnly, onQuantity }: SheetTableProps) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const visible = useMemo(() => filterRows(rows, deferred), [rows, deferred]);
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer's getters must run on every render; React Compiler skipping this component is intended.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({ count: visible.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  return (
    <>
      <Group gap="xs" mb="sm" wrap="nowrap">
        <TextInput
          aria-label={`${T.buscar} ${label}`}
          placeholder={T.buscar}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1, maxWidth: 420 }}
        />
        <Button variant="default" onClick={() => setSearch('')}>
          {T.limpiar}
        </Button>
      </Group>
      <div ref={scroller} style={{ height: 'min(60vh, 640px)', overflow: 'auto' }} data-testid="tabla-catalogo">
        <Table stickyHeader striped highlightOnHover verticalSpacing={6} miw={960} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {T.columnas.map((title) => (
                <Table.Th key={title} style={title.startsWith('PRECIO') || title === 'TOTAL' ? { textAlign: 'right' } : undefined}>
                  {title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {top > 0 ? <tr style={{ height: top }} aria-hidden="true" /> : null}
            {items.map((item) => {
              const row = visible[item.index];
              if (!row) return null;
              if (row.kind === 'subtitle') {
                return (
                  <Table.Tr key={row.index} style={{ height: ROW_HEIGHT }}>
                    <Table.Td colSpan={7} fw={700} c="avala.8" bg="var(--mantine-color-gray-1)">
                      {row.cells.filter((c) => c.trim()).join(' · ')}
                    </Table.Td>
                  </Table.Tr>
                );
              }
              const qty = selected[row.index];
              const description = row.cells[C.description] || row.cells[C.material] || '';
              return (
                <Table.Tr key={row.index} style={{ height: ROW_HEIGHT }} data-selected={qty ? 'true' : undefined}>
                  <Table.Td>{row.cells[C.material]}</Table.Td>
                  <Table.Td>{row.cells[C.concept]}</Table.Td>
                  <Table.Td>{row.cells[C.description]}</Table.Td>
                  <Table.Td>{row.cells[C.unit]}</Table.Td>
                  <Table.Td>
                    <QuantityCell label={T.cantidadDe(description)} quantity={qty} readOnly={readOnly} onChange={(q) => onQuantity(row.index, q)} />
                  </Table.Td>
                  <Table.Td ta="right">{formatMxnCents(row.unitCents)}</Table.Td>
                  <Table.Td ta="right" fw={qty ? 600 : undefined}>
                    {qty ? formatMxnCents(lineTotalCents(row.unitCents, qty)) : '—'}
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {bottom > 0 ? <tr style={{ height: bottom }} aria-hidden="true" /> : null}
          </Table.Tbody>
        </Table>
        {!visible.length ? (
          <Text c="dimmed" ta="center" py="md">
            {T.sinResultados}
          </Text>
        ) : null}
      </div>
    </>
  );
}
