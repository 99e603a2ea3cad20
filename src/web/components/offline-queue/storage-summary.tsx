import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { TEXTOS_SINCRONIZACION as T } from '../../../shared/labels/offline';
import { formatBytes, readStorageInfo, type StorageInfo } from '../../offline/storage-info';

/** navigator.storage.persist() result and estimate() usage, read when the popover opens. */
export function StorageSummary() {
  const [info, setInfo] = useState<StorageInfo | null>(null);
  useEffect(() => {
    void readStorageInfo().then(setInfo);
  }, []);
  if (!info) return null;
  const persisted = info.persisted === null ? T.persistenciaNoDisponible : info.persisted ? T.persistente : T.noPersistente;
  return (
    <Stack gap={2}>
      <Text fz="xs" fw={700}>
        {T.almacenamiento}
      </Text>
      <Text fz="xs">{persisted}</Text>
      <Text fz="xs" c="dimmed">
        {info.usage !== null && info.quota !== null ? T.uso(formatBytes(info.usage), formatBytes(info.quota)) : T.sinDatosUso}
      </Text>
    </Stack>
  );
}
