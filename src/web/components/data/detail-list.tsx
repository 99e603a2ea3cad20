import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list (dl/dt/dd): read in order by screen readers. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <DataList orientation="vertical" gap="md" size="md">
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel c="dimmed" fz="sm">
            {item.label}
          </DataList.ItemLabel>
          <DataList.ItemValue fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
