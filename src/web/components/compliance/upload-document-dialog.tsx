import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FileInput, Group, Modal, Progress, Select, Stack } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { TStageRequirement } from '../../../shared/contracts/compliance-documents.contract';
import { REPSE_REGISTRATION_REQUIREMENT } from '../../../shared/domain/compliance';
import { uploadPeriodRange } from '../../../shared/domain/upload-period';
import { MENSAJES_DOCUMENTOS as M } from '../../../shared/labels/compliance-documents';
import { MONTH_NAMES } from '../../../shared/labels/months';
import { errorMessage, isApiError } from '../../lib/http/api-error';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors';
import type { UploadDocumentInput } from './send-document-upload';
import { browserToday, defaultUploadPeriod, spanChoices, uploadDefaults, uploadFormSchema, yearOptions, type UploadFormInput, type UploadFormValues } from './upload-form';
import { DateField } from '../fields/date-field';
import { CountedTextarea } from '../fields/length-counter';

interface UploadDocumentDialogProps {
  requirement: TStageRequirement;
  /** The feature's upload mutation (a service's requirement, or the company's own stage). */
  upload: { mutateAsync: (input: UploadDocumentInput) => Promise<{ mensaje: string }>; isPending: boolean };
  /** After a successful upload, with the server's message; the dialog closes itself. */
  onUploaded: (mensaje: string) => void;
  onClose: () => void;
  /** A service's span: only its months are offered, starting on the requirement's due period; a one-time requirement shows no month. */
  span?: { startDate: string; endDate: string | null } | undefined;
}

/** The dialog's choices: every month since 1990 for company documents, the service's span otherwise. */
function periodChoices(requirement: TStageRequirement, span: UploadDocumentDialogProps['span']) {
  if (!span) return { defaults: uploadDefaults(), years: yearOptions(), monthsOf: () => MONTH_OPTIONS.map((_, i) => i + 1), once: false };
  const today = browserToday();
  const range = uploadPeriodRange(span, today.iso);
  const once = requirement.delivery.kind === 'ONCE';
  return { defaults: uploadDefaults(defaultUploadPeriod(range, today.period, requirement.duePeriod, once)), ...spanChoices(range), once };
}

const MONTH_OPTIONS = MONTH_NAMES.map((label, i) => ({ value: String(i + 1), label }));
const FIELDS = ['file', 'month', 'year', 'description', 'expiresOn'];

/** Spec 2 §5 "Upload document": file of the requirement's format, month and year (Enero and the current year; on a service, its due period inside the span), description. */
export function UploadDocumentDialog({ requirement, upload, onUploaded, onClose, span }: UploadDocumentDialogProps) {
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const repse = requirement.name === REPSE_REGISTRATION_REQUIREMENT;
  const [{ defaults, years, monthsOf, once }] = useState(() => periodChoices(requirement, span));
  const form = useForm<UploadFormInput, unknown, UploadFormValues>({ resolver: zodResolver(uploadFormSchema(requirement.format, Boolean(span))), mode: 'onChange', defaultValues: defaults });
  const { errors, isValid } = form.formState;
  const months = monthsOf(Number(useWatch({ control: form.control, name: 'year' })));
  const monthOptions = MONTH_OPTIONS.filter((_, i) => months.includes(i + 1));

  const submit = form.handleSubmit(async (values) => {
    if (!values.file) return;
    setFailure(null);
    setProgress(0);
    try {
      const result = await upload.mutateAsync({
        requirementId: requirement.id,
        month: values.month,
        year: values.year,
        description: values.description,
        expiresOn: values.expiresOn,
        file: values.file,
        onProgress: setProgress,
      });
      onUploaded(result.mensaje || M.cargado);
      onClose();
    } catch (error) {
      const applied = isApiError(error) ? applyServerFieldErrors(form, error, { fields: FIELDS }) : 0;
      if (!applied) setFailure(isApiError(error) ? errorMessage(error) : M.errorCarga);
    }
  });

  return (
    <Modal opened onClose={onClose} title={`Subir documento: ${requirement.name}`} size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Controller
            control={form.control}
            name="file"
            render={({ field }) => (
              <FileInput
                label="Documento"
                placeholder={`Seleccione un archivo ${requirement.format}`}
                accept={requirement.format === 'PDF' ? 'application/pdf,.pdf' : 'application/xml,text/xml,.xml'}
                leftSection={<IconFileUpload size={16} />}
                value={field.value ?? null}
                onChange={(file) => field.onChange(file)}
                error={errors.file?.message}
                withAsterisk
                clearable
                clearButtonProps={{ 'aria-label': 'Quitar archivo' }}
              />
            )}
          />
          {once ? null : (
            <Group grow>
              <Controller
                control={form.control}
                name="month"
                render={({ field }) => <Select label="Mes" data={monthOptions} value={String(field.value)} onChange={(v) => field.onChange(v ?? '1')} allowDeselect={false} error={errors.month?.message} />}
              />
              <Controller
                control={form.control}
                name="year"
                render={({ field }) => (
                  <Select
                    label="Año"
                    data={years}
                    value={String(field.value)}
                    onChange={(v) => {
                      field.onChange(v ?? '');
                      // A year of the span where the chosen month falls outside it: its nearest month.
                      const allowed = monthsOf(Number(v));
                      const month = Number(form.getValues('month'));
                      if (allowed.length && !allowed.includes(month)) form.setValue('month', String(month < (allowed[0] ?? 1) ? allowed[0] : allowed.at(-1)), { shouldValidate: true });
                    }}
                    allowDeselect={false}
                    error={errors.year?.message}
                    searchable
                  />
                )}
              />
            </Group>
          )}
          <CountedTextarea label="Descripción" rows={2} maxLength={500} {...form.register('description')} error={errors.description?.message} />
          {repse ? <DateField label="Vigencia del registro" {...form.register('expiresOn', { setValueAs: (v: string) => v || undefined })} error={errors.expiresOn?.message} /> : null}
          {upload.isPending ? <Progress value={progress} animated aria-label="Progreso de la carga" /> : null}
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={upload.isPending}>
              Cancelar
            </Button>
            {isValid ? (
              <Button type="submit" loading={upload.isPending}>
                Subir
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
