import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TLinkedCompany } from '../../../../shared/contracts/company-links.contract';
import { TEXTOS_AREA_GENERADORES as T } from '../../../../shared/labels/generators-area';
import { QueryError } from '../../../components/feedback/query-error';
import { CompanyTypeFilter, type CompanyTypeChip } from '../../../components/lists/company-type-filter';
import { InfiniteListFooter } from '../../../components/lists/infinite-list-footer';
import { linkedProvidersQuery } from '../api/linked-providers.query';
import { ProviderCard } from './provider-card';
import { ProviderGeneratorsModal } from './provider-generators-modal';

/** The Proveedores tab: chips with counts, search by name or RFC and cards loaded 20 at a time. */
export function ProvidersTab({ companyId }: { companyId: string }) {
  const [chip, setChip] = useState<CompanyTypeChip>('todos');
  const [search, setSearch] = useState('');
  const [history, setHistory] = useState<TLinkedCompany | null>(null);
  const [debounced] = useDebouncedValue(search, 400);
  const query = useInfiniteQuery(linkedProvidersQuery(companyId, { type: chip === 'todos' ? undefined : chip, search: debounced }));
  const { data, isPending, isError, error, refetch } = query;
  const counts = data?.pages[0]?.counts;
  const countsCapped = data?.pages[0]?.countsCapped;
  const items = data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Stack gap="md">
      <CompanyTypeFilter chip={chip} onChipChange={setChip} chipLabels={T.chips} counts={counts} countsCapped={countsCapped} search={search} onSearchChange={setSearch} searchLabel={T.buscarProveedor} />

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
      <InfiniteListFooter query={query} loadingLabel={T.cargandoMas} />
      {history ? <ProviderGeneratorsModal key={history.id} companyId={companyId} provider={history} opened onClose={() => setHistory(null)} /> : null}
    </Stack>
  );
}
