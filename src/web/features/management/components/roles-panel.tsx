import { ActionIcon, Badge, Card, Center, ColorSwatch, Group, Loader, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TRole } from '../../../../shared/contracts/roles.contract';
import type { MemberRole } from '../../../../shared/domain/enums';
import { ADMINISTRACION as A, BUILTIN_ROLE_DESCRIPTIONS, ROLES as R } from '../../../../shared/labels/management';
import { confirmAction } from '../../../components/feedback/confirm-action';
import { QueryError } from '../../../components/feedback/query-error';
import { showToast } from '../../../components/feedback/toast';
import { errorMessage } from '../../../lib/api-client';
import { invalidateRoles, roleActions } from '../api/roles.mutation';
import { rolesQuery } from '../api/roles.query';
import { useListControls } from '../lib/use-list-controls';
import { ListToolbar } from './list-toolbar';
import { RoleFormDialog } from './role-form-dialog';

/** Administración › Roles: the built-ins (fixed) and the company's custom roles; Nuevo Rol, Editar, Borrar. */
export function RolesPanel({ companyId }: { companyId: string }) {
  const client = useQueryClient();
  const { debounced, sort, toolbar } = useListControls({ debounceMs: 300 });
  const [editing, setEditing] = useState<TRole | undefined>();
  const [formOpen, formDialog] = useDisclosure(false);
  const list = useQuery(rolesQuery(companyId, { search: debounced, sort }));
  const remove = useMutation({
    mutationFn: (roleId: string) => roleActions.remove(companyId, roleId),
    onSuccess: async () => {
      showToast('success', R.borrado);
      await invalidateRoles(client, companyId);
    },
    onError: (error) => showToast('error', errorMessage(error) || R.error),
  });
  const open = (role?: TRole) => {
    setEditing(role);
    formDialog.open();
  };
  const askRemove = async (role: TRole) => {
    if (await confirmAction({ title: A.borrar, message: R.confirmarBorrado, confirmLabel: A.borrar, danger: true })) remove.mutate(role.id);
  };

  let body;
  if (list.isError) body = <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data)
    body = (
      <Center py="xl" component="output">
        <Loader size="sm" mr="sm" />
        <Text c="dimmed">{A.cargandoRoles}</Text>
      </Center>
    );
  else if (!list.data.length) body = <Text c="dimmed" ta="center" py="xl">{A.sinElementos}</Text>;
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={list.isFetching}>
        {list.data.map((role) => (
          <Card key={role.id} withBorder radius="md" padding="md" component="article" aria-label={role.name}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <ColorSwatch color={role.color} size={20} aria-hidden="true" />
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {role.name}
                </Text>
              </Group>
              {role.builtin ? (
                <Tooltip label={R.integradoAyuda}>
                  <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden="true" />}>
                    {R.integrado}
                  </Badge>
                </Tooltip>
              ) : (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`${A.editar} ${role.name}`} onClick={() => open(role)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={`${A.borrar} ${role.name}`} onClick={() => void askRemove(role)}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              )}
            </Group>
            <Text c="dimmed" fz="sm" mt="xs">
              {role.builtin ? BUILTIN_ROLE_DESCRIPTIONS[role.name as MemberRole] : role.grants.length ? R.permisosSeleccionados(role.grants.length) : R.sinPermisos}
            </Text>
            {role.builtin ? null : (
              <Text c="dimmed" fz="xs" mt={4}>
                {R.usuariosAsignados(role.usersCount)}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="md">
      <ListToolbar {...toolbar} newButton={{ label: R.nuevo, icon: <IconPlus size={16} aria-hidden="true" />, onClick: () => open() }} />
      {body}
      <RoleFormDialog key={editing?.id ?? 'new'} opened={formOpen} onClose={formDialog.close} companyId={companyId} role={editing} />
    </Stack>
  );
}
