import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconId } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TWorkerListMonth } from '../../../../../shared/contracts/payroll-lists.contract';
import type { WorkerListKind } from '../../../../../shared/domain/payroll-list-template';
import { TEXTOS_LISTAS as T } from '../../../../../shared/labels/payroll-lists';
import { monthName } from '../../../../../shared/labels/months';
import { QueryError } from '../../../../components/feedback/query-error';
import { workerListMonthsQuery } from '../../api/payroll-lists.api';
import { WorkerListUploadDialog } from './worker-list-upload-dialog';

function MonthsList({ title, months }: { title: string; months: readonly TWorkerListMonth[] }) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {months.length ? (
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {months.map((m) => (
            <Text key={`${String(m.year)}-${String(m.month)}`} size="sm" component="li">
              {monthName(m.month)} {m.year} · {T.trabajadores(m.rows)}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {T.ninguno}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Beside the payroll CFDI actions: the provider's 'Subir lista de nómina' and 'Subir SUA', and for
 * both sides the months that have each (issue 22). Not shown on a generators service.
 */
export function WorkerListPanel({ serviceId, canUpload }: { serviceId: string; canUpload: boolean }) {
  const query = useQuery(workerListMonthsQuery(serviceId));
  const [dialog, setDialog] = useState<WorkerListKind | null>(null);
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  // An answer of another shape (an older server) shows no months instead of breaking the service screen.
  const data = Array.isArray(query.data?.payrollLists) && Array.isArray(query.data.sua) ? query.data : undefined;

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {T.resumenMeses}
          </Title>
          {canUpload && data ? (
            <Group gap="xs" wrap="wrap">
              <Button size="xs" variant="light" leftSection={<IconFileSpreadsheet size={14} />} onClick={() => setDialog('LISTA')}>
                {T.subirLista}
              </Button>
              <Button size="xs" variant="light" leftSection={<IconId size={14} />} onClick={() => setDialog('SUA')}>
                {T.subirSua}
              </Button>
            </Group>
          ) : null}
        </Group>
        {data ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <MonthsList title={T.mesesConLista} months={data.payrollLists} />
            <MonthsList title={T.mesesConSua} months={data.sua} />
          </SimpleGrid>
        ) : null}
      </Stack>
      {dialog && data ? <WorkerListUploadDialog serviceId={serviceId} kind={dialog} span={data.span} onClose={() => setDialog(null)} /> : null}
    </Card>
  );
}
