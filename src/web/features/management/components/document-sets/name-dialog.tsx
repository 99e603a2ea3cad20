import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ZStageRequest, type TStageRequest } from '../../../../../shared/contracts/document-sets.contract';
import { SETS_DOCUMENTOS as S } from '../../../../../shared/labels/document-sets';
import { isApiError } from '../../../../lib/api-client';
import { applyServerFieldErrors } from '../../../../lib/forms/server-field-errors';
import { errorOutsideFields } from '../../lib/error-outside-fields';
import { DialogFooter } from '../dialog-footer';

export interface NameDialogProps {
  title: string;
  label: string;
  initial?: { name: string; description?: string } | undefined;
  /** Stages also have a description. */
  withDescription?: boolean;
  onSubmit: (values: { name: string; description: string }) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or renames a set, a stage or a requirement group: one name (and a stage's description). Mount it to open it. */
export function NameDialog({ title, label, initial, withDescription = false, onSubmit, onClose }: NameDialogProps) {
  const form = useForm<TStageRequest, unknown, { name: string; description: string }>({
    resolver: zodResolver(ZStageRequest),
    defaultValues: { name: initial?.name ?? '', description: initial?.description ?? '' },
  });
  const save = useMutation({
    mutationFn: onSubmit,
    onSuccess: onClose,
    onError: (error) => applyServerFieldErrors(form, isApiError(error) ? error : null, { fields: ['name', 'description'] }),
  });
  const { errors } = form.formState;
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          <TextInput label={label} withAsterisk data-autofocus {...form.register('name')} error={errors.name?.message} />
          {withDescription ? <Textarea label={S.descripcion} rows={3} {...form.register('description')} error={errors.description?.message} /> : null}
          <DialogFooter error={errorOutsideFields(save.error)} fallbackError={S.errorGuardar} saving={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
