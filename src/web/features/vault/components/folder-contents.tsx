import { ActionIcon, Badge, Box, Card, Group, Menu, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDots, IconFileText, IconFolder, IconLock } from '@tabler/icons-react';
import type { TVaultDocument, TVaultFolder } from '../../../../shared/contracts/vault.contract';
import { TEXTOS_BOVEDA as T } from '../../../../shared/labels/vault';
import { formatDateTime } from '../../../lib/format/dates';

export function FolderGrid({ folders, onOpen, label }: { folders: readonly (TVaultFolder & { ownerName?: string })[]; onOpen: (id: string) => void; label: string }) {
  return (
    <Box component="section" aria-label={label}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      {folders.map((folder) => (
        <UnstyledButton key={folder.id} onClick={() => onOpen(folder.id)}>
          <Card withBorder padding="sm">
            <Group gap="xs" wrap="nowrap">
              <IconFolder size={20} color="var(--mantine-color-yellow-7)" />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {folder.name}
                </Text>
                {folder.ownerName ? (
                  <Text size="xs" c="dimmed" truncate>
                    {folder.ownerName}
                  </Text>
                ) : null}
              </Stack>
              {folder.readOnly ? <IconLock size={14} aria-label={T.soloLectura} /> : null}
            </Group>
          </Card>
        </UnstyledButton>
      ))}
      </SimpleGrid>
    </Box>
  );
}

interface DocumentListProps {
  documents: readonly TVaultDocument[];
  canWrite: boolean;
  onView: (d: TVaultDocument) => void;
  onDownload: (d: TVaultDocument) => void;
  onDelete: (d: TVaultDocument) => void;
  onEdit: (d: TVaultDocument) => void;
}

export function DocumentList({ documents, canWrite, onView, onDownload, onDelete, onEdit }: DocumentListProps) {
  return (
    <Stack component="section" gap="xs" aria-label={T.documentos}>
      {documents.map((d) => (
        <Card key={d.id} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap">
            <UnstyledButton onClick={() => onView(d)} style={{ minWidth: 0, flex: 1 }}>
              <Group gap="xs" wrap="nowrap">
                <IconFileText size={20} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {d.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {d.uploadedBy} · {formatDateTime(d.createdAt)} · {(d.size / 1024).toFixed(0)} KB
                    {d.updatedAt ? ` · ${T.editado(formatDateTime(d.updatedAt))}` : ''}
                  </Text>
                  {d.description ? (
                    <Text size="xs" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {d.description}
                    </Text>
                  ) : null}
                  {d.tags.length ? (
                    <Group gap={4} mt={2}>
                      {d.tags.map((tag) => (
                        <Badge key={tag} size="xs" variant="light" tt="none">
                          {tag}
                        </Badge>
                      ))}
                    </Group>
                  ) : null}
                </Stack>
              </Group>
            </UnstyledButton>
            {d.readOnly ? (
              <Badge variant="light" color="gray">
                {T.soloLectura}
              </Badge>
            ) : null}
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={`Acciones de ${d.name}`}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => onView(d)}>{T.ver}</Menu.Item>
                <Menu.Item onClick={() => onDownload(d)}>{T.descargar}</Menu.Item>
                <Menu.Item onClick={() => onView(d)}>{T.historial}</Menu.Item>
                {canWrite && !d.readOnly ? <Menu.Item onClick={() => onEdit(d)}>{T.editar}</Menu.Item> : null}
                {canWrite && !d.readOnly ? (
                  <Menu.Item color="red" onClick={() => onDelete(d)}>
                    {T.eliminar}
                  </Menu.Item>
                ) : null}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
