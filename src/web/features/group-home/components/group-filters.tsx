import { Chip, Group, Stack, Switch, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { GroupFilter } from '../../../../shared/contracts/companies.contract';
import { TEXTOS_GRUPO as T } from '../../../../shared/labels/shell';
import type { GroupCounts } from '../api/group-companies.query';
import { groupChips, isGroupFilter } from '../lib/group-chips';

interface GroupFiltersProps {
  filter: GroupFilter;
  onFilterChange: (filter: GroupFilter) => void;
  counts: GroupCounts | undefined;
  archived: boolean;
  onArchivedChange: (archived: boolean) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** The "Filtrar por etiqueta" picker, beside the search. */
  tagFilter?: ReactNode;
}

/** Chips Todos / Persona física / Persona moral / Ultimas agregadas with counts, the archived switch, the search and the tag filter. */
export function GroupFilters({ filter, onFilterChange, counts, archived, onArchivedChange, search, onSearchChange, tagFilter }: GroupFiltersProps) {
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Chip.Group value={filter} onChange={(value) => isGroupFilter(value) && onFilterChange(value)}>
          {groupChips(counts).map((chip) => (
            <Chip key={chip.value} value={chip.value} variant="outline">
              {chip.count === undefined ? chip.label : `${chip.label} (${chip.count})`}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
      <Group gap="md" justify="space-between" align="flex-end">
        <Group gap="md" align="flex-end" style={{ flex: 1 }}>
          <TextInput
            value={search}
            onChange={(event) => onSearchChange(event.currentTarget.value)}
            placeholder={T.buscar}
            aria-label={T.buscar}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            type="search"
            w={{ base: '100%', sm: 360 }}
          />
          {tagFilter}
        </Group>
        <Switch checked={archived} onChange={(event) => onArchivedChange(event.currentTarget.checked)} label={T.mostrarArchivadas} />
      </Group>
    </Stack>
  );
}
