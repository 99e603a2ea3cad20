import { Group, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dueDateOf, recentPeriods } from '../../../../shared/domain/filing-periods';
import { FILING_KIND_LABELS, FILINGS_TEXT as T, filingPeriodName } from '../../../../shared/labels/filings';
import { QueryError } from '../../../components/feedback/query-error';
import { clientProviderFilingsQuery } from '../api/filings.api';
import { FilingStatusBadge } from './filing-status-badge';
import { formatIsoDay } from '../../../../shared/mx/dates';

const dueText = formatIsoDay;

/**
 * A client's providers and their ICSOE/SISUB status for one four-month period (issue 24); the
 * period last due is chosen first, the current one and three before it can be picked.
 */
export function ClientFilingsTable({ clientId, today: fixedToday }: { clientId: string; /** For tests: the day the periods count from. */ today?: Date }) {
  // Read once: the list of periods does not move while the screen is open.
  const [today] = useState(() => fixedToday ?? new Date());
  const periods = recentPeriods(today, 4);
  const options = periods.map((p) => ({ value: `${String(p.year)}-${String(p.period)}`, label: `${filingPeriodName(p)} · ${T.vence} ${dueText(dueDateOf(p))}` }));
  const [value, setValue] = useState(options[1]?.value ?? '');
  const [year, period] = value.split('-').map(Number);
  const query = useQuery({ ...clientProviderFilingsQuery(clientId, year, period), placeholderData: keepPreviousData });
  return (
    <Stack gap="sm" component="section" aria-labelledby="client-filings-title">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={3} id="client-filings-title" size="h4">
          {T.proveedoresTitulo}
        </Title>
        <Select aria-label={T.seleccionePeriodo} data={options} value={value} onChange={(v) => v && setValue(v)} allowDeselect={false} w={{ base: '100%', sm: 340 }} />
      </Group>
      {query.isPending ? (
        <Skeleton height={120} />
      ) : query.isError ? (
        <QueryError error={query.error} title={T.errorCarga} onRetry={() => void query.refetch()} />
      ) : query.data.providers.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {T.sinProveedores}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped verticalSpacing={6} fz="sm" aria-label={T.proveedoresTitulo} aria-busy={query.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.proveedor}</Table.Th>
                <Table.Th>{T.rfc}</Table.Th>
                <Table.Th>{FILING_KIND_LABELS.ICSOE}</Table.Th>
                <Table.Th>{FILING_KIND_LABELS.SISUB}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.providers.map((p) => (
                <Table.Tr key={p.providerId}>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td ff="monospace">{p.rfc}</Table.Td>
                  {p.enServicio ? (
                    <>
                      <Table.Td>
                        <FilingStatusBadge status={p.ICSOE} />
                      </Table.Td>
                      <Table.Td>
                        <FilingStatusBadge status={p.SISUB} />
                      </Table.Td>
                    </>
                  ) : (
                    <Table.Td colSpan={2} c="dimmed">
                      {T.sinServicio}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
