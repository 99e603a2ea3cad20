import { Alert, Button, Chip, Group, Pagination, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconDownload, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SAT_ANALYSIS_CHIPS, SAT_ANALYSIS_PAGE_SIZE, type SatAnalysisChip, type TSatAnalysisPage } from '../../../../shared/contracts/sat-analysis.contract';
import { PANTALLA_ANALISIS_SAT as P } from '../../../../shared/labels/sat-analysis';
import { QueryListBody } from '../../../components/lists/query-list-body';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { downloadSatAnalysisExcel, satAnalysisKeys, satAnalysisPageQuery } from '../api/sat-analysis.api';
import { SatAnalysisTable, SatAnalysisTableSkeleton } from './sat-analysis-table';
import { SatLookupHistory } from './sat-lookup-history';

/** Spec 2 §9: 500 ms after typing, 100 ms once the box is cleared. */
const DEBOUNCE_MS = 500;
const DEBOUNCE_EMPTY_MS = 100;

export interface SatAnalysisScreenProps {
  companyId: string;
  companyRfc: string;
  /** Whether the main company has the additional product LISTAS_NEGRAS_SAT (spec 2 §2). */
  hasProduct: boolean;
  /** The RFC lookup dialog ('Consultar'), composed by the route from the lookup feature. */
  renderLookup: (dialog: { opened: boolean; onClose: () => void }) => ReactNode;
}

function ConsultedLists({ page }: { page: TSatAnalysisPage | undefined }) {
  if (!page) return null;
  if (!page.listasConsultadas.length) return <Alert color="gray" icon={<IconInfoCircle size={18} />}>{P.sinListas}</Alert>;
  return (
    <Text fz="sm" c="dimmed">
      {P.listasConsultadas}: {page.listasConsultadas.map((l) => P.publicado(l.label, l.publishedAt)).join(' · ')}
    </Text>
  );
}

/** /dashboard/sat69b: the company's providers against the current SAT 69 and 69-B lists, and its RFC lookups. */
export function SatAnalysisScreen({ companyId, companyRfc, hasProduct, renderLookup }: SatAnalysisScreenProps) {
  useDocumentTitle(`${P.titulo} · Avala`);
  const queryClient = useQueryClient();
  const [lookupOpened, lookup] = useDisclosure(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, search.trim() ? DEBOUNCE_MS : DEBOUNCE_EMPTY_MS);
  const [chip, setChip] = useState<SatAnalysisChip>('TODOS');
  const [pageNumber, setPageNumber] = useState(1);
  const params = { q: debounced.trim(), situacion: chip, offset: (pageNumber - 1) * SAT_ANALYSIS_PAGE_SIZE, limit: SAT_ANALYSIS_PAGE_SIZE };
  const query = useQuery({ ...satAnalysisPageQuery(companyId, params), enabled: hasProduct && Boolean(companyId) });
  const download = useMutation({ mutationFn: () => downloadSatAnalysisExcel(companyId, params, companyRfc) });
  const refused = !hasProduct || (isApiError(query.error) && query.error.status === 403);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / SAT_ANALYSIS_PAGE_SIZE)) : 1;
  const checkedAt = data?.listasConsultadas.find((l) => l.list === '69b')?.publishedAt ?? null;

  const closeLookup = () => {
    lookup.close();
    // A lookup joins the company's history.
    void queryClient.invalidateQueries({ queryKey: satAnalysisKeys.histories(companyId) });
  };
  const changeSearch = (value: string) => {
    setSearch(value);
    setPageNumber(1);
  };
  const changeChip = (value: string) => {
    setChip(value as SatAnalysisChip);
    setPageNumber(1);
  };


  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} fz={{ base: 22, sm: 28 }} c="avala.8">
            {P.titulo}
          </Title>
          <Text c="dimmed" fz="sm">
            {P.descripcion}
          </Text>
        </div>
        {refused ? null : (
          <Group gap="xs">
            <Button variant="light" onClick={lookup.open} leftSection={<IconSearch size={16} aria-hidden="true" />}>
              {P.consultar}
            </Button>
            <Button onClick={() => download.mutate()} loading={download.isPending} disabled={download.isPending || !data} leftSection={<IconDownload size={16} aria-hidden="true" />}>
              {P.descargarExcel}
            </Button>
          </Group>
        )}
      </Group>

      {refused ? (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
          {P.sinProducto}
        </Alert>
      ) : (
        <>
          {download.isError ? (
            <Alert color="red" role="alert" withCloseButton onClose={() => download.reset()}>
              {errorMessage(download.error) || P.errorDescarga}
            </Alert>
          ) : null}
          <Tabs defaultValue="providers" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="providers">{P.pestanas.proveedores}</Tabs.Tab>
              <Tabs.Tab value="history">{P.pestanas.historial}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="providers" pt="md">
              <Stack gap="sm">
                <ConsultedLists page={data} />
                <TextInput
                  type="search"
                  value={search}
                  onChange={(event) => changeSearch(event.currentTarget.value)}
                  placeholder={P.buscar}
                  aria-label={P.buscar}
                  leftSection={<IconSearch size={16} aria-hidden="true" />}
                  w={{ base: '100%', sm: 360 }}
                />
                <Chip.Group value={chip} onChange={changeChip}>
                  <Group gap="xs">
                    {SAT_ANALYSIS_CHIPS.map((value) => (
                      <Chip key={value} value={value} variant="outline" size="sm">
                        {data ? `${P.chips[value]} (${String(data.counts[value])})` : P.chips[value]}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
                <QueryListBody query={query} skeleton={<SatAnalysisTableSkeleton />} errorTitle={P.errorCarga} empty={P.vacio}>
                  {(page) => <SatAnalysisTable rows={page.items} checkedAt={checkedAt} busy={query.isFetching} />}
                </QueryListBody>
                {data && pages > 1 ? (
                  <Group justify="space-between" gap="xs">
                    <Text fz="sm" c="dimmed">
                      {P.pagina(data.offset + 1, data.offset + data.items.length, data.total)}
                    </Text>
                    <Pagination total={pages} value={Math.min(pageNumber, pages)} onChange={setPageNumber} size="sm" aria-label={P.pestanas.proveedores} />
                  </Group>
                ) : null}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="history" pt="md">
              <SatLookupHistory companyId={companyId} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
      {renderLookup({ opened: lookupOpened, onClose: closeLookup })}
    </Stack>
  );
}
