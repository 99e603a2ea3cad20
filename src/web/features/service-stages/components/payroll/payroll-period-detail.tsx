import { Button, Center, Group, Loader, Pagination, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconFolder, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PAYROLL_FINDING_FILTERS, type PayrollFindingFilter } from '../../../../../shared/contracts/payroll.contract';
import { TEXTOS_NOMINA as T } from '../../../../../shared/labels/payroll';
import { QueryError } from '../../../../components/feedback/query-error';
import { payrollPeriodQuery } from '../../api/payroll.api';
import { PayrollEmployeesTable } from './payroll-employees-table';

const PAGE_SIZE = 50;

interface PayrollPeriodDetailProps {
  serviceId: string;
  periodId: string;
  /** The viewer's company: the vault link opens its view of the (shared) period folder. */
  viewerCompanyId: string;
  onBack: () => void;
}

/**
 * One period: 'Regresar', its name, 'Ver en bóveda' and its employees, a page at a time from the
 * server (a provider may pay thousands in one fortnight): those with errors come first, the chips
 * narrow to errors or warnings, and the search finds a worker by name, CURP, RFC or NSS.
 */
export function PayrollPeriodDetail({ serviceId, periodId, viewerCompanyId, onBack }: PayrollPeriodDetailProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [hallazgos, setHallazgos] = useState<PayrollFindingFilter>('TODOS');
  const [page, setPage] = useState(1);
  const phone = useMediaQuery('(max-width: 36em)');
  const query = useQuery(payrollPeriodQuery(serviceId, periodId, { q, hallazgos, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }));
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const first = (page - 1) * PAGE_SIZE + 1;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {T.regresar}
        </Button>
        {data?.period.folderId ? (
          <Button variant="light" leftSection={<IconFolder size={16} />} component="a" href={`/dashboard/vault/${data.period.folderId}?company=${viewerCompanyId}`}>
            {T.verEnBoveda}
          </Button>
        ) : null}
      </Group>
      {query.isPending ? (
        <Center py="xl">
          <Loader component="output" aria-label={T.cargando} />
        </Center>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Title order={3} size="h5">
            {query.data.period.name}
          </Title>
          <Group gap="sm" wrap="wrap" align="flex-end">
            <TextInput
              type="search"
              label={T.buscar}
              placeholder={T.buscar}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              style={{ flex: '1 1 240px' }}
            />
            <SegmentedControl
              aria-label={T.filtroHallazgos}
              orientation={phone ? 'vertical' : 'horizontal'}
              fullWidth={phone}
              value={hallazgos}
              onChange={(value) => {
                setHallazgos(PAYROLL_FINDING_FILTERS.find((f) => f === value) ?? 'TODOS');
                setPage(1);
              }}
              data={PAYROLL_FINDING_FILTERS.map((f) => ({ value: f, label: `${T.hallazgos[f]} (${String(query.data.counts[f])})` }))}
            />
          </Group>
          {query.data.employees.length ? (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {T.mostrando(first, first + query.data.employees.length - 1, query.data.total)}
              </Text>
              <PayrollEmployeesTable employees={query.data.employees} />
            </>
          ) : (
            <Text c="dimmed">{q || hallazgos !== 'TODOS' ? T.sinCoincidencias : T.sinInformacion}</Text>
          )}
          {pages > 1 ? (
            <Group justify="center">
              <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" aria-label={T.paginas} />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
