import { Center, Chip, Group, Loader, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TLinkedCompany } from '../../../../shared/contracts/company-links.contract';
import type { CompanyType } from '../../../../shared/domain/enums';
import { TEXTOS_AREA_GENERADORES as T } from '../../../../shared/labels/generators-area';
import { QueryError } from '../../../components/feedback/query-error';
import { linkedProvidersQuery } from '../api/linked-providers.query';
import { useSentinel } from '../hooks/use-sentinel';
import { ProviderCard } from './provider-card';
import { ProviderGeneratorsModal } from './provider-generators-modal';

type ChipValue = 'todos' | CompanyType;
const CHIPS: ChipValue[] = ['todos', 'fisica', 'moral'];

/** The Proveedores tab: chips with counts, search by name or RFC and cards loaded 20 at a time. */
export function ProvidersTab({ companyId }: { companyId: string }) {
  const [chip, setChip] = useState<ChipValue>('todos');
  const [search, setSearch] = useState('');
  const [history, setHistory] = useState<TLinkedCompany | null>(null);
  const [debounced] = useDebouncedValue(search, 400);
  const query = useInfiniteQuery(linkedProvidersQuery(companyId, { type: chip === 'todos' ? undefined : chip, search: debounced }));
  const { data, isPending, isError, error, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useSentinel<HTMLDivElement>(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, Boolean(hasNextPage));
  const counts = data?.pages[0]?.counts;
  const items = data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Chip.Group value={chip} onChange={(value) => setChip(value as ChipValue)}>
          <Group gap="xs">
            {CHIPS.map((value) => (
              <Chip key={value} value={value} variant="outline">
                {counts ? `${T.chips[value]} (${counts[value]})` : T.chips[value]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <TextInput
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={T.buscarProveedor}
          aria-label={T.buscarProveedor}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>

      {isError ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {T.sinProveedores}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((provider) => (
            <ProviderCard key={provider.id} provider={provider} onShowGenerators={() => setHistory(provider)} />
          ))}
        </SimpleGrid>
      )}
      <div ref={sentinel} aria-hidden="true" />
      {isFetchingNextPage ? (
        <Center py="sm">
          <Loader size="sm" aria-label={T.cargandoMas} />
        </Center>
      ) : null}
      {history ? <ProviderGeneratorsModal key={history.id} companyId={companyId} provider={history} opened onClose={() => setHistory(null)} /> : null}
    </Stack>
  );
}
