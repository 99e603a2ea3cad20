import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

export type ListSort = 'asc' | 'desc';

/**
 * Search (debounced for the query) and sort state of an administration list, with the props its
 * ListToolbar takes. `onChange` runs on every search or sort change (e.g. back to page 1).
 */
export function useListControls({ debounceMs, onChange }: { debounceMs: number; onChange?: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, debounceMs);
  const [sort, setSort] = useState<ListSort>('asc');
  return {
    debounced,
    sort,
    toolbar: {
      search,
      sort,
      onSearch: (value: string) => {
        setSearch(value);
        onChange?.();
      },
      onSort: (value: ListSort) => {
        setSort(value);
        onChange?.();
      },
    },
  };
}
