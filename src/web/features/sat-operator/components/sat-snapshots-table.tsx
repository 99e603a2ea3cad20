import { Table } from '@mantine/core';
import type { TSatSnapshot } from '../../../../shared/contracts/sat-lists.contract';
import { PANTALLA_LISTAS_SAT as T } from '../../../../shared/labels/sat-lists';
import { formatListDate, importedAt, satListLabel } from '../lib/sat-list-format';

/** Snapshots with their publication date, import time, source and counts; scrolls sideways on a phone. */
export function SatSnapshotsTable({ snapshots, label }: { snapshots: TSatSnapshot[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.listado}</Table.Th>
            <Table.Th>{T.publicado}</Table.Th>
            <Table.Th>{T.importadoEl}</Table.Th>
            <Table.Th>{T.origen}</Table.Th>
            <Table.Th ta="right">{T.leidos}</Table.Th>
            <Table.Th ta="right">{T.conservados}</Table.Th>
            <Table.Th ta="right">{T.suprimidos}</Table.Th>
            <Table.Th ta="right">{T.relleno}</Table.Th>
            <Table.Th ta="right">{T.invalidos}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {snapshots.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>{satListLabel(s.list)}</Table.Td>
              <Table.Td>{formatListDate(s.publishedAt)}</Table.Td>
              <Table.Td>{importedAt(s)}</Table.Td>
              <Table.Td title={s.sourceName}>{T.origenes[s.source]}</Table.Td>
              <Table.Td ta="right">{s.rowsRead}</Table.Td>
              <Table.Td ta="right">{s.rowsKept}</Table.Td>
              <Table.Td ta="right">{s.rowsSuppressed}</Table.Td>
              <Table.Td ta="right">{s.rowsFiller}</Table.Td>
              <Table.Td ta="right">{s.rowsInvalid}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
