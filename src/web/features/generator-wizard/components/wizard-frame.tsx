import { ActionIcon, AppShell, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { TEXTOS_WIZARD as T } from '../../../../shared/labels/generator-wizard';
import { AvalaLogo } from '../../../components/brand/avala-logo';
import { OfflineQueueIndicator } from '../../../components/offline-queue/offline-queue-indicator';
import { isAuthenticated } from '../../../lib/session/session-store';

/**
 * The wizard's own header (spec 3 §2.6): the product logo, the generator code (or "Pendiente de
 * sincronizar" until the creation reaches the server), the queue indicator and the close button.
 */
export function WizardFrame({ code, pending = false, children }: { code: string | null; pending?: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  // Without network or session the dashboard cannot load: the field home lists the drafts from the device.
  const close = () => void navigate({ to: navigator.onLine && isAuthenticated() ? '/dashboard/home' : '/campo' });
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header bg="avala.7" c="white" withBorder={false}>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <AvalaLogo inverted size={26} textSize={17} />
            {pending || code ? (
              <Stack gap={0} miw={0}>
                <Text fz={10} c="white" opacity={0.8} lh={1.2}>
                  {T.codigo}
                </Text>
                {code ? (
                  <Text fw={700} fz="sm" c="white" truncate data-testid="generator-code">
                    {code}
                  </Text>
                ) : (
                  <Badge color="yellow" variant="filled" size="sm" data-testid="generator-code">
                    {T.pendienteSincronizar}
                  </Badge>
                )}
              </Stack>
            ) : null}
          </Group>
          <Group gap={4} wrap="nowrap">
            <OfflineQueueIndicator tone="dark" />
            <ActionIcon variant="subtle" color="white" size="lg" aria-label={T.cerrar} onClick={close}>
              <IconX size={22} />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Box p={{ base: 'sm', sm: 'lg' }} maw={960} mx="auto" w="100%">
          {children}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
