import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ADMINISTRACION as A } from '../../../../shared/labels/management';

interface ListToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  sort: 'asc' | 'desc';
  onSort: (value: 'asc' | 'desc') => void;
  /** The tab's main action (Nuevo Usuario, Nuevo Rol). */
  action?: ReactNode;
}

/** Search box and A-Z / Z-A sort of every administration tab but Configuración (spec 3 §2.8). */
export function ListToolbar({ search, onSearch, sort, onSort, action }: ListToolbarProps) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        label={A.buscar}
        aria-label={A.buscar}
        placeholder={A.buscar}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 220px' }}
        type="search"
      />
      <SegmentedControl
        aria-label={A.orden}
        value={sort}
        onChange={(value) => onSort(value === 'desc' ? 'desc' : 'asc')}
        data={[
          { value: 'asc', label: A.ordenAZ },
          { value: 'desc', label: A.ordenZA },
        ]}
      />
      {action}
    </Group>
  );
}
