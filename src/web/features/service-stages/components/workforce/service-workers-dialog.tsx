import { Badge, Button, Center, Group, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MONTH_NAMES } from '../../../../../shared/labels/months';
import { EMPLEADOS_SERVICIO as E, RESUMEN_TRABAJADORES as T } from '../../../../../shared/labels/workforce-summary';
import { QueryError } from '../../../../components/feedback/query-error';
import { serviceWorkersQuery } from '../../api/workforce.api';

export interface ServiceWorkersDialogProps {
  serviceId: string;
  opened: boolean;
  onClose: () => void;
}

/** 'Noviembre 2026' from '2026-11'. */
const monthLabel = (yearMonth: string) => `${MONTH_NAMES[Number(yearMonth.slice(5, 7)) - 1] ?? ''} ${yearMonth.slice(0, 4)}`;

/** EMPLEADOS (spec 2 §2): the service's workers across months, searched and paged on the server. */
export function ServiceWorkersDialog({ serviceId, opened, onClose }: ServiceWorkersDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const query = useInfiniteQuery({ ...serviceWorkersQuery(serviceId, q), enabled: opened });
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <Modal opened={opened} onClose={onClose} title={E.titulo} size="64rem" fullScreen={phone} closeButtonProps={{ 'aria-label': T.cerrar }}>
      <Stack gap="sm">
        <TextInput label={E.buscar} leftSection={<IconSearch size={16} aria-hidden="true" />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        {query.isPending ? (
          <Center py="lg">
            <Loader size="sm" component="output" aria-label={T.cargando} />
          </Center>
        ) : query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : rows.length === 0 ? (
          <Text c="dimmed">{E.sinResultados}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {E.total(total)}
            </Text>
            <Table.ScrollContainer minWidth={760}>
              <Table striped withTableBorder verticalSpacing={4} fz="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{T.columnas.nombre}</Table.Th>
                    <Table.Th>{T.columnas.curp}</Table.Th>
                    <Table.Th>{T.columnas.rfc}</Table.Th>
                    <Table.Th>{T.columnas.nss}</Table.Th>
                    <Table.Th>{E.meses}</Table.Th>
                    <Table.Th>{E.observaciones}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r, i) => (
                    <Table.Tr key={`${r.curp ?? r.nss ?? r.name}-${String(i)}`}>
                      <Table.Td fw={600}>{r.name}</Table.Td>
                      <Table.Td ff="monospace">{r.curp ?? '—'}</Table.Td>
                      <Table.Td ff="monospace">{r.rfc ?? '—'}</Table.Td>
                      <Table.Td ff="monospace">{r.nss ?? '—'}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {r.yearMonths.map((ym) => (
                            <Badge key={ym} variant="light" size="xs" style={{ textTransform: 'none' }}>
                              {monthLabel(ym)}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        {r.openFlags ? (
                          <Group gap={4}>
                            {r.errors + r.warnings ? (
                              <Badge color={r.errors ? 'red' : 'yellow'} variant="light" size="sm" style={{ textTransform: 'none' }}>
                                {T.marcas(r.errors + r.warnings)}
                              </Badge>
                            ) : null}
                            {r.gaps.map((gap) => (
                              <Badge key={`${gap.yearMonth}-${gap.reason}`} color="red" variant="light" size="sm" style={{ textTransform: 'none' }}>
                                {`${T.motivos[gap.reason]} · ${monthLabel(gap.yearMonth)}`}
                              </Badge>
                            ))}
                          </Group>
                        ) : (
                          <Text size="xs" c="dimmed">
                            {E.sinObservaciones}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {query.hasNextPage ? (
              <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                {E.cargarMas}
              </Button>
            ) : null}
          </>
        )}
      </Stack>
    </Modal>
  );
}
