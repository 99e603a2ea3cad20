import { Badge, Center, Group, Loader, Modal, Pagination, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TLinkedCompany } from '../../../../shared/contracts/company-links.contract';
import { TEXTOS_AREA_GENERADORES } from '../../../../shared/labels/generators-area';
import { QueryError } from '../../../components/feedback/query-error';
import { generatorStatusLabel } from '../../../../shared/domain/generator';
import { statusColor } from '../lib/generator-format';
import { formatDateTime } from '../../../lib/format/dates';
import { PROVIDER_HISTORY_PAGE_SIZE, providerGeneratorsQuery } from '../api/generators-list.query';

const T = TEXTOS_AREA_GENERADORES.historial;

interface Props {
  companyId: string;
  provider: TLinkedCompany;
  opened: boolean;
  onClose: () => void;
}

/**
 * The "Generador" modal of spec 3 §2.4: a provider's generators with the client's comment, the
 * status (the one label map: a draft reads En proceso, a paid one Pagado — never "Aceptado" for
 * everything that is not rejected, issue 10 §3) and the update date in Mexico City time.
 */
export function ProviderGeneratorsModal({ companyId, provider, opened, onClose }: Props) {
  const [page, setPage] = useState(0);
  const { data, error, isPending, isError, refetch } = useQuery({ ...providerGeneratorsQuery(companyId, provider.id, page), enabled: opened });
  const pages = data ? Math.ceil((data.total ?? 0) / PROVIDER_HISTORY_PAGE_SIZE) : 0;

  return (
    <Modal opened={opened} onClose={onClose} title={T.titulo} size="lg">
      <Stack gap="sm">
        <Text fw={600}>{provider.name}</Text>
        {isError ? (
          <QueryError error={error} onRetry={() => void refetch()} />
        ) : isPending ? (
          <Center py="lg">
            <Loader size="sm" />
          </Center>
        ) : data.items.length === 0 ? (
          <Text c="dimmed">{T.sinInformacion}</Text>
        ) : (
          <Table.ScrollContainer minWidth={340}>
            <Table striped aria-label={T.abrir(provider.name)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.codigo}</Table.Th>
                  <Table.Th>{T.comentario}</Table.Th>
                  <Table.Th>{T.estatus}</Table.Th>
                  <Table.Th>{T.actualizado}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((g) => (
                  <Table.Tr key={g.id}>
                    <Table.Td ff="monospace" fz="sm">
                      {g.generatedCode}
                    </Table.Td>
                    <Table.Td>{g.comment || <Text span c="dimmed" fz="sm">{T.sinComentario}</Text>}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" tt="none" color={statusColor(g.status)}>
                        {generatorStatusLabel(g.status)}
                      </Badge>
                    </Table.Td>
                    <Table.Td fz="sm">{formatDateTime(g.lastModifiedDate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 ? (
          <Group justify="flex-end">
            <Pagination total={pages} value={page + 1} onChange={(p) => setPage(p - 1)} size="sm" aria-label={T.paginacion} />
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
