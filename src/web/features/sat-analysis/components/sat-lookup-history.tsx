import { Badge, Group, Pagination, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HISTORIAL_CONSULTAS_SAT as H, PANTALLA_ANALISIS_SAT as P } from '../../../../shared/labels/sat-analysis';
import { QueryError } from '../../../components/feedback/query-error';
import { formatDateTime } from '../../../lib/format/dates';
import { satLookupHistoryQuery } from '../api/sat-analysis.api';
import { SatAnalysisTableSkeleton } from './sat-analysis-table';

const PAGE_SIZE = 20;

/** The company's RFC lookups (who, when, which RFC, whether it was on a list). */
export function SatLookupHistory({ companyId }: { companyId: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery(satLookupHistoryQuery(companyId, page, PAGE_SIZE));
  if (query.isPending) return <SatAnalysisTableSkeleton rows={4} />;
  if (query.isError) return <QueryError error={query.error} title={H.errorCarga} onRetry={() => void query.refetch()} />;
  const { items, total } = query.data;
  if (!items.length) return <Text c="dimmed" ta="center" py="lg">{H.vacio}</Text>;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing={6} fz="sm" aria-label={H.titulo} aria-busy={query.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{H.fecha}</Table.Th>
              <Table.Th>{H.usuario}</Table.Th>
              <Table.Th>{H.rfc}</Table.Th>
              <Table.Th>{H.resultado}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{formatDateTime(item.createdAt)}</Table.Td>
                <Table.Td>{item.userName}</Table.Td>
                <Table.Td ff="monospace">{item.rfc}</Table.Td>
                <Table.Td>
                  <Badge color={item.found ? 'red' : 'green'} variant="light" tt="none">
                    {item.found ? H.encontrado : H.noEncontrado}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Group justify="center" mt="sm">
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" aria-label={P.pestanas.historial} />
        </Group>
      ) : null}
    </>
  );
}
