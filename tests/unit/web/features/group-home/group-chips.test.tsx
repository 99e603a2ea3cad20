// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GroupFilter } from '../../../../../src/shared/contracts/companies.contract';
import { GroupFilters } from '../../../../../src/web/features/group-home/components/group-filters';
import { groupChips } from '../../../../../src/web/features/group-home/lib/group-chips';
import { renderWithProviders } from '../../support/render-app';

const counts = { todos: 3, fisica: 1, moral: 2, recientes: 0 };

function renderFilters(filter: GroupFilter = 'todos') {
  const onFilterChange = vi.fn<(filter: GroupFilter) => void>();
  const onArchivedChange = vi.fn<(archived: boolean) => void>();
  const onSearchChange = vi.fn<(search: string) => void>();
  renderWithProviders(
    <GroupFilters filter={filter} onFilterChange={onFilterChange} counts={counts} archived={false} onArchivedChange={onArchivedChange} search="" onSearchChange={onSearchChange} />,
  );
  return { onFilterChange, onArchivedChange, onSearchChange };
}

describe('chips del inicio de grupo', () => {
  it('lista Todos, Persona física, Persona moral y Últimas agregadas, en ese orden y con su conteo', () => {
    expect(groupChips(counts).map((c) => [c.label, c.count])).toEqual([
      ['Todos', 3],
      ['Persona física', 1],
      ['Persona moral', 2],
      ['Últimas agregadas', 0],
    ]);
    expect(groupChips(undefined).every((c) => c.count === undefined)).toBe(true);
  });

  it('muestra cada chip con su conteo y marca el filtro elegido', () => {
    renderFilters('moral');
    expect(screen.getByRole('radio', { name: 'Todos (3)' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Persona moral (2)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Persona física (1)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Últimas agregadas (0)' })).toBeInTheDocument();
  });

  it('al elegir un chip avisa el filtro; el interruptor muestra archivadas', async () => {
    const user = userEvent.setup();
    const { onFilterChange, onArchivedChange, onSearchChange } = renderFilters();
    await user.click(screen.getByRole('radio', { name: 'Persona física (1)' }));
    expect(onFilterChange).toHaveBeenCalledWith('fisica');
    await user.click(screen.getByRole('switch', { name: 'Mostrar archivadas' }));
    expect(onArchivedChange).toHaveBeenCalledWith(true);
    await user.type(screen.getByRole('searchbox', { name: /buscar empresa/i }), 'L');
    expect(onSearchChange).toHaveBeenCalledWith('L');
  });
});
