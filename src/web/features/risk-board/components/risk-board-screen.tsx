import { Alert, Button, Chip, Group, Loader, Pagination, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconDownload, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RISK_PAGE_SIZE } from '../../../../shared/contracts/risk-board.contract';
import { RISK_LEVELS, type RiskLevel } from '../../../../shared/domain/risk-level';
import { monthName } from '../../../../shared/labels/months';
import { MENSAJES_REPORTE_DIARIO as M, PANTALLA_RIESGOS as P, RISK_LEVEL_LABELS } from '../../../../shared/labels/risk-board';
import { QueryListBody } from '../../../components/lists/query-list-body';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { downloadDailyReport, riskBoardPageQuery } from '../api/risk-board.api';
import { RiskBoardTable, RiskBoardTableSkeleton, type RiskSortState } from './risk-board-table';
import { RiskFormula } from './risk-formula';
import { RiskLevelBar } from './risk-level-bar';

/** Spec 2 §9: 500 ms after typing, 100 ms once the box is cleared. */
const DEBOUNCE_MS = 500;
const DEBOUNCE_EMPTY_MS = 100;
const PERIOD_CHOICES = 24;

/** The current Mexico City month and the 23 before it, newest first: yyyy-mm with 'Junio 2026'. */
function periodChoices(now: Date): { value: string; label: string }[] {
  const [y, m] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  return Array.from({ length: PERIOD_CHOICES }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    const month = d.getUTCMonth() + 1;
    return {
      value: `${String(d.getUTCFullYear())}-${String(month).padStart(2, '0')}`,
      label: `${monthName(month)} ${String(d.getUTCFullYear())}`,
    };
  });
}

export interface RiskBoardScreenProps {
  companyId: string;
  /** canAccessRiesgos of the user in the main company (the server decides too: 403). */
  allowed: boolean;
  /** For the period choices; tests pass a fixed day. */
  now?: Date;
}

/** /dashboard/riesgos: Tablero de riesgos, every provider of the company with its risk level. */
export function RiskBoardScreen({ companyId, allowed, now }: RiskBoardScreenProps) {
  useDocumentTitle(`${P.titulo} · Avala`);
  // The month list is read once, when the screen opens.
  const [periods] = useState(() => periodChoices(now ?? new Date()));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, search.trim() ? DEBOUNCE_MS : DEBOUNCE_EMPTY_MS);
  const [service, setService] = useState('');
  const [period, setPeriod] = useState(periods[0]?.value ?? '');
  const [nivel, setNivel] = useState<RiskLevel | ''>('');
  const [sort, setSort] = useState<RiskSortState>({
    sort: 'nivel',
    dir: 'asc',
  });
  const [pageNumber, setPageNumber] = useState(1);
  const filters = { q: debounced.trim(), service, period, nivel, ...sort };
  const params = {
    ...filters,
    offset: (pageNumber - 1) * RISK_PAGE_SIZE,
    limit: RISK_PAGE_SIZE,
  };
  const query = useQuery({
    ...riskBoardPageQuery(companyId, params),
    enabled: allowed && Boolean(companyId),
  });
  const download = useMutation({
    mutationFn: () => downloadDailyReport(companyId, filters),
  });
  const refused = !allowed || (isApiError(query.error) && query.error.status === 403);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / RISK_PAGE_SIZE)) : 1;
  const unconfigured = data?.providers === 0;

  /** Any filter change goes back to the first page. */
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
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
        {refused || unconfigured ? null : (
          <Button onClick={() => download.mutate()} loading={download.isPending} disabled={download.isPending || !data} leftSection={<IconDownload size={16} aria-hidden="true" />}>
            {P.descargar}
          </Button>
        )}
      </Group>

      {refused ? (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
          {M.sinPermiso}
        </Alert>
      ) : unconfigured ? (
        <Alert color="gray" icon={<IconInfoCircle size={18} />} title={P.sinConfigurar}>
          {P.sinConfigurarDetalle}
        </Alert>
      ) : (
        <>
          {download.isError ? (
            <Alert color="red" role="alert" withCloseButton onClose={() => download.reset()}>
              {errorMessage(download.error) || M.noDescargado}
            </Alert>
          ) : null}
          <RiskFormula />
          {data ? <RiskLevelBar counts={data.counts} label={P.tabla} /> : null}
          <Group gap="sm" align="flex-end">
            <TextInput
              type="search"
              value={search}
              onChange={(event) => reset(setSearch)(event.currentTarget.value)}
              placeholder={P.buscar}
              aria-label={P.buscar}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              w={{ base: '100%', sm: 300 }}
            />
            <Select
              label={P.servicio}
              data={[
                { value: '', label: P.todosLosServicios },
                ...(data?.services ?? []).map((name) => ({
                  value: name,
                  label: name,
                })),
              ]}
              value={service}
              onChange={(value) => reset(setService)(value ?? '')}
              allowDeselect={false}
              searchable
              w={{ base: '100%', sm: 260 }}
            />
            <Select label={P.periodo} data={periods} value={period} onChange={(value) => reset(setPeriod)(value ?? periods[0]?.value ?? '')} allowDeselect={false} w={{ base: '100%', sm: 180 }} />
          </Group>
          <Chip.Group value={nivel || 'TODOS'} onChange={(value) => reset(setNivel)(value === 'TODOS' ? '' : (value as RiskLevel))}>
            <Group gap="xs">
              <Chip value="TODOS" variant="outline" size="sm">
                {data ? `${P.todos} (${String(data.counts.ALTO + data.counts.MEDIO + data.counts.BAJO)})` : P.todos}
              </Chip>
              {RISK_LEVELS.map((level) => (
                <Chip key={level} value={level} variant="outline" size="sm">
                  {data ? `${RISK_LEVEL_LABELS[level]} (${String(data.counts[level])})` : RISK_LEVEL_LABELS[level]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {data?.computing && !query.isError ? (
            <Alert color="blue" icon={<Loader size={18} aria-hidden="true" />} title={P.calculando} aria-live="polite">
              {P.calculandoDetalle}
            </Alert>
          ) : (
            <QueryListBody query={query} skeleton={<RiskBoardTableSkeleton />} errorTitle={P.errorCarga} empty={P.vacio}>
              {(page) => <RiskBoardTable rows={page.items} months={page.months} sort={sort} onSort={reset(setSort)} busy={query.isFetching} />}
            </QueryListBody>
          )}
          {data && pages > 1 ? (
            <Group justify="space-between" gap="xs">
              <Text fz="sm" c="dimmed">
                {P.pagina(data.offset + 1, data.offset + data.items.length, data.total)}
              </Text>
              <Pagination total={pages} value={Math.min(pageNumber, pages)} onChange={setPageNumber} size="sm" aria-label={P.tabla} />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
