import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { PANTALLA_REPORTES as T } from '../../../../shared/labels/reports';
import { QueryError } from '../../../components/feedback/query-error';
import { showToast } from '../../../components/feedback/toast';
import { formatDateTime } from '../../../../shared/mx/dates';
import { downloadIdealReport } from '../api/download-report.api';
import { downloadReportTemplate, type ReportTemplate } from '../api/report-templates';
import { reportsKeys } from '../api/reports.keys';
import { reporterCompanyQuery, reportQuery } from '../api/reports.query';
import { ReportGroups } from './report-groups';
import { TemplateWarningDialog } from './template-warning-dialog';

/**
 * /dashboard/reportes/{clientId}: MIS REPORTES (spec 2 §2) of the signed-in provider for one client —
 * the Reporteo requirement groups, the ICSOE and SISUB templates with their 'Cuidado' warning,
 * "Descargar reporte" (the compliance workbook through the vault) and the four-monthly filings.
 */
export function ReportsScreen({ clientId, providerId, allowed, filings }: { clientId: string; providerId: string; allowed: boolean; /** The filings section (another feature: the route composes it). */ filings?: ReactNode }) {
  useDocumentTitle(`${T.titulo} · Avala`);
  const query = useQuery({ ...reportQuery(clientId, providerId), enabled: allowed && Boolean(providerId) });
  const reporter = useQuery({ ...reporterCompanyQuery(providerId), enabled: allowed && Boolean(providerId) });
  const queryClient = useQueryClient();
  const [warning, setWarning] = useState(false);
  const report = useMutation({
    mutationFn: () => downloadIdealReport(providerId),
    onSuccess: () => showToast('success', T.reporteDescargado),
    // A workbook filed in the vault is the new "last report", even when saving it failed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsKeys.company(providerId) }),
    onError: (error) => showToast('error', error.message),
  });
  // The warning follows the download (spec 2 §2); a failed download says so instead.
  const template = useMutation({
    mutationFn: (kind: ReportTemplate) => downloadReportTemplate(kind),
    onSuccess: () => setWarning(true),
    onError: () => showToast('error', T.errorPlantilla),
  });

  const header = (
    <Group justify="space-between" wrap="wrap">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 24, sm: 30 }} c="avala.8">
          {T.titulo}
        </Title>
        {query.data ? <Text c="dimmed">{T.cliente(query.data.client.name)}</Text> : null}
      </Stack>
      <Button component={Link} to="/dashboard/home/clients" variant="default" leftSection={<IconArrowLeft size={16} />}>
        {T.regresar}
      </Button>
    </Group>
  );

  if (!allowed || !providerId) {
    return (
      <Stack gap="lg">
        {header}
        <Alert color="yellow" variant="light">
          {providerId ? T.sinPermiso : T.sinEmpresa}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {header}
      <Text>{T.descripcion}</Text>
      <Group gap="xs" wrap="wrap">
        <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} loading={template.isPending && template.variables === 'icsoe'} onClick={() => template.mutate('icsoe')}>
          {T.descargarIcsoe}
        </Button>
        <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} loading={template.isPending && template.variables === 'sisub'} onClick={() => template.mutate('sisub')}>
          {T.descargarSisub}
        </Button>
        <Button leftSection={<IconDownload size={16} />} loading={report.isPending} onClick={() => report.mutate()}>
          {T.descargarReporte}
        </Button>
      </Group>
      {reporter.data?.lastReport ? (
        <Text fz="sm" c="dimmed">
          {T.ultimoReporte(formatDateTime(reporter.data.lastReport.createdAt))}
        </Text>
      ) : null}
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} title={T.errorCarga} />
      ) : query.data ? (
        query.data.groups.length === 0 ? (
          <Text c="dimmed">{T.vacio}</Text>
        ) : (
          <ReportGroups report={query.data} />
        )
      ) : (
        <Center py="xl" component="output" aria-label={T.cargando}>
          <Loader />
        </Center>
      )}
      {filings}
      <TemplateWarningDialog opened={warning} onClose={() => setWarning(false)} />
    </Stack>
  );
}
