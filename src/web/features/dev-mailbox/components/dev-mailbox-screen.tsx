import { Button, Container, Group, Loader, Pagination, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMailOff, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TDevMail } from '../../../../shared/contracts/dev-mailbox.contract';
import { AvalaLogo } from '../../../components/brand/avala-logo';
import { QueryError } from '../../../components/feedback/query-error';
import { isApiError } from '../../../lib/http/api-error';
import { DEV_MAILBOX_PAGE_SIZE, devMailboxQuery } from '../api/dev-mailbox.query';
import { MailList } from './mail-list';
import { MailViewer } from './mail-viewer';

const PAGINATION_LABELS: Record<'first' | 'previous' | 'next' | 'last', string> = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
};

function ListSkeleton() {
  return (
    <Stack gap="md" p="md" aria-label="Cargando correos">
      {Array.from({ length: 5 }, (_, i) => (
        <Stack key={i} gap={6}>
          <Skeleton height={14} width="80%" />
          <Skeleton height={10} width="50%" />
        </Stack>
      ))}
    </Stack>
  );
}

/** /dev/correo: read the e-mails the server "sent" while there is no SMTP server. */
export function DevMailboxScreen() {
  useDocumentTitle('Buzón de desarrollo · Avala');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<TDevMail | null>(null);
  const query = useQuery(devMailboxQuery(page - 1));
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / DEV_MAILBOX_PAGE_SIZE));
  const unavailable = isApiError(query.error) && query.error.status === 404;
  const viewerRef = useRef<HTMLElement>(null);

  // Take keyboard and screen-reader users (and phones, where the viewer sits below the list) to the opened mail.
  useEffect(() => {
    if (selected) viewerRef.current?.focus();
  }, [selected]);

  let list;
  if (query.isPending) list = <ListSkeleton />;
  else if (query.isError)
    list = (
      <Stack p="md">
        <QueryError
          error={query.error}
          title={unavailable ? 'El buzón de desarrollo no está disponible en este servidor.' : undefined}
          onRetry={unavailable ? undefined : () => void query.refetch()}
        />
      </Stack>
    );
  else if (query.data.items.length === 0)
    list = (
      <Stack align="center" gap="xs" p="xl" ta="center">
        <IconMailOff size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />
        <Text c="dimmed">No hay correos en el buzón de desarrollo.</Text>
      </Stack>
    );
  else list = <MailList mails={query.data.items} selectedId={selected?.id ?? null} onSelect={setSelected} />;

  return (
    <Container size="xl" py="lg" component="main">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <AvalaLogo size={28} textSize={18} />
            <Title order={1} fz={{ base: 22, sm: 28 }} c="avala.8">
              Buzón de desarrollo
            </Title>
            <Text c="dimmed" fz="sm">
              Los correos que el servidor envía mientras no hay un servidor de correo configurado.
            </Text>
          </Stack>
          <Button variant="default" leftSection={query.isFetching ? <Loader size={14} /> : <IconRefresh size={16} />} onClick={() => void query.refetch()} disabled={unavailable}>
            Actualizar
          </Button>
        </Group>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }} aria-busy={query.isFetching}>
            {list}
            {pages > 1 ? (
              <Group justify="center" p="sm">
                <Pagination
                  total={pages}
                  value={page}
                  onChange={(next) => {
                    setPage(next);
                    setSelected(null);
                  }}
                  size="sm"
                  getControlProps={(control) => ({ 'aria-label': PAGINATION_LABELS[control] })}
                  getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
                />
              </Group>
            ) : null}
          </Paper>
          <Paper withBorder radius="md" p="md" component="section" aria-label="Correo seleccionado" ref={viewerRef} tabIndex={-1}>
            {selected ? (
              <MailViewer key={selected.id} mail={selected} />
            ) : (
              <Text c="dimmed" ta="center" py="xl">
                Seleccione un correo para ver su contenido.
              </Text>
            )}
          </Paper>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
