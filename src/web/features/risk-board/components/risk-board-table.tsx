import { Anchor, Badge, Group, Skeleton, Stack, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { RiskSort, TRiskRow } from '../../../../shared/contracts/risk-board.contract';
import { REPSE_COLORS, REPSE_LABELS } from '../../../../shared/labels/counterparts';
import { PANTALLA_RIESGOS as P, RISK_CONTRACT_LABELS, RISK_FILING_LABELS, RISK_LEVEL_COLORS, RISK_LEVEL_LABELS, RISK_REASON_LABELS, RISK_SAT_LABELS } from '../../../../shared/labels/risk-board';
import { RiskSparkline } from './risk-sparkline';

const C = P.columnas;
const SAT_COLORS = {
  DEFINITIVO: 'red',
  PRESUNTO: 'orange',
  NINGUNA: 'gray',
  SIN_CONSULTA: 'gray',
} as const;
const CONTRACT_COLORS = {
  VIGENTE: 'green',
  POR_VENCER: 'yellow',
  VENCIDO: 'red',
  SIN_CONTRATO: 'gray',
} as const;
const FILING_COLORS = {
  PRESENTADO: 'green',
  POR_PRESENTAR: 'yellow',
  VENCIDO: 'red',
  SIN_DATO: 'gray',
} as const;

const pct = (share: number | null) => (share === null ? P.sinDato : `${String(Math.round(share * 100))} %`);

export interface RiskSortState {
  sort: RiskSort;
  dir: 'asc' | 'desc';
}

/** A header that sorts: aria-sort tells which column and direction a screen reader hears. */
function SortHeader({ column, label, state, onSort }: { column: RiskSort; label: string; state: RiskSortState; onSort: (next: RiskSortState) => void }) {
  const active = state.sort === column;
  const Icon = !active ? IconArrowsSort : state.dir === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() =>
          onSort({
            sort: column,
            dir: active && state.dir === 'asc' ? 'desc' : 'asc',
          })
        }
        aria-label={P.ordenarPor(label)}
        fz="sm"
        fw={700}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {label}
        <Icon size={14} aria-hidden="true" />
      </UnstyledButton>
    </Table.Th>
  );
}

/** The level badge; its reasons on hover and on keyboard focus. */
function LevelBadge({ row }: { row: TRiskRow }) {
  const reasons = row.reasons.length ? row.reasons.map((r) => RISK_REASON_LABELS[r]).join(' · ') : P.sinMotivos;
  return (
    <Tooltip label={reasons} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Badge color={RISK_LEVEL_COLORS[row.level]} variant="filled" size="sm" tabIndex={0} aria-label={`${C.nivel} ${RISK_LEVEL_LABELS[row.level]}: ${reasons}`} style={{ cursor: 'help' }}>
        {RISK_LEVEL_LABELS[row.level]}
      </Badge>
    </Tooltip>
  );
}

function Payroll({ row }: { row: TRiskRow }) {
  if (row.payrollDifferences === null && row.workersWithoutCfdi === null)
    return (
      <Text fz="sm" c="dimmed">
        {P.sinDato}
      </Text>
    );
  const parts = [...(row.payrollDifferences ? [P.nominaDiferencias(row.payrollDifferences)] : []), ...(row.workersWithoutCfdi ? [P.nominaSinCfdi(row.workersWithoutCfdi)] : [])];
  return (
    <Text fz="sm" c={parts.length ? 'red.7' : undefined}>
      {parts.length ? parts.join(' · ') : P.nominaCorrecta}
    </Text>
  );
}

const count = (n: number) => (
  <Text fz="sm" fw={n ? 700 : 400} c={n ? 'red.7' : 'dimmed'} ta="right">
    {String(n)}
  </Text>
);

/** The loading state: the table's shape with grey bars. */
export function RiskBoardTableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Stack gap="xs" component="output" aria-busy="true" aria-label={P.cargando}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={30} radius="sm" />
      ))}
    </Stack>
  );
}

/** The dense board: one row per provider; the provider's name opens its expedient. It scrolls sideways on a phone. */
export function RiskBoardTable({
  rows,
  months,
  sort,
  onSort,
  busy,
}: {
  rows: readonly TRiskRow[];
  months: readonly string[];
  sort: RiskSortState;
  onSort: (next: RiskSortState) => void;
  busy: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={1180}>
      <Table striped highlightOnHover verticalSpacing={4} horizontalSpacing="xs" fz="sm" aria-label={P.tabla} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="nivel" label={C.nivel} state={sort} onSort={onSort} />
            <SortHeader column="nombre" label={C.proveedor} state={sort} onSort={onSort} />
            <SortHeader column="cumplimiento" label={C.cumplimiento} state={sort} onSort={onSort} />
            <Table.Th>{C.tendencia}</Table.Th>
            <Table.Th ta="right">{C.vencidos}</Table.Th>
            <Table.Th ta="right">{C.rechazados}</Table.Th>
            <Table.Th>{C.sat}</Table.Th>
            <Table.Th>{C.repse}</Table.Th>
            <Table.Th>{C.declaraciones}</Table.Th>
            <Table.Th>{C.nomina}</Table.Th>
            <Table.Th>{C.contrato}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.providerId}>
              <Table.Td>
                <LevelBadge row={row} />
              </Table.Td>
              <Table.Td maw={300}>
                <Anchor
                  renderRoot={(p) => <Link {...p} to="/expedientes/$companyId" params={{ companyId: row.providerId }} />}
                  fz="sm"
                  fw={600}
                  aria-label={P.abrirExpediente(row.name)}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {row.name}
                </Anchor>
                <Group gap={6}>
                  <Text fz="xs" c="dimmed" ff="monospace">
                    {row.rfc}
                  </Text>
                  {row.linkStatus === 'PENDING' ? (
                    <Badge color="orange" variant="light" size="xs" tt="none">
                      {P.pendiente}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {pct(row.acceptedShare)}
                {row.expected > 0 && row.due === 0 ? (
                  <Text size="xs" c="dimmed" fw={400} title={P.enCursoDetalle}>
                    {P.enCurso}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <RiskSparkline values={row.trend} months={months} />
              </Table.Td>
              <Table.Td>{count(row.overdue)}</Table.Td>
              <Table.Td>{count(row.rejected)}</Table.Td>
              <Table.Td>
                <Badge color={SAT_COLORS[row.sat]} variant="light" size="sm" tt="none">
                  {RISK_SAT_LABELS[row.sat]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Badge color={REPSE_COLORS[row.repse]} variant="light" size="sm">
                  {REPSE_LABELS[row.repse]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Badge color={FILING_COLORS[row.filings]} variant="light" size="sm" tt="none">
                  {RISK_FILING_LABELS[row.filings]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Payroll row={row} />
              </Table.Td>
              <Table.Td>
                <Badge color={CONTRACT_COLORS[row.contract]} variant="light" size="sm" tt="none">
                  {RISK_CONTRACT_LABELS[row.contract]}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
