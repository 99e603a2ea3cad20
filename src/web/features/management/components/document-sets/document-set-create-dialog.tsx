import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, SegmentedControl, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { TREE_LEVEL_MAX, ZCreateDocumentSetRequest, type TCreateDocumentSetRequest, type TDocumentSetSummary, type TDocumentSetTree } from '../../../../../shared/contracts/document-sets.contract';
import { SETS_DOCUMENTOS as S } from '../../../../../shared/labels/document-sets';
import { showToast } from '../../../../components/feedback/toast';
import { isApiError } from '../../../../lib/api-client';
import { applyServerFieldErrors } from '../../../../lib/forms/server-field-errors';
import { documentSetActions, invalidateDocumentSets } from '../../api/document-sets.api';
import { errorOutsideFields } from '../../lib/error-outside-fields';
import { DialogFooter } from '../dialog-footer';
import { DocumentSetImportForm } from './document-set-import-form';

type Mode = 'manual' | 'excel';

interface DocumentSetCreateDialogProps {
  opened: boolean;
  onClose: () => void;
  companyId: string;
  /** Sets that may be copied: the platform's and the company's own. */
  sources: TDocumentSetSummary[];
  /** The new set opens in the editor. */
  onCreated: (setId: string) => void;
}

/**
 * Nuevo set de documentos: captured (a name and its stages, or a set to copy so the company does
 * not start from zero) or from an Excel workbook. Either way it starts with at least one stage
 * ('Debe haber al menos una etapa', spec 3 §5).
 */
export function DocumentSetCreateDialog({ opened, onClose, companyId, sources, onCreated }: DocumentSetCreateDialogProps) {
  const client = useQueryClient();
  const [mode, setMode] = useState<Mode>('manual');
  const form = useForm<TCreateDocumentSetRequest>({ resolver: zodResolver(ZCreateDocumentSetRequest), defaultValues: { name: '', copyFromId: null, stages: [] } });
  const copying = Boolean(useWatch({ control: form.control, name: 'copyFromId' }));
  const created = async (set: TDocumentSetTree) => {
    showToast('success', S.creado);
    await invalidateDocumentSets(client, companyId);
    close();
    onCreated(set.id);
  };
  const save = useMutation({
    mutationFn: (body: TCreateDocumentSetRequest) => documentSetActions.create(companyId, copying ? { ...body, stages: [] } : body),
    onSuccess: created,
    onError: (error) => applyServerFieldErrors(form, isApiError(error) ? error : null, { fields: ['name', 'copyFromId', 'stages'] }),
  });
  const { errors } = form.formState;
  function close() {
    form.reset();
    save.reset();
    setMode('manual');
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={S.nuevo} centered size="lg">
      <Stack gap="sm">
        <SegmentedControl
          aria-label={S.modo}
          value={mode}
          onChange={(value) => setMode(value as Mode)}
          data={[
            { value: 'manual', label: S.modoCaptura },
            { value: 'excel', label: S.modoExcel },
          ]}
        />
        {mode === 'excel' ? <DocumentSetImportForm companyId={companyId} onCancel={close} onCreated={created} /> : null}
      </Stack>
      {mode === 'manual' ? (
        <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
          <Stack gap="sm" mt="sm">
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
            <Controller
              control={form.control}
              name="stages"
              render={({ field }) => (
                <TagsInput
                  label={S.etapasNuevas}
                  description={copying ? S.etapasDeLaCopia : S.etapasNuevasAyuda}
                  placeholder={S.etapasNuevasPlaceholder}
                  withAsterisk={!copying}
                  disabled={copying}
                  maxTags={TREE_LEVEL_MAX}
                  value={copying ? [] : (field.value ?? [])}
                  onChange={(value) => field.onChange(value.map((v) => v.trim()).filter(Boolean))}
                  onBlur={field.onBlur}
                  error={errors.stages?.message ?? errors.stages?.root?.message ?? (Array.isArray(errors.stages) ? errors.stages.find(Boolean)?.message : undefined)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <DialogFooter error={errorOutsideFields(save.error)} fallbackError={S.errorCrear} saving={save.isPending} onCancel={close} />
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
