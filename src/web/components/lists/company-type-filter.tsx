import { Chip, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { CompanyType } from '../../../shared/domain/enums';

export type CompanyTypeChip = 'todos' | CompanyType;
export const COMPANY_TYPE_CHIPS: readonly CompanyTypeChip[] = ['todos', 'fisica', 'moral'];

interface Props {
  chip: CompanyTypeChip;
  onChipChange: (chip: CompanyTypeChip) => void;
  /** The chips' labels; each shows its count once the first page brought them. */
  chipLabels: Record<CompanyTypeChip, string>;
  counts: Record<CompanyTypeChip, number> | null | undefined;
  search: string;
  onSearchChange: (search: string) => void;
  searchLabel: string;
}

/** The chips Todos / Físicas / Morales with their counts and the search box of a companies list. */
export function CompanyTypeFilter({ chip, onChipChange, chipLabels, counts, search, onSearchChange, searchLabel }: Props) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Chip.Group value={chip} onChange={(value) => onChipChange(value as CompanyTypeChip)}>
        <Group gap="xs">
          {COMPANY_TYPE_CHIPS.map((value) => (
            <Chip key={value} value={value} variant="outline">
              {counts ? `${chipLabels[value]} (${counts[value]})` : chipLabels[value]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <TextInput
        type="search"
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        placeholder={searchLabel}
        aria-label={searchLabel}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        w={{ base: '100%', sm: 320 }}
      />
    </Group>
  );
}
