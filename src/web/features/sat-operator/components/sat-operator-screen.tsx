import { Alert, Button, Container, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TSatRunFailure } from '../../../../shared/contracts/sat-lists.contract';
import { formatDateTime } from '../../../../shared/mx/dates';
import { PANTALLA_LISTAS_SAT as T } from '../../../../shared/labels/sat-lists';
import { satListsOverviewQuery } from '../api/sat-lists.api';
import { byListOrder, satListLabel } from '../lib/sat-list-format';
import { SatListUploadForm } from './sat-list-upload-form';
import { SatSnapshotsTable } from './sat-snapshots-table';

function FailuresTable({ failures }: { failures: TSatRunFailure[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={T.fallas}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.fecha}</Table.Th>
            <Table.Th>{T.listado}</Table.Th>
            <Table.Th>{T.motivo}</Table.Th>
            <Table.Th>{T.direccion}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {failures.map((f) => (
            <Table.Tr key={f.id}>
              <Table.Td>{formatDateTime(f.createdAt)}</Table.Td>
              <Table.Td>{satListLabel(f.list)}</Table.Td>
              <Table.Td>{f.error}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{f.url}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The platform operator's screen (issue 23): current SAT lists, import history, job failures and the upload. */
export function SatOperatorScreen({ headerRight }: { headerRight?: React.ReactNode }) {
  const overview = useQuery(satListsOverviewQuery());
  const data = overview.data;

  return (
    <Container size="xl" py="md">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            {T.titulo}
          </Title>
          {headerRight}
        </Group>
        <SatListUploadForm />
        {overview.isPending ? (
          <Group gap="xs" aria-live="polite">
            <Loader size="sm" />
            <Text size="sm">{T.cargando}</Text>
          </Group>
        ) : null}
        {overview.isError ? (
          <Alert color="red" role="alert" title={T.errorCarga}>
            <Button size="xs" variant="light" onClick={() => void overview.refetch()}>
              {T.reintentar}
            </Button>
          </Alert>
        ) : null}
        {data ? (
          <>
            <Paper withBorder p="md" radius="md">
              <Stack>
                <Title order={2} size="h3">
                  {T.vigentes}
                </Title>
                {data.current.length ? <SatSnapshotsTable snapshots={byListOrder(data.current)} label={T.vigentes} /> : <Text c="dimmed">{T.sinListados}</Text>}
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Stack>
                <Title order={2} size="h3">
                  {T.fallas}
                </Title>
                {data.failures.length ? <FailuresTable failures={data.failures} /> : <Text c="dimmed">{T.sinFallas}</Text>}
              </Stack>
            </Paper>
            {data.history.length ? (
              <Paper withBorder p="md" radius="md">
                <Stack>
                  <Title order={2} size="h3">
                    {T.historial}
                  </Title>
                  <SatSnapshotsTable snapshots={data.history} label={T.historial} />
                </Stack>
              </Paper>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
