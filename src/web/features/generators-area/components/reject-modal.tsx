import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { MENSAJES_GENERADOR as M } from '../../../../shared/labels/messages';
import { TEXTOS_AREA_GENERADORES as T } from '../../../../shared/labels/generators-area';
import { CountedTextarea } from '../../../components/fields/length-counter';

/** Rechazar asks for the reason the provider will read (at least 3 characters, as the server checks). */
export function RejectModal({ code, busy, onCancel, onReject }: { code: string; busy: boolean; onCancel: () => void; onReject: (comment: string) => void }) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (comment.trim().length < 3) return setError(M.comentarioRequerido);
    onReject(comment.trim());
  };
  return (
    <Modal opened onClose={onCancel} title={T.rechazarTitulo(code)} centered>
      <Stack>
        <CountedTextarea
          label={T.motivoRechazo}
          description={T.motivoRechazoAyuda}
          value={comment}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autosize
          minRows={3}
          maxLength={1000}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {T.cancelar}
          </Button>
          <Button color="red" loading={busy} onClick={submit}>
            {T.rechazar}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
