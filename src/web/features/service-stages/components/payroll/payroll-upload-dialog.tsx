import { Alert, Button, Checkbox, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileCode } from '@tabler/icons-react';
import { useState } from 'react';
import type { TPayrollUploadResult } from '../../../../../shared/contracts/payroll.contract';
import { PAYROLL_BATCH_SIZE } from '../../../../../shared/domain/payroll-cfdi';
import { MENSAJES_NOMINA as M, TEXTOS_NOMINA as T } from '../../../../../shared/labels/payroll';
import { errorMessage, isApiError } from '../../../../lib/http/api-error';
import { usePayrollUpload } from '../../api/payroll.api';
import { payrollToast } from './payroll-toast';
import { PayrollUploadResults } from './payroll-upload-results';

const isXml = (file: File) => file.name.toLowerCase().endsWith('.xml');
const PAYROLL_PARALLEL_BATCHES = 2;

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

interface PayrollUploadDialogProps {
  serviceId: string;
  /** The contract's approximate number of workers, for the hint. */
  employees: number | null | undefined;
  onClose: () => void;
}

/**
 * 'Subir CFDI’s de nómina' (spec 2 §4, §5, §8): .xml files only, at least one, the acceptance box
 * ticked; sent in batches of 10 with one progress bar, then each file's result.
 */
export function PayrollUploadDialog({ serviceId, employees, onClose }: PayrollUploadDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const upload = usePayrollUpload(serviceId);
  const [files, setFiles] = useState<File[]>([]);
  const [accepted, setAccepted] = useState(false);
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [results, setResults] = useState<TPayrollUploadResult[]>([]);

  const typeError = files.some((f) => !isXml(f)) ? M.noXml : null;
  const missing = tried && files.length === 0 ? M.sinArchivos : null;
  const acceptError = tried && !accepted ? M.aceptarRequerido : null;
  const sending = progress !== null;
  // Once a selection was sent, sending it again would only repeat 'Ya se ha subido'.
  const sent = results.length > 0;

  const choose = (chosen: File[]) => {
    setFiles(chosen);
    setResults([]);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!files.length || typeError || !accepted || sent) return;
    const groups = batches(files, PAYROLL_BATCH_SIZE);
    const outcomes: TPayrollUploadResult[][] = [];
    const sentShare = groups.map(() => 0);
    let failedBatch = false;
    let next = 0;
    setProgress(0);
    const report = () => setProgress(Math.round((sentShare.reduce((a, b) => a + b, 0) / groups.length) * 100));
    // Two batches in flight: the next one travels while the server stores the current one.
    const worker = async () => {
      while (next < groups.length) {
        const index = next++;
        const group = groups[index] ?? [];
        try {
          const onProgress = (percent: number) => {
            // Sending is half of a batch's share; the answer (the server storing it) is the other half.
            sentShare[index] = percent / 200;
            report();
          };
          const { respuesta } = await upload.mutateAsync({ files: group, onProgress });
          outcomes[index] = respuesta;
        } catch (error) {
          failedBatch = true;
          const message = isApiError(error) ? errorMessage(error) || M.errorSubir : M.errorSubir;
          outcomes[index] = group.map((f) => ({ fileName: f.name, status: 'ERROR' as const, message }));
        }
        sentShare[index] = 1;
        report();
        setResults(outcomes.flatMap((o) => o ?? []));
      }
    };
    await Promise.all(Array.from({ length: Math.min(PAYROLL_PARALLEL_BATCHES, groups.length) }, worker));
    const collected = outcomes.flat();
    await upload.settled();
    setProgress(null);
    if (collected.some((r) => r.status === 'DUPLICADO')) payrollToast('warning', M.periodosPrevios);
    else if (failedBatch || collected.some((r) => r.status === 'ERROR')) payrollToast('error', M.errorSubir);
    else payrollToast('success', M.subidos);
  };

  return (
    <Modal opened onClose={sending ? () => undefined : onClose} title={T.subir} size="lg" fullScreen={Boolean(phone)}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <FileInput
            label={T.archivos}
            description={T.archivosAyuda}
            placeholder="Seleccione los archivos .xml"
            accept=".xml,text/xml,application/xml"
            multiple
            leftSection={<IconFileCode size={16} />}
            value={files}
            onChange={choose}
            error={typeError ?? missing}
            withAsterisk
            clearable
            clearButtonProps={{ 'aria-label': 'Quitar archivos' }}
            disabled={sending}
          />
          {employees ? (
            <Text size="sm" c="dimmed">
              {T.sugerencia(employees)}
            </Text>
          ) : null}
          <Checkbox label={T.aceptar} checked={accepted} onChange={(e) => setAccepted(e.currentTarget.checked)} error={acceptError} disabled={sending} />
          {sending ? <Progress value={progress} animated aria-label={T.progreso} /> : null}
          {upload.isError && !results.length ? (
            <Alert color="red" variant="light" role="alert">
              {M.errorSubir}
            </Alert>
          ) : null}
          <PayrollUploadResults results={results} total={files.length} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={sending}>
              {sent ? T.cerrar : T.cancelar}
            </Button>
            <Button type="submit" loading={sending} disabled={Boolean(typeError) || sent}>
              {T.enviar}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
