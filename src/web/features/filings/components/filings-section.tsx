import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FILINGS_TEXT as T } from '../../../../shared/labels/filings';
import { QueryError } from '../../../components/feedback/query-error';
import { providerFilingsQuery } from '../api/filings.api';
import { FilingPeriodCard } from './filing-period-card';

/**
 * The four-monthly ICSOE and SISUB filings of a provider (issue 24): the current period and the four
 * before it, each with its due date and status per kind. The provider downloads the pre-filled files
 * and uploads each acknowledgement; with `clientId` the viewer is that client looking at its
 * provider, and only the statuses show.
 */
export function FilingsSection({ providerId, clientId }: { providerId: string; clientId?: string }) {
  const query = useQuery(providerFilingsQuery(providerId));
  const readOnly = Boolean(clientId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="filings-title">
      <Title order={3} id="filings-title" size="h4">
        {T.titulo}
      </Title>
      <Text size="sm" c="dimmed">
        {readOnly ? T.soloLectura : T.descripcion}
      </Text>
      {query.isPending ? (
        <Stack gap="xs" aria-busy>
          <Skeleton height={96} />
          <Skeleton height={96} />
        </Stack>
      ) : query.isError ? (
        <QueryError error={query.error} title={T.errorCarga} onRetry={() => void query.refetch()} />
      ) : query.data.periods.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {T.sinPeriodos}
        </Text>
      ) : (
        query.data.periods.map((row) => (
          <FilingPeriodCard key={`${String(row.year)}-${String(row.period)}`} row={row} provider={{ id: query.data.providerId, rfc: query.data.rfc }} own={!readOnly} canUpload={!readOnly && query.data.canUpload} />
        ))
      )}
    </Stack>
  );
}
