import { Anchor, Button, FileInput, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { rowIssuesOf, type TRowIssue, type TWorkerListMonths } from '../../../../../shared/contracts/payroll-lists.contract';
import { periodsOf } from '../../../../../shared/domain/upload-period';
import type { WorkerListKind } from '../../../../../shared/domain/payroll-list-template';
import { TEXTOS_LISTAS as T } from '../../../../../shared/labels/payroll-lists';
import { monthName } from '../../../../../shared/labels/months';
import { downloadPayrollListTemplate } from '../../../../components/compliance/payroll-list-template';
import { errorMessage, isApiError } from '../../../../lib/http/api-error';
import { downloadSuaTemplate, useWorkerListUpload } from '../../api/payroll-lists.api';
import { payrollToast } from '../payroll/payroll-toast';
import { RowErrorsTable } from './row-errors-table';
import { UploadProgress } from '../../../../components/feedback/upload-progress';

interface WorkerListUploadDialogProps {
  serviceId: string;
  kind: WorkerListKind;
  span: TWorkerListMonths['span'];
  onClose: () => void;
}

/**
 * 'Subir lista de nómina' / 'Subir SUA' (issue 22): a month of the service's span, one .xlsx or .csv
 * file, the template link; a progress bar while it uploads and, when the file is refused, its row
 * errors in a table that stays until another file is sent.
 */
export function WorkerListUploadDialog({ serviceId, kind, span, onClose }: WorkerListUploadDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const upload = useWorkerListUpload(serviceId, kind);
  const months = useMemo(() => periodsOf(span).toReversed().map((p) => ({ value: `${String(p.year)}-${String(p.month)}`, label: `${monthName(p.month)} ${String(p.year)}` })), [span]);
  const [period, setPeriod] = useState<string | null>(months[0]?.value ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; issues: TRowIssue[] } | null>(null);
  const [template, setTemplate] = useState<'idle' | 'busy' | 'failed'>('idle');
  const sending = progress !== null;

  const getTemplate = async () => {
    setTemplate('busy');
    try {
      await (kind === 'LISTA' ? downloadPayrollListTemplate() : downloadSuaTemplate(serviceId));
      setTemplate('idle');
    } catch {
      setTemplate('failed');
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!file || !period || sending) return;
    const [year, month] = period.split('-').map(Number);
    setRefusal(null);
    setProgress(0);
    try {
      const { mensaje } = await upload.mutateAsync({ file, year: year ?? 0, month: month ?? 0, onProgress: setProgress });
      payrollToast('success', mensaje);
      onClose();
    } catch (error) {
      const issues = isApiError(error) ? rowIssuesOf(error.campos) : [];
      const fieldMessage = isApiError(error) ? (error.campos.file ?? error.campos.month) : undefined;
      setRefusal({ message: fieldMessage ?? (errorMessage(error) || T.errorSubir), issues });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal opened onClose={sending ? () => undefined : onClose} title={kind === 'LISTA' ? T.tituloLista : T.tituloSua} size="lg" fullScreen={Boolean(phone)}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Text size="sm">{kind === 'LISTA' ? T.ayudaLista : T.ayudaSua}</Text>
          <Group gap="xs">
            <Anchor component="button" type="button" size="sm" onClick={() => void getTemplate()} disabled={template === 'busy'}>
              {T.descargarPlantilla}
            </Anchor>
            {template === 'failed' ? (
              <Text size="sm" c="red" role="alert">
                {T.errorPlantilla}
              </Text>
            ) : null}
          </Group>
          <Select label={T.periodo} data={months} value={period} onChange={setPeriod} allowDeselect={false} withAsterisk error={tried && !period ? T.periodoRequerido : null} disabled={sending} />
          <FileInput
            label={T.archivo}
            placeholder={T.archivoPlaceholder}
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            leftSection={<IconFileSpreadsheet size={16} />}
            value={file}
            onChange={setFile}
            error={tried && !file ? T.archivoRequerido : null}
            withAsterisk
            clearable
            clearButtonProps={{ 'aria-label': T.quitarArchivo }}
            disabled={sending}
          />
          {sending ? <UploadProgress label={T.subiendo} value={progress} /> : null}
          {refusal ? <RowErrorsTable message={refusal.message} issues={refusal.issues} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={sending}>
              {refusal ? T.cerrar : T.cancelar}
            </Button>
            <Button type="submit" loading={sending}>
              {T.enviar}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

