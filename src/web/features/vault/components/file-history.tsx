import { Alert, Button, Group, List, Loader, Stack, Table, Text } from '@mantine/core';
import { IconCertificate, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TVaultDocument } from '../../../../shared/contracts/vault.contract';
import { TEXTOS_BOVEDA as T, VAULT_ACTION_LABELS } from '../../../../shared/labels/vault';
import { QueryError } from '../../../components/feedback/query-error';
import { showToast } from '../../../components/feedback/toast';
import { formatDateTime } from '../../../lib/format/dates';
import { errorMessage } from '../../../lib/http/api-error';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/http/authorized-file';
import { fileHistoryQuery, vaultFileQuery } from '../api/vault.query';
import { verifyVaultFile } from '../api/verify-file.api';

interface FileHistoryProps {
  companyId: string;
  document: TVaultDocument;
}

/** The file's ledger entries, `Verificar` (in the browser), the Constancia PDF and the JSON proof. */
export function FileHistory({ companyId, document }: FileHistoryProps) {
  const history = useQuery(fileHistoryQuery(document.fileId));
  const queryClient = useQueryClient();
  // Verifying checks the bytes already on screen (no new view in the ledger): nothing to refresh.
  const verify = useMutation({ mutationFn: () => verifyVaultFile(companyId, document.id, () => queryClient.ensureQueryData(vaultFileQuery(companyId, document.id))) });
  const base = `/vault/${companyId}/documents/${document.id}`;
  const save = async (path: string, fallback: string) => {
    try {
      const { blob, fileName } = await fetchAuthorizedFile(path);
      saveBlob(blob, fileName ?? fallback);
    } catch (error) {
      showToast('error', errorMessage(error));
    }
  };

  return (
    <Stack gap="sm">
      <Text fw={700}>{T.historial}</Text>
      {history.isPending ? (
        <Loader size="sm" component="output" aria-label={T.cargando} />
      ) : history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <Text size="sm">{T.sinHistorial}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped aria-label={T.historial}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.indice}</Table.Th>
                <Table.Th>{T.accion}</Table.Th>
                <Table.Th>{T.usuario}</Table.Th>
                <Table.Th>{T.fecha}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.map((entry) => (
                <Table.Tr key={entry.index}>
                  <Table.Td>{entry.index}</Table.Td>
                  <Table.Td>{entry.count > 1 ? T.accionRepetida(VAULT_ACTION_LABELS[entry.action], entry.count) : VAULT_ACTION_LABELS[entry.action]}</Table.Td>
                  <Table.Td>{entry.user}</Table.Td>
                  <Table.Td>{formatDateTime(entry.date)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group gap="xs">
        <Button size="xs" leftSection={<IconShieldCheck size={16} />} loading={verify.isPending} onClick={() => verify.mutate()}>
          {T.verificar}
        </Button>
        <Button size="xs" variant="light" leftSection={<IconCertificate size={16} />} onClick={() => void save(`${base}/constancia`, `Constancia ${document.name}.pdf`)}>
          {T.constancia}
        </Button>
        <Button size="xs" variant="light" leftSection={<IconDownload size={16} />} onClick={() => void save(`${base}/proof`, `${document.name}.prueba.json`)}>
          {T.descargarPrueba}
        </Button>
      </Group>
      {verify.isError ? <QueryError error={verify.error} /> : null}
      {verify.data ? (
        <Alert color={verify.data.every((c) => c.ok) ? 'green' : 'red'} title={verify.data.every((c) => c.ok) ? T.verificado : T.noVerificado} data-testid="vault-verification">
          <List size="sm" spacing={4}>
            {verify.data.map((check) => (
              <List.Item key={check.id}>
                {check.ok ? '✔' : '✘'} {check.title}: {check.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
