import { Alert, Button, Group, Stack, Text, type TitleOrder } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { type TCompanyForm, type TCompanyFormInput, ZCompanyForm } from '../../../shared/contracts/companies.contract';
import type { TCompany } from '../../../shared/domain/company';
import { FORMULARIO_EMPRESA as F } from '../../../shared/labels/company-form';
import { MENSAJES_EMPRESA } from '../../../shared/labels/messages';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors';
import { withProcessing } from '../../lib/loading/global-loading';
import { companyFormValues } from './company-form-values';
import { LegalRepresentativesFields } from './legal-representatives-fields';
import { RelevantDataFields } from './relevant-data-fields';
import { RepseActivitiesFields } from './repse-activities-fields';
import { classifySaveCompanyError } from './save-company-errors';
import { useSaveCompanyData } from './save-company-data.api';
import { TaxAddressFields } from './tax-address-fields';

type Notice = { tone: 'warning' | 'error'; message: string } | null;

export interface CompanyDataFormProps {
  company: TCompany;
  /** `create`: first capture (SIGUIENTE); `edit`: GUARDAR CAMBIOS and CANCELAR. */
  mode: 'create' | 'edit';
  onSaved: (company: TCompany) => void;
  onCancel?: () => void;
  /** Labels of the buttons, when the screen names them differently (the profile card: Guardar, Cancelar). */
  submitLabel?: string;
  cancelLabel?: string;
  /** Shown on a failure that is neither a duplicate nor a field error. */
  failureMessage?: string;
  /** Go back to the saved values after such a failure (the profile editor, spec 1 §8). */
  resetOnFailure?: boolean;
  /** Level of the section headings under the screen's or dialog's own title. */
  sectionHeadingOrder?: TitleOrder;
}

/** The title of the company form for a mode (spec 1 §2). */
export const companyFormTitle = (mode: CompanyDataFormProps['mode']) => (mode === 'edit' ? F.tituloEditar : F.tituloNuevo);

/**
 * The company data form of spec 1 §2 and §5, validated with the same contract as the server. While
 * saving, the global "Procesando..." layer (z-index 2000) covers the screen. Field errors from the
 * server land under their fields; a duplicate name or RFC (409) is a warning with the server's
 * words; anything else shows `failureMessage`.
 */
export function CompanyDataForm({
  company,
  mode,
  onSaved,
  onCancel,
  submitLabel = mode === 'edit' ? F.guardarCambios : F.siguiente,
  cancelLabel = F.cancelar,
  failureMessage = MENSAJES_EMPRESA.errorInesperado,
  resetOnFailure = false,
  sectionHeadingOrder = 2,
}: CompanyDataFormProps) {
  const form = useForm<TCompanyFormInput, unknown, TCompanyForm>({
    resolver: zodResolver(ZCompanyForm),
    defaultValues: companyFormValues(company),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const save = useSaveCompanyData();
  const [notice, setNotice] = useState<Notice>(null);

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      const saved = await withProcessing(() => save.mutateAsync({ companyId: company.id, form: values }));
      onSaved(saved);
    } catch (error) {
      const failure = classifySaveCompanyError(error);
      if (failure.kind === 'fields') {
        applyServerFieldErrors(form, failure.fields, { focusFirst: true });
        setNotice({ tone: 'error', message: F.corrijaCampos });
      } else if (failure.kind === 'duplicate') {
        setNotice({ tone: 'warning', message: failure.message });
      } else {
        if (resetOnFailure) form.reset(companyFormValues(company));
        setNotice({ tone: 'error', message: failureMessage });
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={companyFormTitle(mode)}>
        <Stack gap="xl">
          <Text fz="sm" c="dimmed">
            {F.camposObligatorios}
          </Text>
          <RelevantDataFields headingOrder={sectionHeadingOrder} />
          <TaxAddressFields headingOrder={sectionHeadingOrder} />
          <LegalRepresentativesFields headingOrder={sectionHeadingOrder} />
          <RepseActivitiesFields headingOrder={sectionHeadingOrder} />

          {notice ? (
            <Alert
              role="alert"
              variant="light"
              color={notice.tone === 'warning' ? 'yellow' : 'red'}
              icon={notice.tone === 'warning' ? <IconAlertTriangle size={20} /> : <IconInfoCircle size={20} />}
              withCloseButton
              onClose={() => setNotice(null)}
            >
              {notice.message}
            </Alert>
          ) : null}

          <Group justify="flex-end" gap="sm">
            {mode === 'edit' && onCancel ? (
              <Button variant="default" onClick={onCancel} disabled={save.isPending}>
                {cancelLabel}
              </Button>
            ) : null}
            <Button type="submit" loading={save.isPending} miw={160} fullWidth={mode === 'create'} maw={mode === 'create' ? { sm: 280 } : undefined}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
