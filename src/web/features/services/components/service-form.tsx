import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SERVICE_NAME_MAX, ZServiceForm, type TServiceForm, type TServiceLite } from '../../../../shared/contracts/services.contract';
import { DEFAULT_DOCUMENT_SET_ID } from '../../../../shared/domain/compliance-defaults';
import type { ServiceSide } from '../../../../shared/domain/service-rules';
import { MENSAJES_SERVICIOS as M, SERVICIOS_TEXTOS as T } from '../../../../shared/labels/services';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { serviceTypesQuery } from '../api/services.api';
import { useServiceMutations } from '../hooks/use-service-mutations';
import { DateField } from '../../../components/fields/date-field';
import { CountedTextInput } from '../../../components/fields/length-counter';

type FormInput = z.input<typeof ZServiceForm>;

export interface ServiceFormProps {
  companyId: string;
  counterpartId: string;
  /** What the counterpart is to the company. */
  counterpartSide: ServiceSide;
  /** The service being edited; absent to add one. */
  editing?: TServiceLite | undefined;
  /** CORPORATIVO chooses the document set; other plans always use the default one. */
  chooseType: boolean;
  onDone: () => void;
  onCancel: () => void;
}

/** Name, service type (CORPORATIVO, read-only on edit), start and end dates (spec 2 §2, §5). */
export function ServiceForm({ companyId, counterpartId, counterpartSide, editing, chooseType, onDone, onCancel }: ServiceFormProps) {
  const form = useForm<FormInput, unknown, TServiceForm>({
    resolver: zodResolver(ZServiceForm),
    defaultValues: { name: editing?.name ?? '', startDate: editing?.startDate ?? '', endDate: editing?.endDate ?? '', setId: editing?.setId ?? DEFAULT_DOCUMENT_SET_ID },
  });
  const types = useQuery({ ...serviceTypesQuery(companyId), enabled: chooseType });
  const { create, update } = useServiceMutations();
  const [failure, setFailure] = useState<string | null>(null);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const dates = { name: values.name, startDate: values.startDate, endDate: values.endDate };
    try {
      if (editing) await update.mutateAsync({ id: editing.id, body: dates });
      else await create.mutateAsync({ ...dates, companyId, counterpartId, counterpartSide, setId: values.setId ?? DEFAULT_DOCUMENT_SET_ID });
      onDone();
    } catch (error) {
      const apiError = isApiError(error) ? error : null;
      if (apiError?.status === 409 && !Object.keys(apiError.campos).length) form.setError('name', { type: 'server', message: M.nombreDuplicado });
      else if (!applyServerFieldErrors(form, apiError, { fields: ['name', 'startDate', 'endDate', 'setId'] })) setFailure(apiError && apiError.status >= 400 && apiError.status < 500 ? apiError.mensaje : editing ? M.errorActualizar : M.errorRegistrar);
    }
  });

  const pending = create.isPending || update.isPending;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {failure && <Alert color="red">{failure}</Alert>}
        <CountedTextInput label={T.nombre} required maxLength={SERVICE_NAME_MAX} {...form.register('name')} error={errors.name?.message} />
        {chooseType && (
          <Controller
            control={form.control}
            name="setId"
            render={({ field }) => (
              <Select
                label={T.tipo}
                data={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? DEFAULT_DOCUMENT_SET_ID)}
                disabled={Boolean(editing)}
                allowDeselect={false}
                error={errors.setId?.message}
              />
            )}
          />
        )}
        <DateField label={T.inicio} required {...form.register('startDate')} error={errors.startDate?.message} />
        <DateField label={T.fin} required {...form.register('endDate')} error={errors.endDate?.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {T.cancelar}
          </Button>
          <Button type="submit" loading={pending}>
            {T.guardar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
