import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Checkbox, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { downloadDocumentsSchema, MIN_DOWNLOAD_PERIOD, type TDownloadDocumentsRequest } from '../../../../shared/contracts/compliance-summary.contract';
import { MENSAJES_RESUMEN as M } from '../../../../shared/labels/compliance-summary';
import { monthName } from '../../../../shared/labels/months';
import { downloadStageDocuments } from '../api/download-documents.api';
import { stageSummaryQuery } from '../api/stage-summary.query';

export interface DownloadDocumentsDialogProps {
  serviceId: string;
  stage: { id: string; name: string };
  service: { startDate: string; endDate: string | null };
  opened: boolean;
  onClose: () => void;
}

const currentMonth = () => new Date().toISOString().slice(0, 7);

/** 'YYYY-MM' options from the later of the service start and 2017-01 to its end (or this month), newest first. */
export function periodOptions(startDate: string, endDate: string | null, today = currentMonth()) {
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

/** DESCARGAR DOCUMENTOS (spec 2 §2, §5 "Download by service"): chosen requirement types between two periods, saved as Documents.zip. */
export function DownloadDocumentsDialog({ serviceId, stage, service, opened, onClose }: DownloadDocumentsDialogProps) {
  const summary = useQuery({ ...stageSummaryQuery(serviceId, stage.id), enabled: opened });
  const options = useMemo(() => periodOptions(service.startDate, service.endDate), [service.startDate, service.endDate]);
  const maxPeriod = service.endDate?.slice(0, 7);
  const form = useForm<TDownloadDocumentsRequest>({
    resolver: zodResolver(downloadDocumentsSchema(maxPeriod)),
    defaultValues: { requirementIds: [], from: options.at(-1)?.value ?? '', to: options[0]?.value ?? '' },
  });
  const download = useMutation({ mutationFn: (body: TDownloadDocumentsRequest) => downloadStageDocuments(serviceId, stage.id, body) });
  const allIds = (summary.data?.groups ?? []).flatMap((g) => g.requirements.map((r) => r.id));
  const errors = form.formState.errors;

  const close = () => {
    download.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={M.tituloDescarga(stage.name)} size="lg">
      {summary.isPending ? (
        <Center py="lg">
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{M.cargando}</Text>
          </Group>
        </Center>
      ) : summary.isError ? (
        <Alert color="red">{M.errorDatos}</Alert>
      ) : (
        <form onSubmit={form.handleSubmit((body) => download.mutate(body, { onSuccess: close }))} noValidate>
          <Stack>
            {download.isError && <Alert color="red">{M.errorDescarga}</Alert>}
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
                      {summary.data.groups.map((group) => (
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
