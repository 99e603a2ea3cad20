import { Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CountCardProps {
  title: string;
  description: string;
  icon: ReactNode;
  count: number | undefined;
  error?: ReactNode;
  actions: ReactNode;
}

/** A home card with a big counter and its buttons. */
export function CountCard({ title, description, icon, count, error, actions }: CountCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} fz="lg">
              {title}
            </Title>
            <Text fz="sm" c="dimmed">
              {description}
            </Text>
          </div>
          <ThemeIcon size={44} radius="md" variant="light">
            {icon}
          </ThemeIcon>
        </Group>
        {error ?? (count === undefined ? <Skeleton height={40} width={80} /> : <Text fz={40} fw={800} c="avala.8" lh={1}>{count}</Text>)}
        <Group gap="sm">{actions}</Group>
      </Stack>
    </Card>
  );
}
