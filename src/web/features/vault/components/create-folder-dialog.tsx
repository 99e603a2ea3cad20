import { Button, Group, Modal } from '@mantine/core';
import { useState } from 'react';
import { ZCreateVaultFolderRequest } from '../../../../shared/contracts/vault.contract';
import { MENSAJES_BOVEDA as M, TEXTOS_BOVEDA as T } from '../../../../shared/labels/vault';
import { showToast } from '../../../components/feedback/toast';
import { errorMessage, isApiError } from '../../../lib/http/api-error';
import { useCreateFolder } from '../api/vault-actions.mutation';
import { CountedTextInput } from '../../../components/fields/length-counter';

interface CreateFolderDialogProps {
  companyId: string;
  parentId: string | undefined;
  onClose: () => void;
}

export function CreateFolderDialog({ companyId, parentId, onClose }: CreateFolderDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateFolder(companyId);

  const submit = () => {
    const parsed = ZCreateVaultFolderRequest.safeParse({ name, parentId: parentId ?? null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.nombreRequerido);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        showToast('success', M.carpetaCreada);
        onClose();
      },
      onError: (e) => setError((isApiError(e) && e.campos?.name) || errorMessage(e)),
    });
  };

  return (
    <Modal opened onClose={onClose} title={T.nuevaCarpeta} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <CountedTextInput
          label={T.nombreCarpeta}
          value={name}
          maxLength={120}
          data-autofocus
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {T.cancelar}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {T.crear}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
