import { Card, Group, Skeleton, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type DetailItem, DetailList } from '../../../components/data/detail-list';

interface SummaryCardProps {
  title: string;
  icon: ReactNode;
  /** Undefined while loading: the card shows placeholders of the same shape. */
  items: DetailItem[] | undefined;
  rows?: number;
}

export function SummaryCard({ title, icon, items, rows = 3 }: SummaryCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-busy={!items}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
      </Group>
      {items ? (
        <DetailList items={items} />
      ) : (
        <Stack gap="md" aria-label="Cargando">
          {Array.from({ length: rows }, (_, i) => (
            <Stack key={i} gap={6}>
              <Skeleton height={10} width="30%" />
              <Skeleton height={16} width="70%" />
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
