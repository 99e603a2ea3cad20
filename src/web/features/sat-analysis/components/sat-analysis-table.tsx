import { Badge, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { TSatAnalysisRow } from '../../../../shared/contracts/sat-analysis.contract';
import { blacklistLabel } from '../../../../shared/labels/counterparts';
import { PANTALLA_ANALISIS_SAT as P } from '../../../../shared/labels/sat-analysis';
import { blacklistHover, MENSAJES_CONSULTA_SAT } from '../../../../shared/labels/sat-lists';

const C = P.columnas;
/** Red: PERTENECE (Definitivo under 69-B); green: NO PERTENECE; gray: BAJO REVISIÓN. */
const blacklistColor = (status: boolean | null) => (status === null ? 'gray' : status ? 'red' : 'green');
const COLUMNS = [C.proveedor, C.rfc, C.listaNegra, C.situacion, C.fecha, C.articulo69, C.servicios];

/** Where the provider appears, as the label's hover says it on the provider cards. */
function hoverOf(row: TSatAnalysisRow, checkedAt: string | null) {
  const listings = [
    ...(row.situacion69bLabel ? [{ label: `${MENSAJES_CONSULTA_SAT.listado69b}: ${row.situacion69bLabel}`, date: row.fecha69b }] : []),
    ...row.articulo69,
  ];
  return blacklistHover({ listings, checkedAt }, row.blacklist).join('\n');
}

export function BlacklistBadge({ row, checkedAt }: { row: TSatAnalysisRow; checkedAt: string | null }) {
  return (
    <Tooltip label={hoverOf(row, checkedAt)} multiline maw={320} style={{ whiteSpace: 'pre-line' }} events={{ hover: true, focus: true, touch: true }}>
      <Badge color={blacklistColor(row.blacklist)} variant={row.blacklist ? 'filled' : 'light'} tt="none" tabIndex={0}>
        {blacklistLabel(row.blacklist)}
      </Badge>
    </Tooltip>
  );
}

/** The loading state: the table's shape with grey bars. */
export function SatAnalysisTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={P.cargando}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={28} radius="sm" />
      ))}
    </Stack>
  );
}

/** The dense table of the analysis; it scrolls sideways on a phone. */
export function SatAnalysisTable({ rows, checkedAt, busy }: { rows: readonly TSatAnalysisRow[]; checkedAt: string | null; busy: boolean }) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-label={P.tabla} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.providerId}>
              <Table.Td>
                <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {row.name}
                </Text>
                {row.linkStatus === 'PENDING' ? (
                  <Badge color="orange" variant="light" size="xs" tt="none">
                    {P.pendiente}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td ff="monospace">{row.rfc || P.sinDato}</Table.Td>
              <Table.Td>
                <BlacklistBadge row={row} checkedAt={checkedAt} />
              </Table.Td>
              <Table.Td>{row.situacion69bLabel ?? P.sinDato}</Table.Td>
              <Table.Td>{row.fecha69b ?? P.sinDato}</Table.Td>
              <Table.Td>
                {row.articulo69.length
                  ? row.articulo69.map((l) => (
                      <Text key={`${l.list}-${l.date ?? ''}`} fz="sm">
                        {l.date ? `${l.label} (${l.date})` : l.label}
                      </Text>
                    ))
                  : P.sinDato}
              </Table.Td>
              <Table.Td>{row.servicios}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
