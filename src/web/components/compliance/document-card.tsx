import { ActionIcon, Badge, Card, Group, Menu, Popover, Stack, Text } from '@mantine/core';
import { IconDots, IconEye, IconHistory, IconTrash } from '@tabler/icons-react';
import type { TComplianceDocument } from '../../../shared/contracts/compliance-documents.contract';
import { DOCUMENT_STATUS_CHIP, MENSAJES_DOCUMENTOS as M } from '../../../shared/labels/compliance-documents';
import { monthName } from '../../../shared/labels/months';
import { TEXTOS_HISTORIAL_DOCUMENTO as TH } from '../../../shared/labels/requirement-card';
import { formatDate } from '../../../shared/mx/dates';

interface DocumentCardProps {
  document: TComplianceDocument;
  canDelete: boolean;
  onOpen: () => void;
  onDelete: () => void;
  /** Shows the document's history; without it the menu has no history entry. */
  onHistory?: (() => void) | undefined;
}

/** One delivered document (spec 2 §2 "Document card"): status chip with its comments, open, menu. */
export function DocumentCard({ document, canDelete, onOpen, onDelete, onHistory }: DocumentCardProps) {
  const chip = DOCUMENT_STATUS_CHIP[document.validationStatus.status];
  // Accepted documents stay: the server refuses to delete them.
  const deletable = canDelete && document.validationStatus.status !== 'ACCEPTED';
  return (
    <Card withBorder padding="xs" radius="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate="end" title={document.name}>
            {document.name}
          </Text>
          <Text size="xs" c="dimmed">
            {monthName(document.month)} {document.year} · Agregado el {formatDate(document.createdAt)}
          </Text>
          <Popover width={260} position="bottom-start" withArrow shadow="md">
            <Popover.Target>
              <Badge component="button" type="button" color={chip.color} variant="light" style={{ cursor: 'pointer' }} aria-label={`${chip.label}: ver comentarios`}>
                {chip.label}
              </Badge>
            </Popover.Target>
            <Popover.Dropdown>
              <Text size="sm">{document.validationStatus.comments || M.sinComentarios}</Text>
            </Popover.Dropdown>
          </Popover>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label="Abrir documento" onClick={onOpen}>
            <IconEye size={18} />
          </ActionIcon>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label="Más acciones">
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconEye size={16} />} onClick={onOpen}>
                Abrir
              </Menu.Item>
              {onHistory ? (
                <Menu.Item leftSection={<IconHistory size={16} />} onClick={onHistory}>
                  {TH.verHistorial}
                </Menu.Item>
              ) : null}
              {deletable ? (
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                  Eliminar
                </Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Card>
  );
}
