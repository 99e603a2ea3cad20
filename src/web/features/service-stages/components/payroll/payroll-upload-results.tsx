import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { TPayrollUploadResult } from '../../../../../shared/contracts/payroll.contract';
import { TEXTOS_NOMINA as T } from '../../../../../shared/labels/payroll';

/** Up to this many files every result is listed; beyond it (a fortnight of thousands), only the failed ones. */
const LIST_ALL_UP_TO = 50;
const FAILED_SHOWN = 200;

/**
 * Each file's outcome; a duplicate or refused file is shown as failed with the server's reason. A
 * large upload shows the running counts and only what needs attention: rendering thousands of rows
 * after every batch of ten would slow a cheap phone more than the upload itself.
 */
export function PayrollUploadResults({ results, total }: { results: readonly TPayrollUploadResult[]; total: number }) {
  if (!results.length) return null;
  const failed = results.filter((r) => r.status !== 'SUBIDO');
  const listAll = total <= LIST_ALL_UP_TO;
  const shown = listAll ? results : failed.slice(0, FAILED_SHOWN);
  return (
    <Stack gap={6}>
      <Text size="sm" aria-live="polite">
        {T.resumenCarga(results.length, total, results.length - failed.length, failed.length)}
      </Text>
      {listAll ? null : (
        <Text size="xs" c="dimmed">
          {T.soloFallidos}
        </Text>
      )}
      {shown.length ? (
        <List aria-label={T.resultados} listStyleType="none" spacing={6} style={{ maxHeight: 240, overflowY: 'auto' }}>
          {shown.map((r, i) => {
            const bad = r.status !== 'SUBIDO';
            return (
              <List.Item key={`${r.fileName}-${String(i)}`} data-status={r.status}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Badge color={bad ? 'red' : 'green'} variant="light" style={{ flexShrink: 0 }}>
                    {T.estado[r.status]}
                  </Badge>
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {r.fileName}
                    </Text>
                    {bad ? (
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
      ) : null}
      {!listAll && failed.length > FAILED_SHOWN ? (
        <Text size="xs" c="red">
          {T.masFallidos(failed.length - FAILED_SHOWN)}
        </Text>
      ) : null}
    </Stack>
  );
}
