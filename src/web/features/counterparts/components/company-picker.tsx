import { Anchor, Center, Loader, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTRAPARTES_LIMITES as L, TEXTOS_CONTRAPARTES as T, type CounterpartSide } from '../../../../shared/labels/counterparts';
import { QueryError } from '../../../components/feedback/query-error';
import { InfiniteListFooter } from '../../../components/lists/infinite-list-footer';
import { candidatesQuery } from '../api/candidates.query';
import { useSearchDebounce } from '../hooks/use-search-debounce';

interface Props {
  companyId: string;
  side: CounterpartSide;
  generadores: boolean | undefined;
  selected: string | null;
  onSelect: (id: string) => void;
  onRegisterNew: () => void;
}

/** Step 1 of the add dialog: existing companies by name or RFC, 100 per page, 700 ms debounce. */
export function CompanyPicker({ companyId, side, generadores, selected, onSelect, onRegisterNew }: Props) {
  const [search, setSearch] = useState('');
  const debounced = useSearchDebounce(search, L.pickerDebounceMs, L.debounceEmptyMs);
  const query = useInfiniteQuery(candidatesQuery(companyId, side, debounced, generadores));
  const { data, isPending, isError, error, refetch } = query;
  const items = data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        placeholder={T.buscarEmpresa}
        aria-label={T.buscarEmpresa}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        data-autofocus
      />
      {isError ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <Center py="md">
          <Loader size="sm" component="output" aria-label={T.cargando} />
        </Center>
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {T.sinResultados}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={320}>
          <Radio.Group value={selected} onChange={onSelect} aria-label={T.buscarEmpresa}>
            <Stack gap="xs">
              {items.map((company) => (
                <Radio key={company.id} value={company.id} label={`${company.name} · ${company.rfc}`} />
              ))}
            </Stack>
          </Radio.Group>
          <InfiniteListFooter query={query} loadingLabel={T.cargando} compact />
        </ScrollArea.Autosize>
      )}
      <Text fz="sm">
        {T.noEncontrada}{' '}
        <Anchor component="button" type="button" onClick={onRegisterNew}>
          {T.registrarNuevo}
        </Anchor>
      </Text>
    </Stack>
  );
}
