import { Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { TServiceLite } from '../../../../shared/contracts/services.contract';
import { truncate } from '../../../../shared/domain/service-rules';
import { SERVICE_STATE_COLORS, SERVICE_STATE_LABELS, SERVICIOS_TEXTOS as T } from '../../../../shared/labels/services';
import dayjs from 'dayjs';

/** Names are cut at 80 characters in the dialog (spec 2 §2). */
const NAME_MAX = 80;

/** es-MX long date; an invalid one reads N/A (spec 2 §5). */
function longDate(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('D [de] MMMM [de] YYYY') : 'N/A';
}

export interface ServiceCardProps {
  service: TServiceLite;
  /** The viewer may edit and delete the services its side proposed. */
  canHandle: boolean;
  /** The viewer may answer a service the other side proposed. */
  canAnswer: boolean;
  busy: boolean;
  onConsult: () => void;
  onAnswer: (accept: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One service: name, type, dates and its status from the viewer's side, with the actions it allows. */
export function ServiceCard({ service, canHandle, canAnswer, busy, onConsult, onAnswer, onEdit, onDelete }: ServiceCardProps) {
  const owned = canHandle && service.createdByViewer;
  return (
    <Card withBorder padding="sm" radius="md" data-testid="service-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Tooltip label={service.name} disabled={service.name.length <= NAME_MAX} multiline maw={360}>
            <Text fw={600} style={{ wordBreak: 'break-word' }}>
              {truncate(service.name, NAME_MAX)}
            </Text>
          </Tooltip>
          <Badge color={SERVICE_STATE_COLORS[service.viewerState]} variant="light" style={{ flexShrink: 0 }}>
            {SERVICE_STATE_LABELS[service.viewerState]}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          {service.setName}
        </Text>
        <Text fz="sm">
          {longDate(service.startDate)} – {service.endDate ? longDate(service.endDate) : T.sinFin}
        </Text>
        <Group gap="xs" justify="flex-end">
          {service.viewerState === 'pending' && canAnswer && (
            <>
              <Button size="xs" color="red" variant="light" loading={busy} onClick={() => onAnswer(false)}>
                {T.rechazar}
              </Button>
              <Button size="xs" color="green" loading={busy} onClick={() => onAnswer(true)}>
                {T.aceptar}
              </Button>
            </>
          )}
          {owned && (
            <>
              <Button size="xs" variant="subtle" onClick={onEdit} disabled={busy}>
                {T.editar}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={onDelete} disabled={busy}>
                {T.eliminar}
              </Button>
            </>
          )}
          {service.viewerState === 'accepted' && (
            <Button size="xs" onClick={onConsult}>
              {T.consultar}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
