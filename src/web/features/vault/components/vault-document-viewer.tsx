import { Badge, Box, Button, Center, Flex, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TVaultDocument } from '../../../../shared/contracts/vault.contract';
import { TEXTOS_BOVEDA as T } from '../../../../shared/labels/vault';
import { FilePreview } from '../../../components/file-preview/file-preview';
import { QueryError } from '../../../components/feedback/query-error';
import { formatDateTime } from '../../../lib/format/dates';
import { vaultKeys } from '../api/vault.keys';
import { vaultFileQuery } from '../api/vault.query';
import { FileHistory } from './file-history';
import { saveVaultFile } from './save-vault-file';

interface VaultDocumentViewerProps {
  companyId: string;
  document: TVaultDocument;
  onClose: () => void;
}

/** Full-screen: the file (PDF embedded, images shown, others downloaded) beside its ledger history. */
export function VaultDocumentViewer({ companyId, document, onClose }: VaultDocumentViewerProps) {
  const file = useQuery(vaultFileQuery(companyId, document.id));
  const queryClient = useQueryClient();
  // Opening and downloading add READ and DOWNLOAD entries: the history shows them once they exist.
  const refreshHistory = () => void queryClient.invalidateQueries({ queryKey: vaultKeys.history(document.fileId) });
  useEffect(() => {
    if (file.isSuccess) refreshHistory();
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once per loaded file
  }, [file.isSuccess]);
  return (
    <Modal opened onClose={onClose} fullScreen withCloseButton={false} padding={0} title={document.name} styles={{ header: { display: 'none' } }}>
      <Flex direction={{ base: 'column', md: 'row' }} mih="100dvh">
        <Box w={{ base: '100%', md: 420 }} p="md" style={{ borderRight: '1px solid var(--mantine-color-gray-3)' }}>
          <Stack>
            <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onClose} w="fit-content">
              Regresar
            </Button>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {document.name}
            </Text>
            <Text size="xs" c="dimmed">
              {document.uploadedBy} · {formatDateTime(document.createdAt)}
              {document.updatedAt ? ` · ${T.editado(formatDateTime(document.updatedAt))}` : ''}
            </Text>
            {document.description ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {document.description}
              </Text>
            ) : null}
            {document.tags.length ? (
              <Group gap={4}>
                {document.tags.map((tag) => (
                  <Badge key={tag} size="sm" variant="light" tt="none">
                    {tag}
                  </Badge>
                ))}
              </Group>
            ) : null}
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              SHA-256: {document.sha256}
              <br />
              CID: {document.cid}
            </Text>
            <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => void saveVaultFile(companyId, document).then(refreshHistory)} w="fit-content">
              {T.descargar}
            </Button>
            <FileHistory companyId={companyId} document={document} />
          </Stack>
        </Box>
        <Box style={{ flex: 1, minHeight: '60dvh', display: 'flex', flexDirection: 'column' }} p="xs">
          {file.isPending ? (
            <Center h="100%">
              <Loader component="output" aria-label={T.cargando} />
            </Center>
          ) : file.isError ? (
            <QueryError error={file.error} onRetry={() => void file.refetch()} />
          ) : (
            <FilePreview blob={file.data} name={document.name} downloadLabel={T.descargar} />
          )}
        </Box>
      </Flex>
    </Modal>
  );
}
