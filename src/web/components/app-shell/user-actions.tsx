import { ActionIcon, Avatar, Group, Menu, Skeleton, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout, IconReceipt } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { TUserMe } from '../../../shared/domain/user';
import { TEXTOS_COMPRAS } from '../../../shared/labels/purchases';
import { withProcessing } from '../../lib/loading/global-loading';
import { confirmAction } from '../feedback/confirm-action';
import { signOut } from '../../lib/session/sign-out';
import { userInitial } from './user-initial';
import { HEADER_DROPDOWN } from './header-dropdown';

interface UserActionsProps {
  user: TUserMe | undefined;
  loading: boolean;
}

/** Avatar with the user's initial in the user's colour (it opens the account menu), and the logout with its confirmation. */
export function UserActions({ user, loading }: UserActionsProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const confirmSignOut = async () => {
    const confirmed = await confirmAction({
      title: '¿Cerrar sesión?',
      message: 'Para volver a entrar tendrá que ingresar su correo y contraseña.',
      confirmLabel: 'Cerrar sesión',
      danger: true,
    });
    if (!confirmed) return;
    await withProcessing(() => signOut(queryClient, { forgetDevice: true }));
    await navigate({ to: '/', replace: true });
  };

  return (
    <Group gap="xs" wrap="nowrap">
      {loading ? (
        <Skeleton circle height={36} />
      ) : (
        // The avatar opens the account menu (Mis compras); the logout stays one click away beside it.
        <Menu {...HEADER_DROPDOWN}>
          <Menu.Target>
            <UnstyledButton aria-label={user ? `${TEXTOS_COMPRAS.menuCuenta}: ${user.completeName}` : TEXTOS_COMPRAS.menuCuenta}>
              <Tooltip label={user?.completeName ?? ''} disabled={!user}>
                <span>
                  <Avatar radius="xl" size={36} aria-hidden="true" styles={{ placeholder: { background: user?.color ?? 'var(--mantine-color-gray-5)', color: 'white', fontWeight: 700 } }}>
                    {userInitial(user?.completeName || user?.name)}
                  </Avatar>
                  <VisuallyHidden>{user ? `Usuario: ${user.completeName}` : 'Usuario'}</VisuallyHidden>
                </span>
              </Tooltip>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {user ? <Menu.Label>{user.email}</Menu.Label> : null}
            <Menu.Item component={Link} to="/dashboard/account/purchases" leftSection={<IconReceipt size={16} aria-hidden="true" />}>
              {TEXTOS_COMPRAS.titulo}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      <Tooltip label="Cerrar sesión">
        <ActionIcon variant="subtle" color="white" size="lg" aria-label="Cerrar sesión" onClick={() => void confirmSignOut()}>
          <IconLogout size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
