import { Button, Checkbox, Group, Pagination, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconFileSpreadsheet, IconFilter, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { GENERATOR_PAGE_SIZES, type TGeneratorColumnFilters } from '../../../../shared/contracts/generators.contract';
import { TEXTOS_AREA_GENERADORES as T } from '../../../../shared/labels/generators-area';
import { QueryError } from '../../../components/feedback/query-error';
import { generatorsListQuery } from '../api/generators-list.query';
import { useKeysetPages } from '../hooks/use-keyset-pages';
import { useReportDownload } from '../hooks/use-report-download';
import { useRowCommands } from '../hooks/use-row-commands';
import type { Viewer } from '../lib/row-permissions';
import { GeneratorCards } from './generator-cards';
import { GeneratorsTable } from './generators-table';

interface GeneratorsTabProps {
  viewer: Viewer;
  /** The company fills generators (provider with the generadores flag): offer "Agregar formulario". */
  canFill: boolean;
  /** The search a notification opened the list with (`?q=GEN-…`). */
  initialSearch?: string | undefined;
  /** One service's generators (its full-screen modal): no Regresar, title, form or company report. */
  serviceId?: string | undefined;
}

/** The generators list of spec 3 §2.4: search, column filters, archived, pages of 5/10/25, row menu and report. */
export function GeneratorsTab({ viewer, canFill, initialSearch, serviceId }: GeneratorsTabProps) {
  const desktop = useMediaQuery('(min-width: 48em)', true);
  const [filtersOpen, filtersPanel] = useDisclosure(false);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(GENERATOR_PAGE_SIZES[0]);
  const [search, setSearch] = useState(initialSearch ?? '');
  const [archived, setArchived] = useState(false);
  const [filters, setFilters] = useState<TGeneratorColumnFilters>({});
  const [debounced] = useDebouncedValue({ search, filters }, 400);
  const params = { search: debounced.search, archived, filters: debounced.filters };
  const pager = useKeysetPages(JSON.stringify({ params, size }));
  const { data, isPending, isPlaceholderData, isError, error, refetch } = useQuery(generatorsListQuery(viewer.companyId, { ...params, page: page - 1, size, after: pager.after(page) }, serviceId));
  // While a new filter set loads, the previous answer stays on screen with its own total.
  pager.remember(page, isPlaceholderData ? undefined : data);
  const { run, dialogs } = useRowCommands();
  const report = useReportDownload(viewer.companyId);

  const counted = pager.total();
  const { total, capped } = counted.known ? counted : { total: data?.total ?? 0, capped: data?.totalCapped ?? false };
  const pages = pager.count(size, page, data);
  const changeFilter = (key: keyof TGeneratorColumnFilters, value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const empty = !isPending && total === 0;
  const from = total === 0 ? 0 : (page - 1) * size + 1;

  return (
    <Stack gap="md">
      {serviceId ? null : (
        <Group justify="space-between" align="center" gap="sm">
          <Group gap="sm" align="center">
            <Button component={Link} to="/dashboard/home" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden="true" />} px={6}>
              {T.regresar}
            </Button>
            <Title order={2} fz={{ base: 20, sm: 24 }}>
              {T.tituloLista}
            </Title>
          </Group>
          <Group gap="sm">
            {canFill ? (
              <Button component={Link} to="/generators/forms" leftSection={<IconPlus size={16} aria-hidden="true" />}>
                {T.agregarFormulario}
              </Button>
            ) : null}
            <Button variant="light" color="green" leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />} disabled={total === 0} loading={report.busy} onClick={() => void report.download(params)}>
              {T.generarReporte}
            </Button>
          </Group>
        </Group>
      )}

      <Group justify="space-between" align="center" gap="sm">
        <TextInput
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          placeholder={T.buscarGenerador}
          aria-label={T.buscar}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          w={{ base: '100%', sm: 360 }}
        />
        <Group gap="md">
          {data?.hasStored || archived ? (
            <Checkbox
              label={T.mostrarArchivados}
              checked={archived}
              onChange={(event) => {
                setArchived(event.currentTarget.checked);
                setPage(1);
              }}
            />
          ) : null}
          {desktop ? null : (
            <Button variant="subtle" size="xs" leftSection={<IconFilter size={14} aria-hidden="true" />} onClick={filtersPanel.toggle} aria-expanded={filtersOpen}>
              {T.filtros}
            </Button>
          )}
        </Group>
      </Group>

      {isError ? <QueryError error={error} onRetry={() => void refetch()} /> : null}
      {desktop ? (
        <GeneratorsTable items={data?.items ?? []} filters={filters} onFilterChange={changeFilter} viewer={viewer} onCommand={run} empty={empty} />
      ) : (
        <GeneratorCards items={data?.items ?? []} filters={filters} onFilterChange={changeFilter} filtersOpen={filtersOpen} viewer={viewer} onCommand={run} empty={empty} />
      )}

      <Group justify="space-between" align="center" gap="sm">
        <Group gap="xs" align="center">
          <Select
            aria-label={T.filasPorPagina}
            data={GENERATOR_PAGE_SIZES.map(String)}
            value={String(size)}
            onChange={(value) => {
              if (!value) return;
              setSize(Number(value));
              setPage(1);
            }}
            w={80}
            size="xs"
            allowDeselect={false}
          />
          <Text fz="sm" c="dimmed">
            {T.filasPorPagina} · {T.rango(from, capped ? page * size : Math.min(page * size, total), total, capped)}
          </Text>
        </Group>
        <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" aria-label={T.paginacion} />
      </Group>
      {dialogs}
    </Stack>
  );
}
