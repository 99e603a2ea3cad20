import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { SAT_DETAIL_FIELDS } from '../../../../shared/contracts/sat-lookup.contract';
import { CAMPOS_REGISTRO_SAT, PANTALLA_CONSULTA_SAT as P } from '../../../../shared/labels/sat-lists';
import { downloadLookupPdf, type SatLookupResult } from '../api/sat-lookup.api';

/** "Listas consultadas": each list and its publication date. */
function ConsultedLists({ result }: { result: SatLookupResult }) {
  return (
    <Stack gap={2}>
      <Text fw={700} size="sm">
        {P.listasConsultadas}
      </Text>
      {result.lists.map((l) => (
        <Text key={l.list} size="sm">
          {P.publicadaEl(l.label, l.publishedAt)}
        </Text>
      ))}
    </Stack>
  );
}

/** Every field of each record, '---' where the list has nothing (the server already fills it). */
function Records({ result }: { result: SatLookupResult }) {
  return (
    <Stack>
      {result.records.map((record, i) => (
        <Table key={`${record.situacionContribuyente}-${String(i)}`} withTableBorder striped aria-label={P.registro(i + 1)}>
          <Table.Tbody>
            {SAT_DETAIL_FIELDS.map((field) => (
              <Table.Tr key={field}>
                <Table.Th scope="row">{CAMPOS_REGISTRO_SAT[field]}</Table.Th>
                <Table.Td>{record[field]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ))}
    </Stack>
  );
}

/** The simple result (RFC on no list) or the detailed one, both with 'Descargar resultado'. */
export function SatLookupResultView({ result, onClose }: { result: SatLookupResult; onClose: () => void }) {
  const download = useMutation({ mutationFn: () => downloadLookupPdf(result.rfc) });
  return (
    <Stack>
      {result.records.length === 0 ? <Text component="output">{P.noAparece(result.rfc)}</Text> : <Records result={result} />}
      <ConsultedLists result={result} />
      {download.isError ? (
        <Alert color="red" role="alert">
          {P.errorDescarga}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {P.cerrar}
        </Button>
        <Button loading={download.isPending} onClick={() => download.mutate()}>
          {P.descargar}
        </Button>
      </Group>
    </Stack>
  );
}
