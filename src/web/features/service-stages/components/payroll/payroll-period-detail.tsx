import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFolder } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { TEXTOS_NOMINA as T } from '../../../../../shared/labels/payroll';
import { QueryError } from '../../../../components/feedback/query-error';
import { payrollPeriodQuery } from '../../api/payroll.api';
import { PayrollEmployeesTable } from './payroll-employees-table';

interface PayrollPeriodDetailProps {
  serviceId: string;
  periodId: string;
  /** The viewer's company: the vault link opens its view of the (shared) period folder. */
  viewerCompanyId: string;
  onBack: () => void;
}

/** One period: 'Regresar', its name, 'Ver en bóveda' and the employees table. */
export function PayrollPeriodDetail({ serviceId, periodId, viewerCompanyId, onBack }: PayrollPeriodDetailProps) {
  const query = useQuery(payrollPeriodQuery(serviceId, periodId));
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {T.regresar}
        </Button>
        {query.data?.period.folderId ? (
          <Button variant="light" leftSection={<IconFolder size={16} />} component="a" href={`/dashboard/vault/${query.data.period.folderId}?company=${viewerCompanyId}`}>
            {T.verEnBoveda}
          </Button>
        ) : null}
      </Group>
      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label={T.cargando} />
        </Center>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Title order={3} size="h5">
            {query.data.period.name}
          </Title>
          {query.data.employees.length ? <PayrollEmployeesTable employees={query.data.employees} /> : <Text c="dimmed">{T.sinInformacion}</Text>}
        </>
      )}
    </Stack>
  );
}
