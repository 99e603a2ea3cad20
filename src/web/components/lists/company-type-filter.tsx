import { Chip, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { LINK_SEARCH_COUNT_CAP } from '../../../shared/contracts/company-links.contract';
import type { CompanyType } from '../../../shared/domain/enums';

export type CompanyTypeChip = 'todos' | CompanyType;
export const COMPANY_TYPE_CHIPS: readonly CompanyTypeChip[] = ['todos', 'fisica', 'moral'];

interface Props {
  chip: CompanyTypeChip;
  onChipChange: (chip: CompanyTypeChip) => void;
  /** The chips' labels; each shows its count once the first page brought them. */
  chipLabels: Record<CompanyTypeChip, string>;
  counts: Record<CompanyTypeChip, number> | null | undefined;
  /** A search matched more than LINK_SEARCH_COUNT_CAP: Todos says «100+», the others no number. */
  countsCapped?: boolean | undefined;
  search: string;
  onSearchChange: (search: string) => void;
  searchLabel: string;
}

/** The chips Todos / Físicas / Morales with their counts and the search box of a companies list. */
export function CompanyTypeFilter({ chip, onChipChange, chipLabels, counts, countsCapped, search, onSearchChange, searchLabel }: Props) {
  const label = (value: CompanyTypeChip) => {
    if (counts) return `${chipLabels[value]} (${counts[value].toLocaleString('es-MX')})`;
    if (countsCapped && value === 'todos') return `${chipLabels[value]} (${LINK_SEARCH_COUNT_CAP.toLocaleString('es-MX')}+)`;
    return chipLabels[value];
  };
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Chip.Group value={chip} onChange={(value) => onChipChange(value as CompanyTypeChip)}>
        <Group gap="xs">
          {COMPANY_TYPE_CHIPS.map((value) => (
            <Chip key={value} value={value} variant="outline">
              {label(value)}
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
