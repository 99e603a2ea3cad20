import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  SUPPLIER_NUMBER_MAX,
  ZProviderGeneratorInfoForm,
  type TGeneratorInfoOptions,
  type TProviderGeneratorInfo,
  type TProviderGeneratorInfoForm,
  type TProviderGeneratorInfoFormInput,
} from '../../../../shared/contracts/provider-generator-info.contract';
import { MENSAJES_DATOS_GENERADOR as M } from '../../../../shared/labels/messages';
import { DATOS_GENERADOR as T } from '../../../../shared/labels/provider-generator-info';
import { FormSection } from '../../../components/company-form/form-section';
import { TWO_COLUMNS } from '../../../components/company-form/grid-columns';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { withProcessing } from '../../../lib/loading/global-loading';
import { useSaveGeneratorInfo } from '../api/save-generator-info.mutation';
import { generatorInfoFormValues } from '../lib/form-values';
import { ContactsFields } from './contacts-fields';
import { RepresentativesFields } from './representatives-fields';
import { SocialObjectsFields } from './social-objects-fields';
import { CountedTextInput } from '../../../components/fields/length-counter';

const FORM_FIELDS = Object.keys(ZProviderGeneratorInfoForm.shape);

export interface GeneratorInfoFormProps {
  info: TProviderGeneratorInfo;
  options: TGeneratorInfoOptions;
  onSaved: (saved: TProviderGeneratorInfo) => void;
  /** Shown (CANCELAR) only when editing data saved before. */
  onCancel?: () => void;
  /** Goes to the company data (representatives and REPSE activities are chosen from them). */
  onOpenCompanyData?: () => void;
}

/** The title of the form (spec 3 §2.9): editing data saved before, or the first capture. */
export const generatorInfoTitle = (info: Pick<TProviderGeneratorInfo, 'completed'>) => (info.completed ? T.tituloEditar : T.tituloNuevo);

/**
 * The provider's "Datos de generador" for one client (spec 3 §2.9, §5), validated with the same
 * contract as PATCH /additional/generadoresInfo. Server field errors land under their fields.
 */
export function GeneratorInfoForm({ info, options, onSaved, onCancel, onOpenCompanyData }: GeneratorInfoFormProps) {
  const editing = info.completed;
  const form = useForm<TProviderGeneratorInfoFormInput, unknown, TProviderGeneratorInfoForm>({
    resolver: zodResolver(ZProviderGeneratorInfoForm),
    defaultValues: generatorInfoFormValues(info),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const save = useSaveGeneratorInfo();
  const [notice, setNotice] = useState<string | null>(null);
  const companyDataMissing = options.legalRepresentatives.length === 0 || options.socialObjects.length === 0;
  const { register, formState } = form;

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      onSaved(await withProcessing(() => save.mutateAsync({ id: info.id, ...values })));
    } catch (error) {
      const applied = isApiError(error) && error.status === 400 ? applyServerFieldErrors(form, error, { fields: FORM_FIELDS, focusFirst: true }) : 0;
      setNotice(applied > 0 ? T.corrijaCampos : isApiError(error) && error.status !== 500 ? error.mensaje : M.errorGuardar);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={generatorInfoTitle(info)}>
        <Stack gap="xl">
          <Text fz="sm" c="dimmed">
            {T.camposObligatorios}
          </Text>
          {companyDataMissing ? (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} />}>
              {T.faltanDatosEmpresa}{' '}
              {onOpenCompanyData ? (
                <Anchor component="button" type="button" fz="sm" onClick={onOpenCompanyData}>
                  {T.irAlPerfil}
                </Anchor>
              ) : null}
            </Alert>
          ) : null}
          <FormSection title={T.seccionEmpresa} headingOrder={2}>
            <SimpleGrid type="container" cols={TWO_COLUMNS} spacing="md" verticalSpacing="sm">
              <CountedTextInput {...register('assignSupplierNum')} label={T.numeroProveedor} withAsterisk autoComplete="off" maxLength={SUPPLIER_NUMBER_MAX} error={formState.errors.assignSupplierNum?.message} />
              <CountedTextInput {...register('comercialName')} label={T.nombreComercial} withAsterisk autoComplete="organization" maxLength={200} error={formState.errors.comercialName?.message} />
            </SimpleGrid>
          </FormSection>
          <RepresentativesFields headingOrder={2} options={options.legalRepresentatives} />
          <ContactsFields headingOrder={2} />
          <SocialObjectsFields headingOrder={2} options={options.socialObjects} />

          {notice ? (
            <Alert role="alert" variant="light" color="red" icon={<IconInfoCircle size={20} />} withCloseButton onClose={() => setNotice(null)}>
              {notice}
            </Alert>
          ) : null}

          <Group justify="flex-end" gap="sm">
            {editing && onCancel ? (
              <Button variant="default" onClick={onCancel} disabled={save.isPending}>
                {T.cancelar}
              </Button>
            ) : null}
            <Button type="submit" loading={save.isPending} miw={160} fullWidth={!editing} maw={editing ? undefined : { sm: 280 }}>
              {editing ? T.guardarCambios : T.siguiente}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
