import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconListCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MONTH_NAMES } from '../../../../../shared/labels/months';
import { RESUMEN_TRABAJADORES as T } from '../../../../../shared/labels/workforce-summary';
import { QueryError } from '../../../../components/feedback/query-error';
import { downloadWorkforceMonth, workforceMonthQuery, workforceMonthsQuery } from '../../api/workforce.api';
import { MonthPicker } from './month-picker';
import { WorkforceTable } from './workforce-table';

export interface WorkforceSummaryScreenProps {
  serviceId: string;
  serviceName: string;
  opened: boolean;
  onClose: () => void;
  /** The current stage's 'Resumen de {stage}', reached from here (undefined on a stage without it). */
  stageSummary?: { stageName: string; open: () => void } | undefined;
}

function Loading() {
  return (
    <Center py="lg">
      <Group gap="sm">
        <Loader size="sm" component="output" aria-label={T.cargando} />
        <Text>{T.cargando}</Text>
      </Group>
    </Center>
  );
}

/** 'RESUMEN TRABAJADORES PUESTOS A DISPOSICIÓN' (spec 2 §2): years, months and the month's workers. */
export function WorkforceSummaryScreen({ serviceId, serviceName, opened, onClose, stageSummary }: WorkforceSummaryScreenProps) {
  const months = useQuery({ ...workforceMonthsQuery(serviceId), enabled: opened });
  const periods = months.data?.periodList ?? [];
  const [chosen, setChosen] = useState<{ year: number; month: number } | null>(null);
  const newest = periods[0];
  const year = chosen?.year ?? newest?.year;
  const month = chosen?.month ?? newest?.month;
  const detail = useQuery({ ...workforceMonthQuery(serviceId, year ?? 0, month ?? 0), enabled: opened && year !== undefined && month !== undefined });
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState(false);
  const rows = detail.data?.periodList[0]?.assortDataRowList ?? [];

  const download = async () => {
    if (year === undefined || month === undefined) return;
    setDownloading(true);
    setDownloadError(false);
    try {
      await downloadWorkforceMonth(serviceId, year, month, T.archivo(serviceName, year, MONTH_NAMES[month - 1] ?? ''));
    } catch {
      setDownloadError(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={T.titulo} fullScreen closeButtonProps={{ 'aria-label': T.cerrar }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Text c="dimmed">{serviceName}</Text>
          <Group gap="xs">
            {stageSummary ? (
              <Button variant="subtle" leftSection={<IconListCheck size={16} aria-hidden="true" />} onClick={stageSummary.open}>
                {T.pestanaEtapa(stageSummary.stageName)}
              </Button>
            ) : null}
            <Button leftSection={<IconDownload size={16} aria-hidden="true" />} onClick={() => void download()} loading={downloading} disabled={!rows.length}>
              {T.descargar}
            </Button>
          </Group>
        </Group>
        {downloadError ? <Alert color="red">{T.errorDescarga}</Alert> : null}
        {months.isPending ? (
          <Loading />
        ) : months.isError ? (
          <QueryError error={months.error} onRetry={() => void months.refetch()} />
        ) : year === undefined || month === undefined ? (
          <Text c="dimmed">{T.sinInformacion}</Text>
        ) : (
          <>
            <MonthPicker periods={periods} year={year} month={month} onYear={(y) => setChosen({ year: y, month: periods.find((p) => p.year === y)?.month ?? 1 })} onMonth={(m) => setChosen({ year, month: m })} />
            {detail.isPending ? (
              <Loading />
            ) : detail.isError ? (
              <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
            ) : rows.length === 0 ? (
              <Text c="dimmed">{T.sinInformacion}</Text>
            ) : (
              <WorkforceTable rows={rows} />
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
