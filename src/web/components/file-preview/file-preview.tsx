import { Button, Center, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { saveBlob } from '../../lib/http/authorized-file';

interface FilePreviewProps {
  blob: Blob;
  name: string;
  downloadLabel: string;
}

/** A stored file shown as the document viewers do: PDF embedded, images shown, anything else offered for saving. */
export function FilePreview({ blob, name, downloadLabel }: FilePreviewProps) {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  if (blob.type === 'application/pdf') {
    // A sandboxed frame cannot run the browser's PDF viewer; the CSP allows frames of blob: only (object-src 'none').
    // oxlint-disable-next-line react/iframe-missing-sandbox
    return <iframe src={url} title={name} style={{ flex: 1, width: '100%', minHeight: '75dvh', border: 0 }} />;
  }
  if (blob.type.startsWith('image/')) return <img src={url} alt={name} style={{ maxWidth: '100%', objectFit: 'contain' }} />;
  return (
    <Center mih={200}>
      <Stack align="center">
        <Text>{name}</Text>
        <Button leftSection={<IconDownload size={16} />} onClick={() => saveBlob(blob, name)}>
          {downloadLabel}
        </Button>
      </Stack>
    </Center>
  );
}
