import { Select } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ETIQUETAS as E } from '../../../shared/labels/tags';
import { tagsQuery } from '../../lib/company/tags.query';

interface TagFilterProps {
  /** The company whose group's tags are offered. */
  companyId: string;
  /** The chosen tag, '' for all. */
  value: string;
  onChange: (tag: string) => void;
}

/** "Filtrar por etiqueta": the tags in use (GET /tags), each with how many companies carry it; hidden while none is in use. */
export function TagFilter({ companyId, value, onChange }: TagFilterProps) {
  const tags = useQuery(tagsQuery(companyId));
  const uses = tags.data ?? [];
  if (!uses.length && !value) return null;
  return (
    <Select
      label={E.filtrar}
      placeholder={E.todas}
      leftSection={<IconTag size={16} aria-hidden="true" />}
      clearable
      searchable
      nothingFoundMessage={E.sinEtiquetas}
      data={uses.map((u) => ({ value: u.tag, label: `${u.tag} (${u.companies})` }))}
      value={value || null}
      onChange={(tag) => onChange(tag ?? '')}
      w={{ base: '100%', sm: 240 }}
    />
  );
}
