import { Button, Center, Chip, Group, Loader, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconPlus, IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { TLinkedCompany } from '../../../../shared/contracts/company-links.contract';
import type { CompanyType } from '../../../../shared/domain/enums';
import type { TUserMe } from '../../../../shared/domain/user';
import { CONTRAPARTES_LIMITES as L, TEXTOS_CONTRAPARTES as T, TIPO_CONTRAPARTE, type CounterpartSide } from '../../../../shared/labels/counterparts';
import { QueryError } from '../../../components/feedback/query-error';
import { permissionsOf } from '../../../lib/session/user-permissions';
import { counterpartsListQuery } from '../api/counterparts-list.query';
import { useSearchDebounce } from '../hooks/use-search-debounce';
import { useSentinel } from '../hooks/use-sentinel';
import { AddCounterpartDialog } from './add-counterpart-dialog';
import { CounterpartActionDialogs, type PendingAction } from './counterpart-action-dialogs';
import { CounterpartCard } from './counterpart-card';

type ChipValue = 'todos' | CompanyType;
const CHIPS: ChipValue[] = ['todos', 'fisica', 'moral'];

interface Props {
  user: TUserMe;
  side: CounterpartSide;
  /** An accepted card was clicked: the route opens the services dialog (another feature). */
  onOpenServices?: (counterpart: TLinkedCompany) => void;
}

/** /dashboard/home/providers and /clients (spec 2 §2): search, chips, cards in infinite scroll. */
export function CounterpartsScreen({ user, side, onOpenServices }: Props) {
  useDocumentTitle(`${T.titulo[side]} · Avala`);
  const companyId = user.mainCompany?.id ?? '';
  const flags = permissionsOf(user);
  const canCreate = side === 'providers' ? flags.canCreateProviders : flags.canCreateClients;
  const canDelete = side === 'providers' ? flags.canDeleteProviders : flags.canDeleteClients;
  const [chip, setChip] = useState<ChipValue>('todos');
  const [search, setSearch] = useState('');
  const debounced = useSearchDebounce(search, L.debounceMs, L.debounceEmptyMs);
  const [adding, addDialog] = useDisclosure(false);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const query = useInfiniteQuery({ ...counterpartsListQuery(companyId, side, { type: chip === 'todos' ? undefined : chip, search: debounced }), enabled: Boolean(companyId) });
  const { data, isPending, isError, error, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useSentinel<HTMLDivElement>(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, Boolean(hasNextPage));
  const counts = data?.pages[0]?.counts;
  const items = data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden="true" />} renderRoot={(props) => <Link {...props} to="/dashboard/home" />}>
            {T.regresar}
          </Button>
          <Title order={1} fz={{ base: 24, sm: 30 }} c="avala.8">
            {T.titulo[side]}
          </Title>
        </Group>
        {canCreate ? (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={addDialog.open}>
            {T.agregarNuevo(TIPO_CONTRAPARTE[side])}
          </Button>
        ) : null}
      </Group>
      <Group justify="space-between" gap="sm">
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
          placeholder={T.buscar}
          aria-label={T.buscar}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      {isError ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : isPending && companyId ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={140} radius="md" />
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {T.vacio[side]}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((counterpart) => (
            <CounterpartCard
              key={counterpart.id}
              counterpart={counterpart}
              canDelete={canDelete}
              onAction={(action) => setPending({ action, counterpart })}
              onOpen={() => onOpenServices?.(counterpart)}
            />
          ))}
        </SimpleGrid>
      )}
      <div ref={sentinel} aria-hidden="true" />
      {isFetchingNextPage ? (
        <Center py="sm">
          <Loader size="sm" aria-label={T.cargando} />
        </Center>
      ) : null}
      <CounterpartActionDialogs companyId={companyId} side={side} pending={pending} onClose={() => setPending(null)} />
      {canCreate ? <AddCounterpartDialog companyId={companyId} side={side} opened={adding} onClose={addDialog.close} /> : null}
    </Stack>
  );
}
