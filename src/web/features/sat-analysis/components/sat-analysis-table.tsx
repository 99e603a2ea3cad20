import { Badge, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { TSatAnalysisRow } from '../../../../shared/contracts/sat-analysis.contract';
import { PANTALLA_ANALISIS_SAT as P } from '../../../../shared/labels/sat-analysis';
import { MENSAJES_CONSULTA_SAT } from '../../../../shared/labels/sat-lists';
import { BlacklistBadge } from '../../../components/sat/blacklist-badge';

const C = P.columnas;
const COLUMNS = [C.proveedor, C.rfc, C.listaNegra, C.situacion, C.fecha, C.articulo69, C.servicios];

/** Where the provider appears, as the label's hover says it on the provider cards. */
function BlacklistCell({ row, checkedAt }: { row: TSatAnalysisRow; checkedAt: string | null }) {
  const listings = [
    ...(row.situacion69bLabel ? [{ label: `${MENSAJES_CONSULTA_SAT.listado69b}: ${row.situacion69bLabel}`, date: row.fecha69b }] : []),
    ...row.articulo69,
  ];
  return <BlacklistBadge status={row.blacklist} detail={{ listings, checkedAt }} />;
}

/** The loading state: the table's shape with grey bars. */
export function SatAnalysisTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Stack gap="xs" component="output" aria-busy="true" aria-label={P.cargando}>
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
                <BlacklistCell row={row} checkedAt={checkedAt} />
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
