import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { CONTRACT_NAME_MAX, CONTRACT_UPLOAD_FIELDS, contractUploadFields, type TContractUploadFields, type TServiceContract } from '../../../../../shared/contracts/service-contract.contract';
import { DEFAULT_CFDI_FREQUENCY } from '../../../../../shared/domain/payroll-periodicity';
import { MENSAJES_CONTRATO as M, TEXTOS_CONTRATO as T } from '../../../../../shared/labels/contracts';
import { applyServerFieldErrors } from '../../../../lib/forms/server-field-errors';
import { errorMessage, isApiError } from '../../../../lib/http/api-error';
import { serviceContractQuery, useContractAction } from '../../api/service-contract.api';
import { localToday } from '../../lib/contract-summary';
import { ContractUploadDataFields, type ContractUploadFormValues } from './contract-upload-data-fields';
import { PdfFileInput } from './pdf-file-input';
import { isPdf, UploadFeedback, useCloseAfterSuccess } from './upload-feedback';
import { CountedTextInput } from '../../../../components/fields/length-counter';

/** Spec 2 §5/§9 defaults; a replacement starts from the current contract's data. */
function defaultsOf(contract: TServiceContract | null, today: string): ContractUploadFormValues {
  return {
    name: contract?.name ?? '',
    amount: contract?.amount ?? '',
    currency: contract?.currency ?? 'MXN',
    beginDate: contract?.beginDate ?? '',
    expirationDate: contract?.expirationDate ?? '',
    cfdiFrequency: contract?.cfdiFrequency ?? DEFAULT_CFDI_FREQUENCY,
    employees: contract?.employees ?? 1,
    sendDate: today,
    paymentStartDay: contract?.paymentStartDay ?? '',
  };
}

/**
 * 'Subir contrato' / 'Reemplazar contrato' (spec 2 §3 Contract, §5): title, PDF, amount and currency,
 * validity, CFDI frequency, employees (not for generators), send date and payment start day. The
 * form checks the same schema the server applies to the multipart's fields.
 */
export function ContractUploadDialog({ serviceId, onClose }: { serviceId: string; onClose: () => void }) {
  const action = useContractAction(serviceId);
  const view = useQuery(serviceContractQuery(serviceId)).data;
  const generators = view?.generators ?? false;
  const contract = view?.contract ?? null;
  const schema = useMemo(() => contractUploadFields(generators), [generators]);
  const form = useForm<ContractUploadFormValues, unknown, TContractUploadFields>({
    resolver: zodResolver(schema) as unknown as Resolver<ContractUploadFormValues, unknown, TContractUploadFields>,
    // Checked on submit, then on each change: an error shown on blur would move the Subir button under the pointer.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaultsOf(contract, localToday()),
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useCloseAfterSuccess(done, onClose);

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen && !isPdf(chosen) ? M.noEsPdf : null);
  };

  const submit = form.handleSubmit(
    async (fields) => {
      if (!file || !isPdf(file)) return setFileError(file ? M.noEsPdf : M.seleccioneDocumento);
      setFailure(null);
      setProgress(0);
      try {
        setDone((await action.mutateAsync({ kind: 'upload', fields, file, onProgress: setProgress })) || M.subido);
      } catch (error) {
        const applied = isApiError(error) ? applyServerFieldErrors(form, error, { fields: CONTRACT_UPLOAD_FIELDS }) : 0;
        if (isApiError(error) && error.campos.file) setFileError(error.campos.file);
        else if (!applied) setFailure(isApiError(error) ? errorMessage(error) : M.errorSubir);
      }
      return undefined;
    },
    () => {
      if (!file) setFileError(M.seleccioneDocumento);
    },
  );

  return (
    <Modal opened onClose={onClose} title={contract ? T.reemplazarContrato : T.subirContrato} size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <CountedTextInput label={T.tituloContrato} maxLength={CONTRACT_NAME_MAX} withAsterisk {...form.register('name')} error={form.formState.errors.name?.message} />
          <PdfFileInput value={file} onChange={chooseFile} error={fileError} />
          <ContractUploadDataFields form={form} generators={generators} />
          <UploadFeedback pending={action.isPending} progress={progress} failure={failure} done={done} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={action.isPending}>
              {T.cancelar}
            </Button>
            <Button type="submit" loading={action.isPending} disabled={Boolean(done)}>
              {T.subir}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
