import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHourglassHigh } from '@tabler/icons-react';

interface ComingSoonProps {
  title: string;
  description?: string;
}

/** The tidy stand-in for a screen that a later delivery fills in. */
export function ComingSoon({ title, description = 'Esta sección estará disponible próximamente.' }: ComingSoonProps) {
  useDocumentTitle(`${title} · Avala`);
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} fz={{ base: 24, sm: 28 }} c="avala.8">
        {title}
      </Title>
      <Stack gap="xs" align="center" w="100%" py="xl" px="md" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          <IconHourglassHigh size={26} />
        </ThemeIcon>
        <Text ta="center" c="dimmed">
          {description}
        </Text>
      </Stack>
    </Stack>
  );
}
