import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ADMINISTRACION as A } from '../../../../shared/labels/management';
import type { ListSort } from '../lib/use-list-controls';

interface ListToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  sort: ListSort;
  onSort: (value: ListSort) => void;
  /** The tab's main button (Nuevo Usuario, Nuevo Rol): its label, icon and action. */
  newButton?: { label: string; icon: ReactNode; onClick: () => void };
  /** Any other action, after the main button. */
  action?: ReactNode;
}

/** Search box, A-Z / Z-A sort and the "Nuevo …" button of every administration tab but Configuración (spec 3 §2.8). */
export function ListToolbar({ search, onSearch, sort, onSort, newButton, action }: ListToolbarProps) {
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
      {newButton ? (
        <Button leftSection={newButton.icon} onClick={newButton.onClick}>
          {newButton.label}
        </Button>
      ) : null}
      {action}
    </Group>
  );
}
