import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { ZAnnexFields } from '../../../../../shared/contracts/service-contract.contract';
import { MENSAJES_CONTRATO as M, TEXTOS_CONTRATO as T } from '../../../../../shared/labels/contracts';
import { errorMessage, isApiError } from '../../../../lib/http/api-error';
import { useContractAction } from '../../api/service-contract.api';
import { ContractUploadDialog } from './contract-upload-dialog';
import { PdfFileInput } from './pdf-file-input';
import { isPdf, UploadFeedback, useCloseAfterSuccess } from './upload-feedback';
import { CountedTextInput } from '../../../../components/fields/length-counter';

export { CONTRACT_DIALOG_CLOSE_MS } from './upload-feedback';

interface ContractFileDialogProps {
  serviceId: string;
  /** 'contract': upload or replace the contract with its data; 'annex': name + PDF. */
  mode: 'contract' | 'annex';
  onClose: () => void;
}

/** 'Subir contrato' (file and the contract's data) or 'Agregar anexo' (name and file). */
export function ContractFileDialog({ serviceId, mode, onClose }: ContractFileDialogProps) {
  return mode === 'contract' ? <ContractUploadDialog serviceId={serviceId} onClose={onClose} /> : <AnnexFileDialog serviceId={serviceId} onClose={onClose} />;
}

/** 'Agregar anexo' (spec 2 §5): name required; file required and PDF. Submit is disabled while invalid. */
function AnnexFileDialog({ serviceId, onClose }: { serviceId: string; onClose: () => void }) {
  const action = useContractAction(serviceId);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useCloseAfterSuccess(done, onClose);

  const nameCheck = ZAnnexFields.safeParse({ name });
  const nameError = nameTouched && !nameCheck.success ? M.campoRequerido : null;
  const fileError = file && !isPdf(file) ? M.noEsPdf : null;
  const valid = Boolean(file) && !fileError && nameCheck.success;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return setFailure(M.seleccioneDocumento);
    if (!valid || !nameCheck.success) return undefined;
    setFailure(null);
    setProgress(0);
    try {
      setDone((await action.mutateAsync({ kind: 'annex', name: nameCheck.data.name, file, onProgress: setProgress })) || M.anexoSubido);
    } catch (error) {
      setFailure(isApiError(error) ? errorMessage(error) : M.errorAnexo);
    }
    return undefined;
  };

  return (
    <Modal opened onClose={onClose} title={T.agregarAnexo} size="md">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <CountedTextInput label={T.nombreAnexo} value={name} maxLength={200} withAsterisk onChange={(e) => setName(e.currentTarget.value)} onBlur={() => setNameTouched(true)} error={nameError} />
          <PdfFileInput value={file} onChange={setFile} error={fileError} />
          <UploadFeedback pending={action.isPending} progress={progress} failure={failure} done={done} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={action.isPending}>
              {T.cancelar}
            </Button>
            <Button type="submit" loading={action.isPending} disabled={!valid || Boolean(done)}>
              {T.subir}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
