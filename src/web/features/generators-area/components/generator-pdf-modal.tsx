import { Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TGeneratorLite } from '../../../../shared/contracts/generators.contract';
import { TEXTOS_AREA_GENERADORES as T } from '../../../../shared/labels/generators-area';
import { QueryError } from '../../../components/feedback/query-error';
import { generatorPdfQuery } from '../api/generator-pdf.query';
import { useObjectUrl } from '../../../lib/hooks/use-object-url';

/** "Ver Generador": the PDF in an embedded viewer, full screen on a phone. */
export function GeneratorPdfModal({ generator, onClose }: { generator: TGeneratorLite; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const { data, error, isError, refetch } = useQuery(generatorPdfQuery(generator.id, generator.pdfFileId));
  const url = useObjectUrl(data);
  const title = T.generadorPdf(generator.generatedCode);

  return (
    <Modal opened onClose={onClose} title={title} size="80rem" fullScreen={Boolean(phone)} centered>
      {isError ? (
        <QueryError error={error} title={T.errorPdf} onRetry={() => void refetch()} />
      ) : url ? (
        <Stack gap="sm">
          <Group justify="flex-end">
            <Button component="a" href={url} download={`${generator.generatedCode}.pdf`} variant="light" leftSection={<IconDownload size={16} aria-hidden="true" />}>
              {T.descargarPdf}
            </Button>
          </Group>
          {/* Our own PDF through a blob: URL; a sandbox would make the browser refuse its PDF viewer. */}
          {/* oxlint-disable-next-line react/iframe-missing-sandbox */}
          <iframe src={url} title={title} style={{ width: '100%', height: phone ? 'calc(100dvh - 140px)' : '75vh', border: 0 }} />
        </Stack>
      ) : (
        <Center h={240}>
          <Loader aria-label={T.cargandoPdf} />
        </Center>
      )}
    </Modal>
  );
}
