import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { ADMINISTRACION as A } from '../../../../shared/labels/management';

/** Stand-in for a tab whose panel another part of Administración provides (wired in the route). */
export function PendingPanel() {
  return (
    <Stack gap="xs" align="center" py="xl" px="md" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
        <IconSettings size={24} />
      </ThemeIcon>
      <Text ta="center" c="dimmed">
        {A.panelEnPreparacion}
      </Text>
    </Stack>
  );
}
