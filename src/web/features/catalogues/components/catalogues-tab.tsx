import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { TCatalogue } from '../../../../shared/contracts/catalogues.contract';
import { TEXTOS_CATALOGO as T } from '../../../../shared/labels/catalogue';
import { MENSAJES_CATALOGO as M } from '../../../../shared/labels/messages';
import { roleMayHandleDocuments } from '../../../../shared/permissions';
import { confirmAction } from '../../../components/feedback/confirm-action';
import { showToast } from '../../../components/feedback/toast';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { useDeleteCatalogue, useSetCatalogueStatus } from '../api/catalogue-mutations';
import { cataloguesQuery } from '../api/catalogues.query';
import { downloadCatalogue } from '../api/download-catalogue';
import { CatalogueCard } from './catalogue-card';
import { CatalogueViewer } from './catalogue-viewer';
import { UploadCatalogueDialog } from './upload-catalogue-dialog';

/** The company's catalogue files (spec 3 §2.7): upload, enable/disable, delete, view and download. */
export function CataloguesTab({ companyId }: { companyId: string }) {
  const list = useQuery(cataloguesQuery(companyId));
  const user = useQuery(currentUserQuery());
  const membership = user.data?.companies.find((c) => c.companyId === companyId);
  const canManage = roleMayHandleDocuments(membership?.role ?? user.data?.roleNames[0] ?? null);
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<TCatalogue | null>(null);
  const setStatus = useSetCatalogueStatus(companyId);
  const remove = useDeleteCatalogue(companyId);

  const toggle = async (catalogue: TCatalogue) => {
    const enable = !catalogue.status;
    if (!(await confirmAction({ title: T.cuidado, message: T.confirmarEstatus(enable, catalogue.fileName), confirmLabel: T.aceptar }))) return;
    try {
      await setStatus.mutateAsync({ id: catalogue.id, enable });
      showToast('success', M.estatusActualizado);
    } catch {
      showToast('error', M.errorEstatus);
    }
  };

  const del = async (catalogue: TCatalogue) => {
    if (!(await confirmAction({ title: T.cuidado, message: T.confirmarEliminar(catalogue.fileName), confirmLabel: T.eliminar, danger: true }))) return;
    try {
      await remove.mutateAsync(catalogue.idFile);
      showToast('success', M.archivoEliminado);
    } catch {
      showToast('error', M.errorEliminar);
    }
  };

  const download = async (catalogue: TCatalogue) => {
    try {
      await downloadCatalogue(catalogue.id);
      showToast('success', M.archivoDescargado);
    } catch {
      showToast('error', M.noSePudoObtener);
    }
  };

  return (
    <Stack gap="md">
      {canManage ? (
        <Group justify="flex-end">
          <Button leftSection={<IconUpload size={16} />} onClick={() => setUploading(true)}>
            {T.subirDocumento}
          </Button>
        </Group>
      ) : null}
      {list.isPending ? (
        <Center py="xl">
          <Loader component="output" aria-label={T.cargando} />
        </Center>
      ) : list.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text fz="sm">{M.errorObtener}</Text>
            <Button size="xs" variant="white" onClick={() => void list.refetch()}>
              {T.reintentar}
            </Button>
          </Group>
        </Alert>
      ) : list.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {M.sinCatalogos}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {list.data.map((catalogue) => (
            <CatalogueCard
              key={catalogue.id}
              catalogue={catalogue}
              canManage={canManage}
              onToggle={() => void toggle(catalogue)}
              onDelete={() => void del(catalogue)}
              onView={() => setViewing(catalogue)}
              onDownload={() => void download(catalogue)}
            />
          ))}
        </SimpleGrid>
      )}
      <UploadCatalogueDialog companyId={companyId} opened={uploading} onClose={() => setUploading(false)} />
      <CatalogueViewer catalogue={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
