import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { ZCreateDocumentSetRequest, type TCreateDocumentSetRequest, type TDocumentSetSummary } from '../../../../../shared/contracts/document-sets.contract';
import { SETS_DOCUMENTOS as S } from '../../../../../shared/labels/document-sets';
import { showToast } from '../../../../components/feedback/toast';
import { isApiError } from '../../../../lib/api-client';
import { applyServerFieldErrors } from '../../../../lib/forms/server-field-errors';
import { documentSetActions, invalidateDocumentSets } from '../../api/document-sets.api';
import { errorOutsideFields } from '../../lib/error-outside-fields';
import { DialogFooter } from '../dialog-footer';

interface DocumentSetCreateDialogProps {
  opened: boolean;
  onClose: () => void;
  companyId: string;
  /** Sets that may be copied: the platform's and the company's own. */
  sources: TDocumentSetSummary[];
  /** The new set opens in the editor. */
  onCreated: (setId: string) => void;
}

/** Nuevo set de documentos: a name and, optionally, a set to copy so the company does not start from zero. */
export function DocumentSetCreateDialog({ opened, onClose, companyId, sources, onCreated }: DocumentSetCreateDialogProps) {
  const client = useQueryClient();
  const form = useForm<TCreateDocumentSetRequest>({ resolver: zodResolver(ZCreateDocumentSetRequest), defaultValues: { name: '', copyFromId: null } });
  const save = useMutation({
    mutationFn: (body: TCreateDocumentSetRequest) => documentSetActions.create(companyId, body),
    onSuccess: async (created) => {
      showToast('success', S.creado);
      await invalidateDocumentSets(client, companyId);
      close();
      onCreated(created.id);
    },
    onError: (error) => applyServerFieldErrors(form, isApiError(error) ? error : null, { fields: ['name', 'copyFromId'] }),
  });
  const { errors } = form.formState;
  function close() {
    form.reset();
    save.reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={S.nuevo} centered>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          <TextInput label={S.nombre} withAsterisk data-autofocus {...form.register('name')} error={errors.name?.message} />
          <Controller
            control={form.control}
            name="copyFromId"
            render={({ field }) => (
              <Select
                label={S.copiarDe}
                description={S.copiarDeAyuda}
                placeholder={S.copiarDePlaceholder}
                clearable
                searchable
                data={sources.map((s) => ({ value: s.id, label: s.platform ? `${s.name} (${S.etiquetaPlataforma})` : s.name }))}
                value={field.value ?? null}
                onChange={(value) => {
                  field.onChange(value);
                  const source = sources.find((s) => s.id === value);
                  if (source && !form.getValues('name').trim()) form.setValue('name', S.copiaDe(source.name));
                }}
                error={errors.copyFromId?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <DialogFooter error={errorOutsideFields(save.error)} fallbackError={S.errorCrear} saving={save.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
