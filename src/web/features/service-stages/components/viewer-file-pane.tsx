import { Box, Center, Loader, Stack, Text } from '@mantine/core';
import { MENSAJES_DOCUMENTOS as M } from '../../../../shared/labels/compliance-documents';
import { FilePreview } from '../../../components/file-preview/file-preview';

interface ViewerFilePaneProps {
  file: { isPending: boolean; isError: boolean; data?: Blob | undefined };
  name: string;
  downloadLabel: string;
  errorText: string;
}

/** The right-hand pane of the full-screen viewers: loading, failure, or the file itself. */
export function ViewerFilePane({ file, name, downloadLabel, errorText }: ViewerFilePaneProps) {
  return (
    <Box style={{ flex: 1, minHeight: '60dvh' }} p="xs">
      {file.isPending ? (
        <Center h="100%">
          <Stack align="center">
            <Loader />
            <Text>{M.cargando}</Text>
          </Stack>
        </Center>
      ) : file.isError || !file.data ? (
        <Center h="100%">
          <Text c="red">{errorText}</Text>
        </Center>
      ) : (
        <Stack h="100%" gap={4}>
          <Text component="output" size="xs" c="dimmed">
            {M.documentoCargado}
          </Text>
          <FilePreview blob={file.data} name={name} downloadLabel={downloadLabel} />
        </Stack>
      )}
    </Box>
  );
}
