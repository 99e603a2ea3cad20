import { Anchor, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { BITACORA_TEXTOS as T } from '../../../../shared/labels/management-security';
import { formatDateTime } from '../../../lib/format/dates';
import { errorMessage } from '../../../lib/http/api-error';
import { QueryError } from '../../../components/feedback/query-error';
import { showToast } from '../../../components/feedback/toast';
import { auditLogQuery, exportAuditLog, type AuditFilters } from '../api/audit-log.api';
import { AuditLogFilters } from './audit-log-filters';

const NO_FILTERS: AuditFilters = { from: '', to: '', action: '', userId: '' };

/** Administración › Bitácora: the company's audit log, newest first, filtered and exportable to Excel. */
export function AuditLogTab({ companyId }: { companyId: string }) {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [userName, setUserName] = useState('');
  const query = useInfiniteQuery(auditLogQuery(companyId, filters));
  const download = useMutation({ mutationFn: () => exportAuditLog(companyId, filters), onError: (error) => showToast('error', errorMessage(error)) });
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <AuditLogFilters filters={filters} userName={userName} onChange={setFilters} />
        <Button variant="light" leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />} loading={download.isPending} onClick={() => download.mutate()}>
          {T.exportar}
        </Button>
      </Group>
      {query.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-hidden="true" />
          <Text ml="sm">{T.cargando}</Text>
        </Center>
      ) : null}
      {query.isError ? <QueryError error={query.error} title={T.errorCargar} onRetry={() => void query.refetch()} /> : null}
      {query.data && rows.length === 0 ? <Text ta="center">{T.vacio}</Text> : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={T.titulo}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.fecha}</Table.Th>
                <Table.Th>{T.accion}</Table.Th>
                <Table.Th>{T.usuario}</Table.Th>
                <Table.Th>{T.ip}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{formatDateTime(row.at)}</Table.Td>
                  <Table.Td>{row.actionLabel}</Table.Td>
                  <Table.Td>
                    {row.userId ? (
                      <Anchor
                        component="button"
                        type="button"
                        onClick={() => {
                          setUserName(row.userName ?? row.userEmail ?? '');
                          setFilters({ ...filters, userId: row.userId ?? '' });
                        }}
                      >
                        {row.userName ?? row.userEmail}
                      </Anchor>
                    ) : (
                      T.sistema
                    )}
                  </Table.Td>
                  <Table.Td>{row.ip ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {query.hasNextPage ? (
        <Button variant="subtle" mx="auto" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {T.cargarMas}
        </Button>
      ) : null}
    </Stack>
  );
}
