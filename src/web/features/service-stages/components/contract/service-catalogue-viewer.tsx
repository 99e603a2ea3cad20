import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MENSAJES_CATALOGO as M } from '../../../../../shared/labels/messages';
import { TEXTOS_SERVICIO_GENERADORES as T } from '../../../../../shared/labels/service-generators';
import { CatalogueCalculator } from '../../../../components/catalogue-calculator/catalogue-calculator';
import { downloadServiceCatalogue, serviceCatalogueQuery } from '../../api/service-catalogue.api';
import { stageToast } from '../../lib/stage-toast';

/**
 * 'Cátalogo' of a generators service's contract panel: the active catalogue of the service's client,
 * full screen and read-only (quantities can be tried, nothing is saved), with its workbook's download.
 */
export function ServiceCatalogueViewer({ clientId, onClose }: { clientId: string; onClose: () => void }) {
  const catalogue = useQuery(serviceCatalogueQuery(clientId));
  const [downloading, setDownloading] = useState(false);
  const active = catalogue.data ?? null;

  const download = async (id: string) => {
    setDownloading(true);
    try {
      await downloadServiceCatalogue(id);
      stageToast('success', T.catalogoDescargado);
    } catch {
      stageToast('error', T.errorDescarga);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal opened onClose={onClose} fullScreen title={active?.fileName ?? T.catalogo} transitionProps={{ duration: 0 }}>
      {catalogue.isPending ? (
        <Center py="xl" component="output" aria-label={T.cargandoCatalogo}>
          <Loader />
        </Center>
      ) : catalogue.isError ? (
        <Alert color="red" role="alert">
          {M.errorObtener}
        </Alert>
      ) : !active ? (
        <Text c="dimmed" ta="center" py="xl">
          {M.sinCatalogo}
        </Text>
      ) : (
        <Stack gap="sm">
          <Group justify="flex-end">
            <Button variant="light" leftSection={<IconDownload size={16} />} loading={downloading} onClick={() => void download(active.id)}>
              {T.descargarCatalogo}
            </Button>
          </Group>
          <CatalogueCalculator catalogue={active} readOnly />
        </Stack>
      )}
    </Modal>
  );
}
