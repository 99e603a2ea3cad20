import { ActionIcon, Anchor, Badge, Button, Divider, Group, Indicator, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconCloudUpload, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { TEXTOS_SINCRONIZACION as T } from '../../../shared/labels/offline';
import { formatDateTime } from '../../lib/format/dates';
import { useEscapeToClose } from '../../lib/hooks/use-escape-to-close';
import { saveBlob } from '../../lib/http/authorized-file';
import { countEntries, waitingCount } from '../../offline/outbox-entry';
import { StorageSummary } from './storage-summary';
import { useOutboxSnapshot } from './use-outbox-snapshot';
import { HEADER_DROPDOWN } from '../app-shell/header-dropdown';

/**
 * The queue indicator (ARCHITECTURE §4), on every dashboard screen and in the wizard: pending /
 * sending / failed / sent, last sync, last error, "Sincronizar ahora", entries that need attention
 * with "Reintentar", storage persistence and usage, and the ZIP export of what is pending.
 */
export function OfflineQueueIndicator({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { entries, status, engine } = useOutboxSnapshot();
  const [opened, setOpened] = useState(false);
  useEscapeToClose(opened, setOpened);
  const [exporting, setExporting] = useState(false);
  const counts = countEntries(entries);
  const waiting = waitingCount(counts);
  const failed = entries.filter((e) => e.state === 'failed');
  const Icon = counts.failed || status.paused ? IconCloudOff : waiting ? IconCloudUpload : IconCloudCheck;
  const color = tone === 'dark' ? 'white' : 'avala.7';
  const here = typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;

  async function exportZip() {
    setExporting(true);
    try {
      // fflate loads only when someone exports.
      const { exportPendingZip } = await import('../../offline/export-pending');
      saveBlob(await exportPendingZip(), `pendientes-${new Date().toISOString().slice(0, 10)}.zip`);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Popover opened={opened} onChange={setOpened} width={320} {...HEADER_DROPDOWN} shadow="md">
      {/* The target is the button itself: Popover puts aria-expanded on it, which a <div> may not carry. */}
      <Indicator label={waiting} size={16} disabled={waiting === 0} color={counts.failed || status.paused ? 'red' : 'orange'} offset={4}>
        <Popover.Target>
          <ActionIcon variant="subtle" color={color} size="lg" aria-label={T.abrir} onClick={() => setOpened((o) => !o)} data-testid="sync-indicator" data-pending={waiting}>
            <Icon size={22} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={700}>{T.titulo}</Text>
          <Group gap={6}>
            <Badge color="orange" variant="light">{`${T.pendientes}: ${counts.pending}`}</Badge>
            <Badge color="blue" variant="light">{`${T.enviando}: ${counts.sending}`}</Badge>
            <Badge color="red" variant="light">{`${T.conError}: ${counts.failed}`}</Badge>
            <Badge color="green" variant="light">{`${T.enviados}: ${counts.sent}`}</Badge>
          </Group>
          <Text fz="sm">
            {T.ultimaSincronizacion}: {status.lastSyncAt ? formatDateTime(new Date(status.lastSyncAt).toISOString()) : T.nunca}
          </Text>
          {status.nextAttemptAt ? (
            <Text fz="xs" c="dimmed">
              {T.proximoIntento}: {formatDateTime(new Date(status.nextAttemptAt).toISOString())}
            </Text>
          ) : null}
          {status.lastError ? (
            <Text fz="sm" c="red.8">
              {T.ultimoError}: {status.lastError}
            </Text>
          ) : null}
          {status.paused === 'auth' ? (
            <Anchor href={`/?redirect=${encodeURIComponent(here)}`} fz="sm" fw={600}>
              {T.inicieSesion}
            </Anchor>
          ) : null}
          {waiting === 0 && !status.paused ? (
            <Text fz="sm" c="teal.9">
              {T.todoSincronizado}
            </Text>
          ) : null}
          {failed.length ? (
            <ScrollArea.Autosize mah={180}>
              <Stack gap={6}>
                {failed.map((entry) => (
                  <Stack key={entry.id} gap={2} p={6} bg="red.0" style={{ borderRadius: 6 }}>
                    <Text fz="xs" fw={700} c="red.8">
                      {T.requiereAtencion}: {entry.label}
                    </Text>
                    {entry.lastError ? <Text fz="xs">{entry.lastError}</Text> : null}
                    <Button size="compact-xs" variant="light" color="red" onClick={() => void engine.retry(entry.id)} aria-label={`${T.reintentar}: ${entry.label}`}>
                      {T.reintentar}
                    </Button>
                  </Stack>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          ) : null}
          <Button leftSection={<IconRefresh size={16} />} onClick={() => void engine.syncNow()} loading={status.running}>
            {T.sincronizarAhora}
          </Button>
          <Button variant="default" onClick={() => void exportZip()} loading={exporting} disabled={waiting === 0}>
            {T.exportar}
          </Button>
          <Divider />
          {opened ? <StorageSummary /> : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
