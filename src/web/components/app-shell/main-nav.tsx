import { Button, Stack } from '@mantine/core';
import { IconHome, IconLock, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { TUserMe } from '../../../shared/domain/user';
import { menuEntriesOf } from '../../lib/session/user-permissions';
import classes from './main-nav.module.css';

type MenuEntry = ReturnType<typeof menuEntriesOf>[number];

export function homePathOf(user: TUserMe | undefined): '/dashboard/group-home' | '/dashboard/home' {
  return user?.mainCompany?.group ? '/dashboard/group-home' : '/dashboard/home';
}

/** The top-bar menu of spec 1 §2, as data: what each entry says and where it goes. */
const ENTRIES = {
  home: { label: 'Inicio', to: '/dashboard/home', icon: IconHome },
  vault: { label: 'Bóveda', to: '/dashboard/vault', icon: IconLock },
  management: { label: 'Administración', to: '/dashboard/management', icon: IconSettings },
} as const satisfies Record<MenuEntry, { label: string; to: string; icon: ComponentType<{ size?: number }> }>;

interface MainNavProps {
  user: TUserMe | undefined;
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

/**
 * Inicio always; Bóveda and Administración when the plan and role allow; providers see only Inicio.
 * The router marks the current entry with aria-current="page" and data-status="active".
 */
export function MainNav({ user, orientation, onNavigate }: MainNavProps) {
  const entries: MenuEntry[] = user ? menuEntriesOf(user) : ['home'];
  const links = entries.map((key) => {
    const { label, icon: Icon } = ENTRIES[key];
    // A group company's start page is the group home (spec 3 §2.1).
    const to = key === 'home' ? homePathOf(user) : ENTRIES[key].to;
    return (
      <Button
        key={key}
        component={Link}
        to={to}
        onClick={onNavigate}
        variant="subtle"
        className={classes.link}
        justify={orientation === 'vertical' ? 'flex-start' : undefined}
        leftSection={<Icon size={18} />}
      >
        {label}
      </Button>
    );
  });
  return (
    <nav aria-label="Menú principal">
      {orientation === 'horizontal' ? <div className={classes.horizontal}>{links}</div> : <Stack gap={4} className={classes.vertical}>{links}</Stack>}
    </nav>
  );
}
