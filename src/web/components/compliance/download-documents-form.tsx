import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Checkbox, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { downloadDocumentsSchema, MIN_DOWNLOAD_PERIOD, type TDownloadDocumentsRequest } from '../../../shared/contracts/compliance-summary.contract';
import { MENSAJES_RESUMEN as M } from '../../../shared/labels/compliance-summary';
import { monthName } from '../../../shared/labels/months';
import { isApiError } from '../../lib/http/api-error';

const currentMonth = () => new Date().toISOString().slice(0, 7);

/**
 * 'YYYY-MM' options from the later of `startDate` and 2017-01 to `endDate` (or this month), newest
 * first, plus every month in `withDocuments` (a month holding documents is always offered).
 */
export function periodOptions(startDate: string, endDate: string | null, today = currentMonth(), withDocuments: readonly string[] = []) {
  const span = spanOptions(startDate, endDate, today);
  const extra = withDocuments.filter((value) => !span.some((o) => o.value === value));
  if (extra.length === 0) return span;
  const label = (value: string) => `${monthName(Number(value.slice(5, 7)))} ${value.slice(0, 4)}`;
  return [...span, ...extra.map((value) => ({ value, label: label(value) }))].toSorted((a, b) => b.value.localeCompare(a.value));
}

function spanOptions(startDate: string, endDate: string | null, today: string) {
  const first = startDate.slice(0, 7) > MIN_DOWNLOAD_PERIOD ? startDate.slice(0, 7) : MIN_DOWNLOAD_PERIOD;
  const last = endDate ? endDate.slice(0, 7) : today;
  const out: { value: string; label: string }[] = [];
  let index = Number(last.slice(0, 4)) * 12 + Number(last.slice(5, 7)) - 1;
  for (;;) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const value = `${year}-${String(month).padStart(2, '0')}`;
    if (value < first) return out;
    out.push({ value, label: `${monthName(month)} ${year}` });
    index -= 1;
  }
}

export interface DownloadDocumentsModalProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  /** The requirement types to choose from; undefined while they load. */
  groups: { id: string; name: string; requirements: { id: string; name: string }[] }[] | undefined;
  loadError: boolean;
  options: { value: string; label: string }[];
  /** The last month that may be chosen (a service's end); none for company-level documents. */
  maxPeriod?: string | undefined;
  onDownload: (body: TDownloadDocumentsRequest) => Promise<void>;
}

/**
 * DESCARGAR DOCUMENTOS (spec 2 §2, §5): chosen requirement types between two periods, with the
 * spec's validations (at least one type, start ≥ 2017, end ≥ start, end ≤ service end). Used by
 * a service's stage and by the company stage page.
 */
export function DownloadDocumentsModal({ title, opened, onClose, groups, loadError, options, maxPeriod, onDownload }: DownloadDocumentsModalProps) {
  const form = useForm<TDownloadDocumentsRequest>({
    resolver: zodResolver(downloadDocumentsSchema(maxPeriod)),
    defaultValues: { requirementIds: [], from: options.at(-1)?.value ?? '', to: options[0]?.value ?? '' },
  });
  const download = useMutation({ mutationFn: onDownload });
  // The months holding documents arrive with the stage's data: widen an untouched choice to them.
  const [oldest, newest] = [options.at(-1)?.value ?? '', options[0]?.value ?? ''];
  useEffect(() => {
    if (!form.formState.dirtyFields.from) form.setValue('from', oldest);
    if (!form.formState.dirtyFields.to) form.setValue('to', newest);
  }, [form, oldest, newest]);
  // A refusal with its own message (no document in the period) says it; anything else is the spec's failure text.
  const failure = isApiError(download.error) && download.error.status >= 400 && download.error.status < 500 ? download.error.mensaje : M.errorDescarga;
  const allIds = (groups ?? []).flatMap((g) => g.requirements.map((r) => r.id));
  const errors = form.formState.errors;

  const close = () => {
    download.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg">
      {loadError ? (
        <Alert color="red">{M.errorDatos}</Alert>
      ) : !groups ? (
        <Center py="lg">
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{M.cargando}</Text>
          </Group>
        </Center>
      ) : (
        <form onSubmit={form.handleSubmit((body) => download.mutate(body, { onSuccess: close }))} noValidate>
          <Stack>
            {download.isError && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Controller
              control={form.control}
              name="requirementIds"
              render={({ field }) => (
                <Stack gap="xs">
                  <Text fw={600}>{M.tiposDeDocumento}</Text>
                  <Checkbox
                    label={M.todos}
                    checked={allIds.length > 0 && field.value.length === allIds.length}
                    indeterminate={field.value.length > 0 && field.value.length < allIds.length}
                    onChange={(event) => field.onChange(event.currentTarget.checked ? allIds : [])}
                  />
                  <Checkbox.Group value={field.value} onChange={field.onChange} error={errors.requirementIds?.message}>
                    <Stack gap="xs">
                      {groups.map((group) => (
                        <Stack key={group.id} gap={6} pl="md">
                          <Text size="sm" c="dimmed">
                            {group.name}
                          </Text>
                          {group.requirements.map((r) => (
                            <Checkbox key={r.id} value={r.id} label={r.name} />
                          ))}
                        </Stack>
                      ))}
                    </Stack>
                  </Checkbox.Group>
                </Stack>
              )}
            />
            <Group grow>
              <Controller
                control={form.control}
                name="from"
                render={({ field }) => <Select label={M.desde} data={options} value={field.value || null} onChange={(v) => field.onChange(v ?? '')} error={errors.from?.message} searchable withAsterisk />}
              />
              <Controller
                control={form.control}
                name="to"
                render={({ field }) => <Select label={M.hasta} data={options} value={field.value || null} onChange={(v) => field.onChange(v ?? '')} error={errors.to?.message} searchable withAsterisk />}
              />
            </Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={download.isPending}>
                {M.cancelar}
              </Button>
              <Button type="submit" loading={download.isPending}>
                {download.isPending ? M.descargando : M.descargar}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
