import { Badge, Group, List, Text } from '@mantine/core';
import type { TPayrollUploadResult } from '../../../../../shared/contracts/payroll.contract';
import { TEXTOS_NOMINA as T } from '../../../../../shared/labels/payroll';

/** Each file's outcome; a duplicate or refused file is shown as failed with the server's reason. */
export function PayrollUploadResults({ results }: { results: readonly TPayrollUploadResult[] }) {
  if (!results.length) return null;
  return (
    <List aria-label={T.resultados} listStyleType="none" spacing={6} style={{ maxHeight: 240, overflowY: 'auto' }}>
      {results.map((r, i) => {
        const failed = r.status !== 'SUBIDO';
        return (
          <List.Item key={`${r.fileName}-${String(i)}`} data-status={r.status}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Badge color={failed ? 'red' : 'green'} variant="light" style={{ flexShrink: 0 }}>
                {T.estado[r.status]}
              </Badge>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {r.fileName}
                </Text>
                {failed ? (
                  <Text size="xs" c="red">
                    {r.message}
                  </Text>
                ) : null}
              </div>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
