import { Alert, Button, FileInput, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import type { SatListKey, TSatImportResult } from '../../../../shared/contracts/sat-lists.contract';
import { PANTALLA_LISTAS_SAT as T } from '../../../../shared/labels/sat-lists';
import { errorMessage } from '../../../lib/http/api-error';
import { useSatListImport } from '../api/sat-lists.api';
import { SAT_LIST_OPTIONS, satListLabel } from '../lib/sat-list-format';
import { UploadProgress } from '../../../components/feedback/upload-progress';

/** The operator's upload: which list, the CSV, a progress bar, then the summary or the Spanish error. */
export function SatListUploadForm() {
  const upload = useSatListImport();
  const [list, setList] = useState<SatListKey>('69b');
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ result: TSatImportResult; message: string } | { error: string } | null>(null);
  const sending = progress !== null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!file || sending) return;
    setOutcome(null);
    setProgress(0);
    try {
      const { respuesta, mensaje } = await upload.mutateAsync({ list, file, onProgress: setProgress });
      setOutcome({ result: respuesta, message: mensaje });
      setFile(null);
      setTried(false);
    } catch (error) {
      setOutcome({ error: errorMessage(error) || T.errorImportar });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Title order={3}>{T.subir}</Title>
          <Text size="sm">{T.ayuda}</Text>
          <Select label={T.listado} data={SAT_LIST_OPTIONS} value={list} onChange={(value) => value && setList(value as SatListKey)} allowDeselect={false} disabled={sending} />
          <FileInput
            label={T.archivo}
            placeholder={T.archivoPlaceholder}
            accept=".csv,.txt,text/csv,text/plain"
            leftSection={<IconFileTypeCsv size={16} />}
            value={file}
            onChange={setFile}
            error={tried && !file ? T.archivoRequerido : null}
            withAsterisk
            clearable
            clearButtonProps={{ 'aria-label': T.quitarArchivo }}
            disabled={sending}
          />
          {sending ? <UploadProgress label={T.subiendo} value={progress} /> : null}
          {outcome && 'error' in outcome ? (
            <Alert color="red" role="alert">
              {outcome.error}
            </Alert>
          ) : null}
          {outcome && 'result' in outcome ? (
            <Alert color={outcome.result.same ? 'yellow' : 'green'} title={`${satListLabel(outcome.result.snapshot.list)}: ${outcome.message}`} aria-live="polite">
              {T.resultado(outcome.result.snapshot)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={sending}>
              {T.importar}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
