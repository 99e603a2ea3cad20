import { Alert, Button, FileButton, Group, Loader, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCamera, IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { GENERATOR_LIMITS as L, PHOTO_LISTS, type PhotoList } from '../../../../shared/domain/generator';
import { TEXTOS_WIZARD as T } from '../../../../shared/labels/generator-wizard';
import { MENSAJES_GENERADOR as M } from '../../../../shared/labels/messages';
import { confirmAction } from '../../../components/feedback/confirm-action';
import { showToast } from '../../../components/feedback/toast';
import { deleteFile } from '../../../offline/offline-files';
import { addPhoto, PhotoRejected } from '../lib/add-photo';
import type { DraftPhoto, WizardDraft } from '../lib/wizard-draft';
import { queuePhotographic, queuePhotoRemoval } from '../lib/wizard-outbox';
import { PhotoCard } from './photo-card';
import { CountedTextInput } from '../../../components/fields/length-counter';

type Update = (change: Partial<WizardDraft> | ((draft: WizardDraft) => Partial<WizardDraft>)) => void;

/** Fotográfico (spec 3 §5): Antes / Durante / Final, 5–12 photos, each compressed and checked on the device. */
export function PhotographicTab({ draft, update }: { draft: WizardDraft; update: Update }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function take(list: PhotoList, files: File[]) {
    if (!files.length) return;
    setBusy(true);
    setProblem(null);
    // Several gallery files in a row: each check must see the photos added just before it.
    let current = draft;
    try {
      for (const file of files) {
        const photo = await addPhoto(current, list, file);
        update((d) => ({ photos: [...d.photos, photo] }));
        current = { ...current, photos: [...current.photos, photo] };
      }
    } catch (error) {
      const message = error instanceof PhotoRejected ? error.mensaje : M.imagenInvalida;
      setProblem(message);
      showToast('error', message);
    } finally {
      setBusy(false);
    }
  }

  async function remove(photo: DraftPhoto, title: string) {
    if (!(await confirmAction({ title: T.quitarFotoTitulo, message: T.quitarFotoMensaje(title), confirmLabel: T.quitar, cancelLabel: T.cancelar, danger: true }))) return;
    update((d) => ({ photos: d.photos.filter((p) => p.id !== photo.id) }));
    await queuePhotoRemoval(draft, photo.id);
    await deleteFile(photo.id).catch(() => undefined);
  }

  const edit = (id: string, changes: Partial<DraftPhoto>) => update((d) => ({ photos: d.photos.map((p) => (p.id === id ? { ...p, ...changes } : p)) }));

  async function save() {
    const total = draft.photos.length;
    const message = total < L.minPhotos ? M.minimoFotos : total > L.maxPhotos ? M.maximoFotos : null;
    if (message) {
      setProblem(message);
      showToast('warning', message);
      return;
    }
    await queuePhotographic(draft);
    showToast('success', M.informacionGuardada);
  }

  const full = draft.photos.length >= L.maxPhotos;
  return (
    <Stack gap="md">
      <CountedTextInput label={T.ont} value={draft.ont} maxLength={L.ontMax} onChange={(e) => update({ ont: e.currentTarget.value })} />
      <Group justify="space-between">
        <Text fw={600} aria-live="polite" data-testid="photo-count">
          <VisuallyHidden>{T.fotosEtiqueta} </VisuallyHidden>
          {T.fotosTotal(draft.photos.length, L.maxPhotos, L.minPhotos)}
        </Text>
        {busy ? (
          <Group gap="xs" component="output">
            <Loader size="xs" />
            <Text fz="sm">{T.procesandoFoto}</Text>
          </Group>
        ) : null}
      </Group>
      {problem ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)} closeButtonLabel={T.cerrar}>
          {problem}
        </Alert>
      ) : null}
      {PHOTO_LISTS.map((list) => {
        const photos = draft.photos.filter((p) => p.list === list);
        const name = T.listas[list];
        return (
          <Stack key={list} gap="xs" component="section" aria-label={name}>
            <Group justify="space-between">
              <Title order={3} fz="h5">
                {name}
              </Title>
              <Group gap="xs">
                <FileButton onChange={(file) => void take(list, file ? [file] : [])} accept="image/*" capture="environment" disabled={busy || full}>
                  {(props) => (
                    <Button {...props} size="xs" leftSection={<IconCamera size={16} />} aria-label={`${T.tomarFoto}: ${name}`}>
                      {T.tomarFoto}
                    </Button>
                  )}
                </FileButton>
                <FileButton onChange={(files) => void take(list, files)} accept="image/*" multiple disabled={busy || full}>
                  {(props) => (
                    <Button {...props} size="xs" variant="light" leftSection={<IconPhotoPlus size={16} />} aria-label={`${T.galeria}: ${name}`}>
                      {T.galeria}
                    </Button>
                  )}
                </FileButton>
              </Group>
            </Group>
            {photos.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {T.sinFotos}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
                {photos.map((photo, index) => (
                  <PhotoCard key={photo.id} photo={photo} title={T.fotoDe(name, index + 1)} onChange={(changes) => edit(photo.id, changes)} onRemove={() => void remove(photo, T.fotoDe(name, index + 1))} />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        );
      })}
      <Group justify="flex-end">
        <Button onClick={() => void save()}>{T.guardar}</Button>
      </Group>
    </Stack>
  );
}
