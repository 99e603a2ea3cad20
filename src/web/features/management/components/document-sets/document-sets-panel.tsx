import { Badge, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArchive, IconArchiveOff, IconEye, IconLock, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TDocumentSetSummary } from '../../../../../shared/contracts/document-sets.contract';
import { SETS_DOCUMENTOS as S } from '../../../../../shared/labels/document-sets';
import { confirmAction } from '../../../../components/feedback/confirm-action';
import { QueryError } from '../../../../components/feedback/query-error';
import { showToast } from '../../../../components/feedback/toast';
import { errorMessage } from '../../../../lib/api-client';
import { documentSetActions, documentSetsQuery, invalidateDocumentSets } from '../../api/document-sets.api';
import { useListControls } from '../../lib/use-list-controls';
import { ListToolbar } from '../list-toolbar';
import { DocumentSetCreateDialog } from './document-set-create-dialog';
import { DocumentSetEditor } from './document-set-editor';

/**
 * Administración › Servicios (spec 3 §2.8): the platform's document sets (read-only, copyable) and the
 * company's own; Nuevo set de documentos, the tree editor, Retirar / Reactivar and Borrar.
 */
export function DocumentSetsPanel({ companyId }: { companyId: string }) {
  const client = useQueryClient();
  const { debounced, sort, toolbar } = useListControls({ debounceMs: 300 });
  const [createOpen, createDialog] = useDisclosure(false);
  const [openSetId, setOpenSetId] = useState<string | undefined>();
  const list = useQuery(documentSetsQuery(companyId, { search: debounced, sort }));
  const all = useQuery(documentSetsQuery(companyId));

  const remove = useMutation({
    mutationFn: (setId: string) => documentSetActions.remove(companyId, setId),
    onSuccess: async () => {
      showToast('success', S.borrado);
      await invalidateDocumentSets(client, companyId);
    },
    onError: (error) => showToast('error', errorMessage(error) || S.errorBorrar),
  });
  const retire = useMutation({
    mutationFn: ({ setId, retired }: { setId: string; retired: boolean }) => documentSetActions.setRetired(companyId, setId, retired),
    onSuccess: async (_, { retired }) => {
      showToast('success', retired ? S.retirado : S.reactivadoMensaje);
      await invalidateDocumentSets(client, companyId);
    },
    onError: (error) => showToast('error', errorMessage(error) || S.errorGuardar),
  });

  const askRemove = async (set: TDocumentSetSummary) => {
    if (await confirmAction({ title: `${S.borrar} «${set.name}»`, message: S.confirmarBorrado, confirmLabel: S.borrar, danger: true })) remove.mutate(set.id);
  };
  const askRetire = async (set: TDocumentSetSummary) => {
    if (set.retired) retire.mutate({ setId: set.id, retired: false });
    else if (await confirmAction({ title: `${S.retirar} «${set.name}»`, message: S.confirmarRetiro, confirmLabel: S.retirar })) retire.mutate({ setId: set.id, retired: true });
  };

  let body;
  if (list.isError) body = <QueryError error={list.error} title={S.errorListar} onRetry={() => void list.refetch()} />;
  else if (!list.data)
    body = (
      <Center py="xl" component="output">
        <Loader size="sm" mr="sm" />
        <Text c="dimmed">{S.cargando}</Text>
      </Center>
    );
  else if (!list.data.length)
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {S.sinElementos}
      </Text>
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={list.isFetching}>
        {list.data.map((set) => (
          <Card key={set.id} withBorder radius="md" padding="md" component="article" aria-label={set.name} style={set.retired ? { borderStyle: 'dashed' } : undefined}>
            <Stack gap={6} h="100%">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {set.name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {set.platform ? (
                    <Tooltip label={S.etiquetaPlataformaAyuda} multiline w={220}>
                      <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden="true" />}>
                        {S.etiquetaPlataforma}
                      </Badge>
                    </Tooltip>
                  ) : null}
                  {set.retired ? (
                    <Badge variant="light" color="orange">
                      {S.etiquetaRetirado}
                    </Badge>
                  ) : null}
                </Group>
              </Group>
              <Text c="dimmed" fz="sm">
                {S.etapasCuenta(set.stagesCount)} · {set.servicesCount ? S.enUso(set.servicesCount) : S.sinUso}
              </Text>
              <Group gap="xs" mt="auto" pt="xs" wrap="wrap">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={set.platform ? <IconEye size={14} aria-hidden="true" /> : <IconPencil size={14} aria-hidden="true" />}
                  onClick={() => setOpenSetId(set.id)}
                  aria-label={`${set.platform ? S.ver : S.editar} ${set.name}`}
                >
                  {set.platform ? S.ver : S.editar}
                </Button>
                {set.platform ? null : (
                  <>
                    <Button
                      size="xs"
                      variant="light"
                      color={set.retired ? 'teal' : 'orange'}
                      leftSection={set.retired ? <IconArchiveOff size={14} aria-hidden="true" /> : <IconArchive size={14} aria-hidden="true" />}
                      onClick={() => void askRetire(set)}
                      loading={retire.isPending && retire.variables.setId === set.id}
                      aria-label={`${set.retired ? S.reactivar : S.retirar} ${set.name}`}
                    >
                      {set.retired ? S.reactivar : S.retirar}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden="true" />}
                      onClick={() => void askRemove(set)}
                      loading={remove.isPending && remove.variables === set.id}
                      aria-label={`${S.borrar} ${set.name}`}
                    >
                      {S.borrar}
                    </Button>
                  </>
                )}
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="md">
      <ListToolbar {...toolbar} newButton={{ label: S.nuevo, icon: <IconPlus size={16} aria-hidden="true" />, onClick: createDialog.open }} />
      {body}
      <DocumentSetCreateDialog
        opened={createOpen}
        onClose={createDialog.close}
        companyId={companyId}
        sources={all.data ?? []}
        onCreated={(setId) => setOpenSetId(setId)}
      />
      {openSetId ? <DocumentSetEditor key={openSetId} companyId={companyId} setId={openSetId} onClose={() => setOpenSetId(undefined)} onOpenSet={setOpenSetId} /> : null}
    </Stack>
  );
}
