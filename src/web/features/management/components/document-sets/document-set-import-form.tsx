import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FileInput, Group, List, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconFileSpreadsheet, IconFileDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DOCUMENT_SET_NAME_MAX, type TDocumentSetTree } from '../../../../../shared/contracts/document-sets.contract';
import { text } from '../../../../../shared/contracts/fields';
import { z } from '../../../../../shared/domain/zod-locale';
import { IMPORTACION_SETS as X, MENSAJES_SETS as M, SETS_DOCUMENTOS as S } from '../../../../../shared/labels/document-sets';
import { showToast } from '../../../../components/feedback/toast';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import { applyServerFieldErrors } from '../../../../lib/forms/server-field-errors';
import { documentSetActions } from '../../api/document-sets.api';
import { DialogFooter } from '../dialog-footer';

const ZImportForm = z.object({
  name: text(M.nombreRequerido, DOCUMENT_SET_NAME_MAX),
  file: z.custom<File>((value) => value instanceof File, X.archivoRequerido),
});
type TImportForm = z.input<typeof ZImportForm>;

/** The "Fila N: …" lines of a refused workbook, in sheet order. */
export function rowProblemsOf(error: unknown): string[] {
  if (!isApiError(error)) return [];
  return Object.entries(error.campos)
    .filter(([key]) => key.startsWith('filas.'))
    .map(([, message]) => message);
}

interface DocumentSetImportFormProps {
  companyId: string;
  onCancel: () => void;
  onCreated: (created: TDocumentSetTree) => Promise<void> | void;
}

/**
 * Nuevo set de documentos desde Excel (spec 3 §5): a name and a workbook laid out as the template
 * ("Descargar plantilla"). The server checks it row by row; the rows to fix are listed here and
 * nothing is created until the whole file is right.
 */
export function DocumentSetImportForm({ companyId, onCancel, onCreated }: DocumentSetImportFormProps) {
  const form = useForm<TImportForm>({ resolver: zodResolver(ZImportForm), defaultValues: { name: '', file: undefined } });
  const [progress, setProgress] = useState<number | null>(null);
  const save = useMutation({
    mutationFn: (values: TImportForm) => documentSetActions.importWorkbook(companyId, values.name.trim(), values.file as File, setProgress),
    onSuccess: (created) => onCreated(created),
    onError: (error) => applyServerFieldErrors(form, isApiError(error) ? error : null, { fields: ['name', 'file'] }),
    onSettled: () => setProgress(null),
  });
  const template = useMutation({
    mutationFn: () => documentSetActions.downloadTemplate(companyId),
    onError: (error) => showToast('error', errorMessage(error), S.errorPlantilla),
  });
  const { errors } = form.formState;
  const rows = rowProblemsOf(save.error);
  const outside = isApiError(save.error) && Object.keys(save.error.campos).some((k) => k === 'name' || k === 'file') ? null : save.error;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Stack gap="sm">
        <TextInput label={S.nombre} withAsterisk data-autofocus {...form.register('name')} error={errors.name?.message} />
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <FileInput
              label={S.archivoExcel}
              description={S.archivoExcelAyuda}
              placeholder={S.archivoExcelPlaceholder}
              withAsterisk
              clearable
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
              value={(field.value as File | undefined) ?? null}
              onChange={(file) => {
                field.onChange(file ?? undefined);
                save.reset();
              }}
              error={errors.file?.message}
            />
          )}
        />
        <Group>
          <Button variant="subtle" size="xs" leftSection={<IconFileDownload size={16} aria-hidden="true" />} loading={template.isPending} onClick={() => template.mutate()}>
            {S.descargarPlantilla}
          </Button>
        </Group>
        {progress !== null ? <Progress value={progress} aria-label={S.subiendo(progress)} animated /> : null}
        {rows.length ? (
          <Alert color="red" role="alert" title={S.erroresArchivo}>
            <List size="sm" spacing={4}>
              {rows.map((row) => (
                <List.Item key={row}>
                  <Text fz="sm">{row}</Text>
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <DialogFooter error={outside} fallbackError={S.errorCrear} saving={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
