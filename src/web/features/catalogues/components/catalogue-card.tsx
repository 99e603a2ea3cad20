import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Switch, Text } from '@mantine/core';
import { IconDots, IconDownload, IconEye, IconFileSpreadsheet, IconTrash } from '@tabler/icons-react';
import type { TCatalogue } from '../../../../shared/contracts/catalogues.contract';
import { TEXTOS_CATALOGO as T } from '../../../../shared/labels/catalogue';
import { displayDate } from '../lib/catalogue-dates';

interface CatalogueCardProps {
  catalogue: TCatalogue;
  canManage: boolean;
  onToggle: () => void;
  onDelete: () => void;
  onView: () => void;
  onDownload: () => void;
}

function DateLine({ label, value }: { label: string; value: string | null }) {
  return (
    <Text fz="sm">
      <Text span c="dimmed">
        {label}:
      </Text>{' '}
      {displayDate(value) ?? T.noAplica}
    </Text>
  );
}

/** One catalogue file (spec 3 §2.7): name, switch, Detalles del Uso menu, dates, view and download. */
export function CatalogueCard({ catalogue, canManage, onToggle, onDelete, onView, onDownload }: CatalogueCardProps) {
  return (
    <Card withBorder radius="md" padding="md" aria-label={catalogue.fileName} data-testid="tarjeta-catalogo">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconFileSpreadsheet size={28} color="var(--mantine-color-green-7)" aria-hidden="true" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {catalogue.fileName}
            </Text>
            <Badge size="sm" variant="light" color={catalogue.status ? 'green' : 'gray'}>
              {catalogue.status ? T.activo : T.inactivo}
            </Badge>
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Switch checked={catalogue.status} disabled={!canManage} onChange={onToggle} aria-label={`${catalogue.status ? T.activo : T.inactivo}: ${catalogue.fileName}`} />
          {canManage ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`${T.detallesUso}: ${catalogue.fileName}`}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{T.detallesUso}</Menu.Label>
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                  {T.eliminar}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      </Group>
      <Stack gap={2} mt="sm">
        <DateLine label={T.inicioUso} value={catalogue.startDate} />
        <DateLine label={T.finUso} value={catalogue.endDate} />
        <DateLine label={T.agregado} value={catalogue.createdDate} />
        {catalogue.comment ? (
          <Text fz="sm" c="dimmed" lineClamp={2}>
            {catalogue.comment}
          </Text>
        ) : null}
      </Stack>
      <Group mt="md" gap="xs" grow>
        <Button variant="light" leftSection={<IconEye size={16} />} onClick={onView}>
          {T.visualizar}
        </Button>
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={onDownload} disabled={!catalogue.status}>
          {T.descargar}
        </Button>
      </Group>
    </Card>
  );
}
