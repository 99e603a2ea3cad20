import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconMinus } from '@tabler/icons-react';
import type { TAssortDataRow } from '../../../../../shared/contracts/workforce-summary.contract';
import { RESUMEN_TRABAJADORES as T } from '../../../../../shared/labels/workforce-summary';

type Cell = TAssortDataRow['curpSua'];

/** A value with its check or cross mark; an icon always carries its name for screen readers. */
function Marked({ cell }: { cell: Cell }) {
  if (!cell.value) {
    return (
      <Group gap={4} wrap="nowrap">
        <IconMinus size={16} aria-label={T.falta} color="var(--mantine-color-gray-6)" />
      </Group>
    );
  }
  const Icon = cell.ok ? IconCircleCheck : IconCircleX;
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={16} aria-label={cell.ok ? T.coincide : T.noCoincide} color={`var(--mantine-color-${cell.ok ? 'green-7' : 'red-7'})`} />
      <Text size="xs" ff="monospace">
        {cell.value}
      </Text>
    </Group>
  );
}

const Plain = ({ cell }: { cell: Cell }) => (
  <Text size="xs" ff="monospace">
    {cell.value ?? '—'}
  </Text>
);

/** The three column groups (spec 2 §2); standing-out rows come first from the server and are highlighted with their reason. */
export function WorkforceTable({ rows }: { rows: readonly TAssortDataRow[] }) {
  const C = T.columnas;
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing="xs" fz="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th colSpan={4}>{T.grupos.nomina}</Table.Th>
            <Table.Th colSpan={2}>{T.grupos.sua}</Table.Th>
            <Table.Th colSpan={3}>{T.grupos.cfdi}</Table.Th>
          </Table.Tr>
          <Table.Tr>
            {[C.nombre, C.curp, C.rfc, C.nss, C.curp, C.nss, C.curp, C.rfc, C.nss].map((h, i) => (
              <Table.Th key={`${h}-${String(i)}`}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={`${r.curpPayroll.value ?? r.curpCfdi.value ?? r.curpSua.value ?? r.name}-${String(i)}`} bg={r.reasons.length ? 'var(--mantine-color-red-0)' : undefined} data-standing-out={r.reasons.length ? 'true' : undefined}>
              <Table.Td miw={220}>
                <Stack gap={2}>
                  <Text size="xs" fw={600}>
                    {r.name}
                  </Text>
                  <Group gap={4}>
                    {r.reasons.map((reason) => (
                      <Badge key={reason} color="red" variant="light" size="xs" style={{ textTransform: 'none' }}>
                        {T.motivos[reason]}
                      </Badge>
                    ))}
                    {r.errors ? (
                      <Badge color="red" variant="outline" size="xs" title={r.messages.join(' ')} style={{ textTransform: 'none' }}>
                        {T.errores(r.errors)}
                      </Badge>
                    ) : null}
                    {r.warnings ? (
                      <Badge color="yellow" variant="outline" size="xs" title={r.messages.join(' ')} style={{ textTransform: 'none' }}>
                        {T.advertencias(r.warnings)}
                      </Badge>
                    ) : null}
                  </Group>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Plain cell={r.curpPayroll} />
              </Table.Td>
              <Table.Td>
                <Plain cell={r.rfcPayroll} />
              </Table.Td>
              <Table.Td>
                <Plain cell={r.nssPayroll} />
              </Table.Td>
              {[r.curpSua, r.nssSua, r.curpCfdi, r.rfcCfdi, r.nssCfdi].map((cell, j) => (
                <Table.Td key={String(j)}>
                  <Marked cell={cell} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
