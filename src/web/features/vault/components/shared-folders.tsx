import { Group, Loader, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TEXTOS_BOVEDA as T } from '../../../../shared/labels/vault';
import { QueryError } from '../../../components/feedback/query-error';
import { vaultSharedQuery } from '../api/vault.query';
import { FolderGrid } from './folder-contents';

/**
 * «Compartidos conmigo» at the vault's root: the service folders the company's providers share with
 * it, a page at a time by name, with a search by service. Hidden while there are none (and no search).
 */
export function SharedFolders({ companyId, onOpen }: { companyId: string; onOpen: (folderId: string) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const shared = useQuery(vaultSharedQuery(companyId, { page: page - 1, search: debounced }));
  const data = shared.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  // Folders unshared while this page was open can leave it past the end: go to the last one.
  if (data && !data.items.length && data.total && page > pages) setPage(pages);
  if (shared.isError) return <QueryError error={shared.error} title={T.error} onRetry={() => void shared.refetch()} />;
  if (!data || (!data.total && !debounced.trim() && !search.trim())) return null;
  return (
    <Stack gap="xs">
      <Title order={4}>{T.compartidos}</Title>
      <Text size="sm" c="dimmed">
        {T.compartidosAyuda}
      </Text>
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={T.buscarCompartidos}
          placeholder={T.nombreDelServicio}
          leftSection={<IconSearch size={16} />}
          rightSection={shared.isFetching ? <Loader size="xs" /> : null}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {T.cuentaCompartidos(data.total, data.totalCapped)}
        </Text>
      </Group>
      {data.totalCapped ? (
        <Text size="sm" c="dimmed">
          {debounced.trim() ? T.compartidosAfinar(data.total) : T.compartidosSinBuscar}
        </Text>
      ) : null}
      {data.items.length ? <FolderGrid folders={data.items} onOpen={onOpen} label={T.compartidos} /> : <Text c="dimmed">{T.sinCompartidos(debounced.trim())}</Text>}
      {pages > 1 ? <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" aria-label={T.paginasCompartidos} /> : null}
    </Stack>
  );
}
