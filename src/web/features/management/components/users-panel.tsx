import { ActionIcon, Avatar, Badge, Center, Group, Loader, Pagination, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TCompanyUser } from '../../../../shared/contracts/users.contract';
import { ADMINISTRACION as A, USUARIOS as U } from '../../../../shared/labels/management';
import { confirmAction } from '../../../components/feedback/confirm-action';
import { QueryError } from '../../../components/feedback/query-error';
import { showToast } from '../../../components/feedback/toast';
import { errorMessage } from '../../../lib/api-client';
import { companyUserActions, invalidateCompanyUsers } from '../api/company-users.mutation';
import { companyUsersQuery } from '../api/company-users.query';
import { useListControls } from '../lib/use-list-controls';
import { ListToolbar } from './list-toolbar';
import { RoleBadges } from './role-badges';
import { type AdminCompany, type TUserFormValues, UserFormDialog } from './user-form-dialog';

interface UsersPanelProps {
  companyId: string;
  companies: AdminCompany[];
  currentUserId: string;
}

/** Administración › Usuarios: table Usuario / Roles, 6 per page, Nuevo Usuario, Editar, Borrar. */
export function UsersPanel({ companyId, companies, currentUserId }: UsersPanelProps) {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const { debounced, sort, toolbar } = useListControls({ debounceMs: 400, onChange: () => setPage(1) });
  const [editing, setEditing] = useState<TCompanyUser | undefined>();
  const [formOpen, formDialog] = useDisclosure(false);
  const list = useQuery(companyUsersQuery(companyId, { search: debounced, sort, page }));
  const remove = useMutation({
    mutationFn: (userId: string) => companyUserActions.remove(companyId, userId),
    onSuccess: async () => {
      showToast('success', U.borrado);
      await invalidateCompanyUsers(client);
    },
    onError: (error) => showToast('error', errorMessage(error) || U.errorBorrar),
  });

  const open = (user?: TCompanyUser) => {
    setEditing(user);
    formDialog.open();
  };
  /** Nuevo Usuario or Editar, from the company of the list; the dialog shows field errors itself. */
  const save = async ({ email, active, ...values }: TUserFormValues) => {
    if (editing) await companyUserActions.update(companyId, editing.id, { ...values, active });
    else await companyUserActions.create(companyId, { ...values, email });
    showToast('success', editing ? U.actualizado : U.creado);
    await invalidateCompanyUsers(client);
  };
  const askRemove = async (user: TCompanyUser) => {
    if (await confirmAction({ title: A.borrar, message: U.confirmarBorrado, confirmLabel: A.borrar, danger: true })) remove.mutate(user.id);
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  let body;
  if (list.isError) body = <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data)
    body = (
      <Center py="xl" component="output">
        <Loader size="sm" mr="sm" />
        <Text c="dimmed">{A.cargandoUsuarios}</Text>
      </Center>
    );
  else if (!list.data.items.length) body = <Text c="dimmed" ta="center" py="xl">{debounced ? A.sinElementos : A.sinInformacion}</Text>;
  else
    body = (
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="sm" highlightOnHover aria-busy={list.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{U.colUsuario}</Table.Th>
              <Table.Th>{U.colRoles}</Table.Th>
              <Table.Th w={96}>
                <VisuallyHidden>{A.acciones}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.items.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar color={user.color} radius="xl" size="md" name={user.completeName} />
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                        {user.completeName} {user.id === currentUserId ? U.tu : ''}
                      </Text>
                      <Text c="dimmed" fz="xs" style={{ overflowWrap: 'anywhere' }}>
                        {user.email}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    <RoleBadges user={user} companyId={companyId} />
                    {!user.active ? <Badge color="red" variant="outline" size="sm">{U.inactivo}</Badge> : !user.activated ? <Badge color="yellow" variant="outline" size="sm">{U.pendiente}</Badge> : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Tooltip label={A.editar}>
                      <ActionIcon variant="subtle" aria-label={`${A.editar} ${user.completeName}`} onClick={() => open(user)}>
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={A.borrar}>
                      <ActionIcon variant="subtle" color="red" aria-label={`${A.borrar} ${user.completeName}`} disabled={user.id === currentUserId} onClick={() => void askRemove(user)}>
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="md">
      <ListToolbar {...toolbar} newButton={{ label: U.nuevo, icon: <IconUserPlus size={16} aria-hidden="true" />, onClick: () => open() }} />
      {body}
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" aria-label={A.paginacion} />
        </Group>
      ) : null}
      {formOpen ? (
        <UserFormDialog key={editing?.id ?? 'new'} onClose={formDialog.close} companies={companies} companyId={companyId} user={editing} onSubmit={save} />
      ) : null}
    </Stack>
  );
}
