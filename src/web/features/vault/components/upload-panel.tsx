import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { VAULT_MAX_BYTES } from '../../../../shared/domain/vault';
import { MENSAJES_BOVEDA as M, TEXTOS_BOVEDA as T } from '../../../../shared/labels/vault';
import { errorMessage } from '../../../lib/http/api-error';
import { useUploadVaultFile } from '../api/vault-actions.mutation';

interface UploadRow {
  key: string;
  name: string;
  percent: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  error?: string;
}

const MAX_MB = Math.round(VAULT_MAX_BYTES / (1024 * 1024));

/** Several files, one request each (sequentially), each with its own progress bar and result. */
export function UploadPanel({ companyId, folderId }: { companyId: string; folderId: string }) {
  const upload = useUploadVaultFile(companyId, folderId);
  const [rows, setRows] = useState<UploadRow[]>([]);
  const patch = (key: string, change: Partial<UploadRow>) => setRows((current) => current.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const start = async (files: File[]) => {
    const batch = files.map((file, i) => ({ file, row: { key: `${Date.now()}-${i}-${file.name}`, name: file.name, percent: 0, state: 'waiting' as const } }));
    setRows((current) => [...batch.map((b) => b.row), ...current.filter((r) => r.state === 'sending' || r.state === 'waiting')]);
    for (const { file, row } of batch) {
      // Refused here the same way the server would, without sending 25 MB first.
      if (file.size > VAULT_MAX_BYTES) {
        patch(row.key, { state: 'failed', error: M.muyGrande(MAX_MB) });
        continue;
      }
      patch(row.key, { state: 'sending' });
      try {
        await upload.mutateAsync({ file, onProgress: (percent) => patch(row.key, { percent }) });
        patch(row.key, { state: 'done', percent: 100 });
      } catch (error) {
        patch(row.key, { state: 'failed', error: errorMessage(error) || T.falloCarga });
      }
    }
  };

  return (
    <Stack gap="xs">
      <Group>
        <FileButton multiple onChange={(files) => void start(files)}>
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={16} />}>
              {T.subir}
            </Button>
          )}
        </FileButton>
      </Group>
      {rows.map((row) => (
        <Stack key={row.key} gap={2} aria-live="polite">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {row.name}
            </Text>
            <Text size="xs" c={row.state === 'failed' ? 'red' : 'dimmed'}>
              {row.state === 'done' ? T.listo : row.state === 'failed' ? T.falloCarga : `${T.subiendo} ${String(row.percent)}%`}
            </Text>
          </Group>
          <Progress value={row.percent} color={row.state === 'failed' ? 'red' : row.state === 'done' ? 'green' : 'blue'} aria-label={`${T.subiendo} ${row.name}`} />
          {row.error ? (
            <Text size="xs" c="red">
              {row.error}
            </Text>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
