import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ZAnnexFields } from '../../../../../shared/contracts/service-contract.contract';
import { MENSAJES_CONTRATO as M, TEXTOS_CONTRATO as T } from '../../../../../shared/labels/contracts';
import { errorMessage, isApiError } from '../../../../lib/http/api-error';
import { useContractAction } from '../../api/service-contract.api';

/** Spec 2 §9: the contract and annex dialogs close 2 s after a success. */
export const CONTRACT_DIALOG_CLOSE_MS = 2000;

interface ContractFileDialogProps {
  serviceId: string;
  /** 'contract': upload or replace the contract (PDF); 'annex': name + PDF. */
  mode: 'contract' | 'annex';
  onClose: () => void;
}

const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/** 'Subir contrato' and 'Agregar anexo' (spec 2 §5): file required and PDF; an annex also needs its name. Submit is disabled while invalid. */
export function ContractFileDialog({ serviceId, mode, onClose }: ContractFileDialogProps) {
  const action = useContractAction(serviceId);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // The parent re-renders when the contract reloads; the timer must not restart with each new onClose.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => closeRef.current(), CONTRACT_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const annex = mode === 'annex';
  const nameCheck = ZAnnexFields.safeParse({ name });
  const nameError = annex && nameTouched && !nameCheck.success ? M.campoRequerido : null;
  const fileError = file && !isPdf(file) ? M.noEsPdf : null;
  const valid = Boolean(file) && !fileError && (!annex || nameCheck.success);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return setFailure(M.seleccioneDocumento);
    if (!valid) return undefined;
    setFailure(null);
    setProgress(0);
    try {
      const mensaje = annex && nameCheck.success
        ? await action.mutateAsync({ kind: 'annex', name: nameCheck.data.name, file, onProgress: setProgress })
        : await action.mutateAsync({ kind: 'upload', file, onProgress: setProgress });
      setDone(mensaje || (annex ? M.anexoSubido : M.subido));
    } catch (error) {
      setFailure(isApiError(error) ? errorMessage(error) : annex ? M.errorAnexo : M.errorSubir);
    }
    return undefined;
  };

  return (
    <Modal opened onClose={onClose} title={annex ? T.agregarAnexo : T.subirContrato} size="md">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          {annex ? (
            <TextInput label={T.nombreAnexo} value={name} maxLength={200} withAsterisk onChange={(e) => setName(e.currentTarget.value)} onBlur={() => setNameTouched(true)} error={nameError} />
          ) : null}
          <FileInput
            label={T.archivo}
            placeholder="Seleccione un archivo PDF"
            accept="application/pdf,.pdf"
            leftSection={<IconFileUpload size={16} />}
            value={file}
            onChange={setFile}
            error={fileError}
            withAsterisk
            clearable
            clearButtonProps={{ 'aria-label': 'Quitar archivo' }}
          />
          {action.isPending ? <Progress value={progress} animated aria-label="Progreso de la carga" /> : null}
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          {done ? (
            <Alert color="green" variant="light">
              <Text component="output" size="sm">
                {done}
              </Text>
            </Alert>
          ) : null}
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
