import { AppShell, Box, Burger, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { currentUserQuery } from '../../lib/session/current-user.query';
import { AvalaLogo } from '../brand/avala-logo';
import { OfflineQueueIndicator } from '../offline-queue/offline-queue-indicator';
import { AppFooter } from './app-footer';
import { CompanySwitcher } from './company-switcher';
import classes from './dashboard-shell.module.css';
import { HelpPopover } from './help-popover';
import { homePathOf, MainNav } from './main-nav';
import { UserActions } from './user-actions';

/**
 * The dashboard frame (spec 1 §2): brand, menu, company switcher, help, notifications, avatar and
 * logout on top; content; legal links and version below. On a phone the menu and the company
 * switcher move into the drawer. Feature pieces (notifications menu, onboarding tour) come from the
 * layout route as slots, since shared components never import features.
 */
export function DashboardShell({
  children,
  notifications,
  tour,
  onOpenTour,
}: {
  children: ReactNode;
  notifications: ReactNode;
  tour: ReactNode;
  onOpenTour: () => void;
}) {
  const [menuOpen, menu] = useDisclosure(false);
  const userQuery = useQuery(currentUserQuery());
  const user = userQuery.data;

  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <a href="#contenido" className={classes.skipLink}>
        Saltar al contenido
      </a>
      <AppShell.Header bg="avala.7" c="white" withBorder={false}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom="sm" size="sm" color="white" aria-label="Abrir menú" aria-expanded={menuOpen} />
            <Link to={homePathOf(user)} aria-label="Avala, ir a Inicio" style={{ textDecoration: 'none' }}>
              <AvalaLogo inverted size={30} textSize={20} />
            </Link>
            <Box visibleFrom="sm" ml="md">
              <MainNav user={user} orientation="horizontal" />
            </Box>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Box visibleFrom="sm" mr="xs">
              <CompanySwitcher user={user} variant="header" />
            </Box>
            <OfflineQueueIndicator tone="dark" />
            <HelpPopover plan={user?.mainCompany?.status} onOpenTour={onOpenTour} />
            {user ? notifications : null}
            <UserActions user={user} loading={userQuery.isPending} />
          </Group>
        </Group>
      </AppShell.Header>

      <Drawer opened={menuOpen} onClose={menu.close} title="Menú" size="75%" hiddenFrom="sm">
        <Stack gap="md">
          <CompanySwitcher user={user} variant="drawer" onChosen={menu.close} />
          <MainNav user={user} orientation="vertical" onNavigate={menu.close} />
        </Stack>
      </Drawer>
      {tour}

      <AppShell.Main style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
        <Box id="contenido" tabIndex={-1} className={classes.content} flex={1} p={{ base: 'md', sm: 'xl' }} maw={1200} w="100%" mx="auto">
          {children}
        </Box>
        <AppFooter />
      </AppShell.Main>
    </AppShell>
  );
}
