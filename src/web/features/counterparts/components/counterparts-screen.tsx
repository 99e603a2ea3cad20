import { Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { TLinkedCompany } from '../../../../shared/contracts/company-links.contract';
import type { TUserMe } from '../../../../shared/domain/user';
import { CONTRAPARTES_LIMITES as L, TEXTOS_CONTRAPARTES as T, TIPO_CONTRAPARTE, type CounterpartSide } from '../../../../shared/labels/counterparts';
import { QueryError } from '../../../components/feedback/query-error';
import { CompanyTypeFilter, type CompanyTypeChip } from '../../../components/lists/company-type-filter';
import { InfiniteListFooter } from '../../../components/lists/infinite-list-footer';
import { permissionsOf } from '../../../lib/session/user-permissions';
import { counterpartsListQuery } from '../api/counterparts-list.query';
import { useSearchDebounce } from '../hooks/use-search-debounce';
import { AddCounterpartDialog } from './add-counterpart-dialog';
import { CounterpartActionDialogs, type PendingAction } from './counterpart-action-dialogs';
import { CounterpartCard } from './counterpart-card';

interface Props {
  user: TUserMe;
  side: CounterpartSide;
  /** An accepted card was clicked: the route opens the services dialog (another feature). */
  onOpenServices?: (counterpart: TLinkedCompany) => void;
  /** More toolbar actions from the route (another feature's, e.g. the SAT lookup). */
  toolbar?: ReactNode;
}

/** /dashboard/home/providers and /clients (spec 2 §2): search, chips, cards in infinite scroll. */
export function CounterpartsScreen({ user, side, onOpenServices, toolbar }: Props) {
  useDocumentTitle(`${T.titulo[side]} · Avala`);
  const companyId = user.mainCompany?.id ?? '';
  const flags = permissionsOf(user);
  const canCreate = side === 'providers' ? flags.canCreateProviders : flags.canCreateClients;
  const canDelete = side === 'providers' ? flags.canDeleteProviders : flags.canDeleteClients;
  const [chip, setChip] = useState<CompanyTypeChip>('todos');
  const [search, setSearch] = useState('');
  const debounced = useSearchDebounce(search, L.debounceMs, L.debounceEmptyMs);
  const [adding, addDialog] = useDisclosure(false);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const query = useInfiniteQuery({ ...counterpartsListQuery(companyId, side, { type: chip === 'todos' ? undefined : chip, search: debounced }), enabled: Boolean(companyId) });
  const { data, isPending, isError, error, refetch } = query;
  const counts = data?.pages[0]?.counts;
  const countsCapped = data?.pages[0]?.countsCapped;
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
        <Group gap="sm">
          {toolbar}
          {canCreate ? (
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={addDialog.open}>
              {T.agregarNuevo(TIPO_CONTRAPARTE[side])}
            </Button>
          ) : null}
        </Group>
      </Group>
      <CompanyTypeFilter chip={chip} onChipChange={setChip} chipLabels={T.chips} counts={counts} countsCapped={countsCapped} search={search} onSearchChange={setSearch} searchLabel={T.buscar} />
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
              side={side}
              canDelete={canDelete}
              canReport={side === 'clients' && flags.canAccessReport}
              onAction={(action) => setPending({ action, counterpart })}
              onOpen={() => onOpenServices?.(counterpart)}
            />
          ))}
        </SimpleGrid>
      )}
      <InfiniteListFooter query={query} loadingLabel={T.cargando} />
      <CounterpartActionDialogs companyId={companyId} side={side} pending={pending} onClose={() => setPending(null)} />
      {canCreate ? <AddCounterpartDialog companyId={companyId} side={side} opened={adding} onClose={addDialog.close} /> : null}
    </Stack>
  );
}
