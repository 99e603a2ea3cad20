import { Anchor, Badge, Button, FileButton, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { TFilingPeriodRow } from '../../../../shared/contracts/filings.contract';
import { FILING_KINDS, type FilingKind } from '../../../../shared/domain/filing-periods';
import { FILING_KIND_LABELS, FILINGS_TEXT as T, filingPeriodName } from '../../../../shared/labels/filings';
import { showToast } from '../../../components/feedback/toast';
import { formatDate, formatIsoDay } from '../../../../shared/mx/dates';
import { errorMessage } from '../../../lib/http/api-error';
import { downloadAcknowledgement, downloadFiling, useUploadAcknowledgement, type FilingDownload } from '../api/filings.api';
import { FilingStatusBadge } from './filing-status-badge';

const dueText = formatIsoDay;

interface Props {
  row: TFilingPeriodRow;
  provider: { id: string; rfc: string };
  /** The provider's own view: downloads, and uploads when `canUpload`. */
  own: boolean;
  canUpload: boolean;
}

/** One four-month period: due date, each kind's status and acknowledgement, downloads and uploads. */
export function FilingPeriodCard({ row, provider, own, canUpload }: Props) {
  const upload = useUploadAcknowledgement(provider.id);
  const [busy, setBusy] = useState<string | null>(null);
  const name = filingPeriodName({ year: row.year, period: row.period as 1 | 2 | 3 });
  // No accepted service ran in the period: nothing to file (an acuse already uploaded still shows).
  const owesNothing = !row.enServicio && FILING_KINDS.every((kind) => !row[kind].acknowledgement);

  async function download(key: string, what: FilingDownload) {
    setBusy(key);
    try {
      await downloadFiling(provider.id, provider.rfc, row.year, row.period, what);
    } catch {
      showToast('error', T.errorDescarga);
    } finally {
      setBusy(null);
    }
  }

  async function openAcknowledgement(ack: { fileId: string; fileName: string } | null) {
    if (!ack) return;
    try {
      await downloadAcknowledgement(ack.fileId, ack.fileName);
    } catch {
      showToast('error', T.errorDescarga);
    }
  }

  function send(kind: FilingKind, file: File | null) {
    if (!file) return;
    upload.mutate(
      { year: row.year, period: row.period, kind, file },
      { onSuccess: (r) => showToast('success', r.mensaje), onError: (error) => showToast('error', errorMessage(error) || T.errorSubida) },
    );
  }

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            {row.current ? (
              <Badge variant="outline" color="gray" tt="none">
                {T.enCurso}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {T.vence} {dueText(row.due)}
          </Text>
        </Group>
        {owesNothing ? (
          <Text size="sm" c="dimmed">
            {T.sinServicio}
          </Text>
        ) : (
          FILING_KINDS.map((kind) => {
            const state = row[kind];
            return (
              <Group key={kind} justify="space-between" gap="xs" wrap="wrap">
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" w={140}>
                    {FILING_KIND_LABELS[kind]}
                  </Text>
                  <FilingStatusBadge status={state.status} />
                </Group>
                {state.acknowledgement ? (
                  <Text size="xs" c="dimmed" truncate maw={300}>
                    {T.acuse}:{' '}
                    {own ? (
                      <Anchor component="button" type="button" size="xs" onClick={() => void openAcknowledgement(state.acknowledgement)}>
                        {state.acknowledgement.fileName}
                      </Anchor>
                    ) : (
                      state.acknowledgement.fileName
                    )}{' '}
                    · {T.presentadoEl(formatDate(state.acknowledgement.uploadedAt))}
                  </Text>
                ) : null}
                {own && canUpload ? (
                  <FileButton accept="application/pdf,image/png,image/jpeg" onChange={(file) => send(kind, file)}>
                    {(props) => (
                      <Button {...props} size="xs" variant="default" leftSection={<IconUpload size={14} />} loading={upload.isPending && upload.variables.kind === kind && upload.variables.year === row.year && upload.variables.period === row.period}>
                        {state.acknowledgement ? T.reemplazarAcuse(kind) : T.subirAcuse(kind)}
                      </Button>
                    )}
                  </FileButton>
                ) : null}
              </Group>
            );
          })
        )}
        {own && !owesNothing ? (
          <Group gap="xs" wrap="wrap">
            <Button size="xs" leftSection={<IconDownload size={14} />} loading={busy === 'zip'} onClick={() => void download('zip', { kind: 'SISUB_ZIP' })}>
              {T.descargarSisub}
            </Button>
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <Button size="xs" variant="default" loading={busy === 'csv'}>
                  {T.archivosSisub}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {([1, 2, 3] as const).map((n) => (
                  <Menu.Item key={n} onClick={() => void download('csv', { kind: 'SISUB_FILE', file: n })}>
                    {T.sisubArchivos[n]}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button size="xs" variant="default" leftSection={<IconFileSpreadsheet size={14} />} loading={busy === 'icsoe'} onClick={() => void download('icsoe', { kind: 'ICSOE' })}>
              {T.descargarIcsoe}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
