import { Alert, ScrollArea, Table } from "@mantine/core";
import type { TRowIssue } from "../../../../../shared/contracts/payroll-lists.contract";
import { TEXTOS_LISTAS as T } from "../../../../../shared/labels/payroll-lists";

/** The row errors of a refused list (Fila, Columna, Motivo); it stays until another file is sent. */
export function RowErrorsTable({
  message,
  issues,
}: {
  message: string;
  issues: readonly TRowIssue[];
}) {
  return (
    <Alert color="red" variant="light" role="alert" title={message}>
      {issues.length ? (
        <ScrollArea.Autosize mah={320} type="auto">
          <Table
            striped
            withTableBorder
            fz="sm"
            aria-label={T.erroresTitulo}
            miw={340}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{T.columnaFila}</Table.Th>
                <Table.Th scope="col">{T.columnaColumna}</Table.Th>
                <Table.Th scope="col">{T.columnaMotivo}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {issues.map((issue) => (
                <Table.Tr key={`${String(issue.row)}-${issue.column}`}>
                  <Table.Td>{issue.row}</Table.Td>
                  <Table.Td>{issue.column}</Table.Td>
                  {/* The message repeats "Fila n:" for screen readers reading the cell alone; shown without it. */}
                  <Table.Td>
                    {issue.message.replace(/^Fila \d+: /, "")}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      ) : null}
    </Alert>
  );
}
