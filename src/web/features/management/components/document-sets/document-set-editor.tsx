import { ActionIcon, Alert, Badge, Button, Center, Drawer, Group, Loader, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconCopy, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { TDocumentSetTree, TGroupNode, TRequirementNode, TStageNode } from '../../../../../shared/contracts/document-sets.contract';
import { FORMATO_REQUISITO, resumenEntrega, SETS_DOCUMENTOS as S } from '../../../../../shared/labels/document-sets';
import { confirmAction } from '../../../../components/feedback/confirm-action';
import { QueryError } from '../../../../components/feedback/query-error';
import { showToast } from '../../../../components/feedback/toast';
import { errorMessage } from '../../../../lib/api-client';
import { documentSetActions as A, documentSetKeys, documentSetTreeQuery, invalidateDocumentSets } from '../../api/document-sets.api';
import { NameDialog, type NameDialogProps } from './name-dialog';
import { RequirementDialog, type RequirementDialogProps } from './requirement-dialog';

interface DocumentSetEditorProps {
  companyId: string;
  setId: string;
  onClose: () => void;
  /** A platform set's copy opens in its place. */
  onOpenSet?: (setId: string) => void;
}

type Dialog = { kind: 'name'; props: Omit<NameDialogProps, 'onClose'> } | { kind: 'requirement'; props: Omit<RequirementDialogProps, 'onClose'> };

/** The ids with the one at `index` moved by `delta` (−1 up, +1 down). */
const moved = (ids: string[], index: number, delta: number) => {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  if (id !== undefined) next.splice(index + delta, 0, id);
  return next;
};

/** Up, down, edit and delete of one node; every button names what it acts on for screen readers. */
function NodeActions({ label, index, count, onMove, onEdit, onDelete, deleteBlocked, disabled }: { label: string; index: number; count: number; onMove: (delta: number) => void; onEdit: () => void; onDelete: () => void; deleteBlocked: boolean; disabled: boolean }) {
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon variant="subtle" size="lg" aria-label={`${S.subir}: ${label}`} disabled={disabled || index === 0} onClick={() => onMove(-1)}>
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" size="lg" aria-label={`${S.bajar}: ${label}`} disabled={disabled || index === count - 1} onClick={() => onMove(1)}>
        <IconArrowDown size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" size="lg" aria-label={`${S.editar}: ${label}`} disabled={disabled} onClick={onEdit}>
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" size="lg" color="red" aria-label={deleteBlocked ? `${S.borrar}: ${label}. ${S.conDocumentos}` : `${S.borrar}: ${label}`} title={deleteBlocked ? S.conDocumentos : undefined} disabled={disabled || deleteBlocked} onClick={onDelete}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/**
 * The tree editor of a document set (a drawer; full screen on a phone): stages → requirement groups →
 * requirements, each added, renamed, moved and deleted in place. A platform set reads only, with Copiar.
 */
export function DocumentSetEditor({ companyId, setId, onClose, onOpenSet }: DocumentSetEditorProps) {
  const client = useQueryClient();
  const phone = useMediaQuery('(max-width: 48em)');
  const tree = useQuery(documentSetTreeQuery(companyId, setId));
  const [dialog, setDialog] = useState<Dialog | undefined>();

  /** Said to screen readers after each edit; the change itself shows in the tree (no toast over the drawer). */
  const [announcement, setAnnouncement] = useState('');
  /** Every edit answers the new tree: shown at once, then the lists refresh. */
  const apply = async (result: TDocumentSetTree | unknown) => {
    setAnnouncement((previous) => (previous === S.guardado ? `${S.guardado}.` : S.guardado));
    if (result && typeof result === 'object' && 'stages' in result) client.setQueryData(documentSetKeys.tree(companyId, setId), result as TDocumentSetTree);
    await invalidateDocumentSets(client, companyId);
  };
  const edit = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: apply,
    onError: (error) => showToast('error', errorMessage(error) || S.errorGuardar),
  });
  /** For dialogs: they show their own errors, so the call throws instead of toasting. */
  const saveFromDialog = async (run: () => Promise<unknown>) => {
    const result = await run();
    await apply(result);
    return result;
  };
  const copy = useMutation({
    mutationFn: (set: TDocumentSetTree) => A.create(companyId, { name: S.copiaDe(set.name), copyFromId: set.id }),
    onSuccess: async (created) => {
      showToast('success', S.creado);
      await invalidateDocumentSets(client, companyId);
      if (onOpenSet) onOpenSet(created.id);
    },
    onError: (error) => showToast('error', errorMessage(error) || S.errorCrear),
  });
  const askDelete = async (name: string, run: () => Promise<unknown>) => {
    if (await confirmAction({ title: S.borrar, message: S.confirmarBorradoElemento(name), confirmLabel: S.borrar, danger: true })) edit.mutate(run);
  };

  const set = tree.data;
  const readOnly = !set || set.platform;
  const busy = edit.isPending;

  const openName = (props: Omit<NameDialogProps, 'onClose'>) => setDialog({ kind: 'name', props });
  const openRequirement = (props: Omit<RequirementDialogProps, 'onClose'>) => setDialog({ kind: 'requirement', props });

  const requirementRow = (group: TGroupNode, requirement: TRequirementNode, index: number) => (
    <Group key={requirement.id} justify="space-between" wrap="wrap" gap="xs" py={6} component="li" style={{ borderTop: index ? '1px solid var(--mantine-color-gray-2)' : undefined }}>
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
        <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {requirement.name}
        </Text>
        <Group gap={4}>
          <Badge size="xs" variant="light">
            {FORMATO_REQUISITO[requirement.format]}
          </Badge>
          <Badge size="xs" variant="light" color="gray">
            {resumenEntrega(requirement.delivery.kind, requirement.delivery.day)}
          </Badge>
          {requirement.exampleImage ? (
            <Badge size="xs" variant="light" color="teal">
              {S.imagenEjemplo}
            </Badge>
          ) : null}
        </Group>
      </Stack>
      {readOnly ? null : (
        <NodeActions
          label={requirement.name}
          index={index}
          count={group.requirements.length}
          disabled={busy}
          deleteBlocked={requirement.hasDocuments}
          onMove={(delta) => edit.mutate(() => A.orderRequirements(companyId, setId, group.id, moved(group.requirements.map((r) => r.id), index, delta)))}
          onEdit={() =>
            openRequirement({
              requirement,
              onSubmit: (values) => saveFromDialog(() => A.updateRequirement(companyId, setId, requirement.id, values)),
              onUploadImage: (id, file) => saveFromDialog(() => A.uploadExampleImage(companyId, setId, id, file)),
              onClearImage: (id) => saveFromDialog(() => A.clearExampleImage(companyId, setId, id)),
            })
          }
          onDelete={() => void askDelete(requirement.name, () => A.removeRequirement(companyId, setId, requirement.id))}
        />
      )}
    </Group>
  );

  const groupBox = (stage: TStageNode, group: TGroupNode, index: number) => (
    <Paper key={group.id} p="sm" radius="md" bg="gray.0" component="section" aria-label={`${S.grupo}: ${group.name}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={4} fz="md" style={{ overflowWrap: 'anywhere', flex: '1 1 160px' }}>
          {group.name}
        </Title>
        {readOnly ? null : (
          <NodeActions
            label={group.name}
            index={index}
            count={stage.groups.length}
            disabled={busy}
            deleteBlocked={group.hasDocuments}
            onMove={(delta) => edit.mutate(() => A.orderGroups(companyId, setId, stage.id, moved(stage.groups.map((g) => g.id), index, delta)))}
            onEdit={() => openName({ title: S.editar, label: S.grupo, initial: { name: group.name }, onSubmit: ({ name }) => saveFromDialog(() => A.updateGroup(companyId, setId, group.id, { name })) })}
            onDelete={() => void askDelete(group.name, () => A.removeGroup(companyId, setId, group.id))}
          />
        )}
      </Group>
      {group.requirements.length ? (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`${S.requisitos}: ${group.name}`}>
          {group.requirements.map((r, i) => requirementRow(group, r, i))}
        </Stack>
      ) : (
        <Text c="dimmed" fz="sm" py={6}>
          {S.sinRequisitos}
        </Text>
      )}
      {readOnly ? null : (
        <Button
          size="xs"
          variant="subtle"
          mt={4}
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          aria-label={`${S.nuevoRequisito} a ${group.name}`}
          onClick={() => openRequirement({ onSubmit: (values) => saveFromDialog(() => A.addRequirement(companyId, setId, group.id, values)), onUploadImage: async () => undefined, onClearImage: async () => undefined })}
        >
          {S.nuevoRequisito}
        </Button>
      )}
    </Paper>
  );

  const stageBox = (stage: TStageNode, index: number, stages: TStageNode[]) => (
    <Paper key={stage.id} withBorder p="md" radius="md" component="section" aria-label={`${S.etapa}: ${stage.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <div style={{ minWidth: 0, flex: '1 1 180px' }}>
            <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {stage.name}
            </Title>
            {stage.description ? (
              <Text c="dimmed" fz="sm">
                {stage.description}
              </Text>
            ) : null}
          </div>
          {readOnly ? null : (
            <NodeActions
              label={stage.name}
              index={index}
              count={stages.length}
              disabled={busy}
              deleteBlocked={stage.hasDocuments}
              onMove={(delta) => edit.mutate(() => A.orderStages(companyId, setId, moved(stages.map((s) => s.id), index, delta)))}
              onEdit={() =>
                openName({ title: S.editar, label: S.etapa, withDescription: true, initial: { name: stage.name, description: stage.description }, onSubmit: (values) => saveFromDialog(() => A.updateStage(companyId, setId, stage.id, values)) })
              }
              onDelete={() => void askDelete(stage.name, () => A.removeStage(companyId, setId, stage.id))}
            />
          )}
        </Group>
        {stage.groups.length ? (
          stage.groups.map((g, i) => groupBox(stage, g, i))
        ) : (
          <Text c="dimmed" fz="sm">
            {S.sinGrupos}
          </Text>
        )}
        {readOnly ? null : (
          <Button
            size="xs"
            variant="light"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            aria-label={`${S.nuevoGrupo} a ${stage.name}`}
            onClick={() => openName({ title: S.nuevoGrupo, label: S.grupo, onSubmit: ({ name }) => saveFromDialog(() => A.addGroup(companyId, setId, stage.id, { name })) })}
          >
            {S.nuevoGrupo}
          </Button>
        )}
      </Stack>
    </Paper>
  );

  let body: ReactNode;
  if (tree.isError) body = <QueryError error={tree.error} onRetry={() => void tree.refetch()} />;
  else if (!set)
    body = (
      <Center py="xl" component="output">
        <Loader size="sm" mr="sm" />
        <Text c="dimmed">{S.cargando}</Text>
      </Center>
    );
  else
    body = (
      <Stack gap="md" aria-busy={busy || tree.isFetching}>
        {set.platform ? (
          <Alert color="blue" title={S.etiquetaPlataforma}>
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{S.soloLectura}</Text>
              {onOpenSet ? (
                <Button size="xs" leftSection={<IconCopy size={14} aria-hidden="true" />} loading={copy.isPending} onClick={() => copy.mutate(set)}>
                  {S.copiar}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : (
          <Group justify="space-between" wrap="wrap">
            <Text c="dimmed" fz="sm">
              {S.etapasCuenta(set.stagesCount)} · {set.servicesCount ? S.enUso(set.servicesCount) : S.sinUso}
            </Text>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden="true" />}
              onClick={() => openName({ title: S.renombrar, label: S.nombre, initial: { name: set.name }, onSubmit: ({ name }) => saveFromDialog(() => A.rename(companyId, setId, name)) })}
            >
              {S.renombrar}
            </Button>
          </Group>
        )}
        {set.retired ? <Alert color="orange">{S.retiradoAviso}</Alert> : null}
        <Title order={3} fz="md" c="dimmed">
          {S.etapas}
        </Title>
        {set.stages.length ? set.stages.map((stage, i, all) => stageBox(stage, i, all)) : <Text c="dimmed">{S.sinEtapas}</Text>}
        {readOnly ? null : (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => openName({ title: S.nuevaEtapa, label: S.etapa, withDescription: true, onSubmit: (values) => saveFromDialog(() => A.addStage(companyId, setId, values)) })}
          >
            {S.nuevaEtapa}
          </Button>
        )}
      </Stack>
    );

  return (
    <>
      <Drawer opened onClose={onClose} position="right" size={phone ? '100%' : 'xl'} title={set ? S.editorTitulo(set.name) : S.editarSet} closeButtonProps={{ 'aria-label': S.cerrar }}>
        {body}
        <VisuallyHidden component="output" aria-live="polite">
          {announcement}
        </VisuallyHidden>
      </Drawer>
      {dialog?.kind === 'name' ? <NameDialog {...dialog.props} onClose={() => setDialog(undefined)} /> : null}
      {dialog?.kind === 'requirement' ? <RequirementDialog {...dialog.props} onClose={() => setDialog(undefined)} /> : null}
    </>
  );
}
