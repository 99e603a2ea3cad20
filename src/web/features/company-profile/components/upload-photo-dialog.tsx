import { Alert, Button, Center, FileInput, Group, Image, Modal, Stack } from '@mantine/core';
import { IconInfoCircle, IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { PROFILE_PICTURE } from '../../../../shared/contracts/companies.contract';
import { PERFIL_EMPRESA as P } from '../../../../shared/labels/company-form';
import { MENSAJES_EMPRESA } from '../../../../shared/labels/messages';
import { showToast } from '../../../components/feedback/toast';
import { withProcessing } from '../../../lib/loading/global-loading';
import { useUploadProfilePicture } from '../api/upload-profile-picture.mutation';
import { useObjectUrl } from '../../../lib/hooks/use-object-url';
import { NotAnImageError, type ResizedPicture, resizeProfilePicture } from '../lib/resize-image';

const ACCEPT = 'image/png,image/jpeg,image/webp';

interface UploadPhotoDialogProps {
  companyId: string;
  opened: boolean;
  onClose: () => void;
}

/** "Subir foto": pick an image, see it resized, send it (spec 3 §2.8, §5: required and an image). */
export function UploadPhotoDialog({ companyId, opened, onClose }: UploadPhotoDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [picture, setPicture] = useState<ResizedPicture | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const upload = useUploadProfilePicture(companyId);
  const preview = useObjectUrl(picture?.blob);

  const close = () => {
    setFile(null);
    setPicture(null);
    setFieldError(null);
    setFailed(false);
    onClose();
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPicture(null);
    setFailed(false);
    setFieldError(null);
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      setFieldError(P.fotoNoEsImagen);
      return;
    }
    try {
      setPicture(await resizeProfilePicture(chosen));
    } catch (error) {
      setFieldError(error instanceof NotAnImageError ? P.fotoNoEsImagen : MENSAJES_EMPRESA.imagenError);
    }
  };

  const send = async () => {
    if (!picture) {
      setFieldError(fieldError ?? P.fotoRequerida);
      return;
    }
    setFailed(false);
    try {
      await withProcessing(() => upload.mutateAsync(picture.request));
      showToast('success', MENSAJES_EMPRESA.imagenActualizada);
      close();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={P.fotoDialogoTitulo} centered styles={{ title: { fontWeight: 700 } }}>
      <Stack gap="md">
        <FileInput
          label={P.fotoElegir}
          description={P.fotoAyuda}
          accept={ACCEPT}
          value={file}
          onChange={(chosen) => void choose(chosen)}
          clearable
          withAsterisk
          placeholder={PROFILE_PICTURE.extensions.map((e) => e.toUpperCase()).join(', ')}
          leftSection={<IconPhotoUp size={18} aria-hidden="true" />}
          error={fieldError}
        />
        {preview ? (
          <Center>
            <Image src={preview} alt={P.fotoVistaPrevia} w={PROFILE_PICTURE.displayPx} h={PROFILE_PICTURE.displayPx} radius={PROFILE_PICTURE.displayPx} fit="cover" />
          </Center>
        ) : null}
        {failed ? (
          <Alert role="alert" color="red" variant="light" icon={<IconInfoCircle size={20} />}>
            {MENSAJES_EMPRESA.imagenError}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {P.cancelar}
          </Button>
          <Button onClick={() => void send()} loading={upload.isPending} disabled={Boolean(file) && !picture}>
            {P.subirFoto}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
