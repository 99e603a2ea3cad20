import { Anchor, Breadcrumbs, Button, Center, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconFolderMinus, IconFolderPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TVaultDocument } from '../../../../shared/contracts/vault.contract';
import { MENSAJES_BOVEDA as M, TEXTOS_BOVEDA as T } from '../../../../shared/labels/vault';
import { confirmAction } from '../../../components/feedback/confirm-action';
import { QueryError } from '../../../components/feedback/query-error';
import { showToast } from '../../../components/feedback/toast';
import { companiesQuery } from '../../../lib/company/companies.query';
import { errorMessage } from '../../../lib/http/api-error';
import { useDeleteDocument, useDeleteFolder } from '../api/vault-actions.mutation';
import { vaultFolderQuery } from '../api/vault.query';
import { CreateFolderDialog } from './create-folder-dialog';
import { EditDocumentDialog } from './edit-document-dialog';
import { DocumentList, FolderGrid } from './folder-contents';
import { ImportantDialog } from './important-dialog';
import { saveVaultFile } from './save-vault-file';
import { SharedFolders } from './shared-folders';
import { UploadPanel } from './upload-panel';
import { VaultDocumentViewer } from './vault-document-viewer';

interface VaultScreenProps {
  companyId: string;
  folderId: string | undefined;
  /** Navigation goes through the router so back/forward walk the folders. */
  onNavigate: (to: { companyId: string; folderId?: string }) => void;
}

/** /dashboard/vault: a company's folders and files, the shared service folders, uploads and history. */
export function VaultScreen({ companyId, folderId, onNavigate }: VaultScreenProps) {
  const companies = useQuery(companiesQuery());
  const view = useQuery(vaultFolderQuery(companyId, folderId));
  const remove = useDeleteDocument(companyId, folderId);
  const removeFolder = useDeleteFolder(companyId);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<TVaultDocument | null>(null);
  const [editing, setEditing] = useState<TVaultDocument | null>(null);
  const open = (id?: string) => onNavigate({ companyId, folderId: id });

  const askDelete = async (document: TVaultDocument) => {
    if (!(await confirmAction({ title: T.confirmarEliminar, message: T.confirmarEliminarTexto, confirmLabel: T.eliminar, danger: true }))) return;
    remove.mutate(document.id, {
      onSuccess: () => showToast('success', M.eliminado),
      onError: (error) => showToast('error', errorMessage(error) || 'Error al eliminar el documento'),
    });
  };

  const askDeleteFolder = async (folder: { id: string; parentId: string | null }) => {
    if (!(await confirmAction({ title: T.confirmarEliminarCarpeta, confirmLabel: T.eliminarCarpeta, danger: true }))) return;
    removeFolder.mutate(
      { folderId: folder.id, parentId: folder.parentId },
      {
        onSuccess: () => {
          showToast('success', M.carpetaEliminada);
          open(folder.parentId ?? undefined);
        },
        onError: (error) => showToast('error', errorMessage(error)),
      },
    );
  };

  const trail = view.data?.breadcrumbs ?? [];
  const empty = !!view.data && !view.data.folders.length && !view.data.documents.length;
  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }}>
      <ImportantDialog />
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{T.titulo}</Title>
        <Select
          label={T.empresa}
          w={{ base: '100%', sm: 320 }}
          data={(companies.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={companyId}
          allowDeselect={false}
          searchable
          onChange={(value) => value && onNavigate({ companyId: value })}
        />
      </Group>
      <Breadcrumbs separator="›" style={{ flexWrap: 'wrap' }}>
        <Anchor component="button" type="button" onClick={() => open()}>
          {T.raiz}
        </Anchor>
        {trail.map((crumb, i) =>
          i === trail.length - 1 ? (
            <Text key={crumb.id} aria-current="page">
              {crumb.name}
            </Text>
          ) : (
            <Anchor key={crumb.id} component="button" type="button" onClick={() => open(crumb.id)}>
              {crumb.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
      {view.isPending ? (
        <Center py="xl">
          <Loader component="output" aria-label={T.cargando} />
        </Center>
      ) : view.isError ? (
        <QueryError error={view.error} title={T.error} onRetry={() => void view.refetch()} />
      ) : (
        <>
          {view.data.canWrite ? (
            <Group align="flex-start">
              <Button variant="light" leftSection={<IconFolderPlus size={16} />} onClick={() => setCreating(true)}>
                {T.nuevaCarpeta}
              </Button>
              {folderId ? (
                <UploadPanel key={folderId} companyId={companyId} folderId={folderId} />
              ) : (
                <Text size="sm" c="dimmed" pt={6}>
                  {T.subirEnCarpeta}
                </Text>
              )}
              {view.data.folder && empty ? (
                <Button variant="subtle" color="red" leftSection={<IconFolderMinus size={16} />} loading={removeFolder.isPending} onClick={() => view.data.folder && void askDeleteFolder(view.data.folder)}>
                  {T.eliminarCarpeta}
                </Button>
              ) : null}
            </Group>
          ) : null}
          {view.data.folder?.readOnly ? <Text size="sm" c="dimmed">{M.soloLectura}</Text> : null}
          {view.data.folders.length ? <FolderGrid folders={view.data.folders} onOpen={open} label={T.carpetas} /> : null}
          {view.data.documents.length ? (
            <DocumentList documents={view.data.documents} canWrite={view.data.canWrite} onView={setViewing} onDownload={(d) => void saveVaultFile(companyId, d)} onDelete={(d) => void askDelete(d)} onEdit={setEditing} />
          ) : null}
          {empty ? <Text c="dimmed">{T.vacia}</Text> : null}
          {!folderId ? <SharedFolders key={companyId} companyId={companyId} onOpen={open} /> : null}
        </>
      )}
      {creating ? <CreateFolderDialog companyId={companyId} parentId={folderId} onClose={() => setCreating(false)} /> : null}
      {editing ? <EditDocumentDialog key={editing.id} companyId={companyId} folderId={folderId} document={editing} onClose={() => setEditing(null)} /> : null}
      {viewing ? <VaultDocumentViewer companyId={companyId} document={viewing} onClose={() => setViewing(null)} /> : null}
    </Stack>
  );
}
