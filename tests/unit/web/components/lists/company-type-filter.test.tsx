// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { CompanyTypeFilter } from '../../../../../src/web/components/lists/company-type-filter';

const labels = { todos: 'Todos', fisica: 'Físicas', moral: 'Morales' };

function chips(props: { counts: { todos: number; fisica: number; moral: number } | null; countsCapped?: boolean }) {
  render(
    <MantineProvider>
      <CompanyTypeFilter chip="todos" onChipChange={() => {}} chipLabels={labels} search="pena" onSearchChange={() => {}} searchLabel="Buscar" {...props} />
    </MantineProvider>,
  );
  return screen.getAllByRole('radio').map((chip) => (chip as HTMLInputElement).labels?.[0]?.textContent ?? '');
}

describe('chips Todos / Físicas / Morales', () => {
  it('muestran cada conteo con separador de miles', () => {
    expect(chips({ counts: { todos: 12_345, fisica: 2_345, moral: 10_000 } })).toEqual(['Todos (12,345)', 'Físicas (2,345)', 'Morales (10,000)']);
  });

  it('una búsqueda de más de LINK_SEARCH_COUNT_CAP coincidencias dice «100+» en Todos y ningún número en los demás', () => {
    expect(chips({ counts: null, countsCapped: true })).toEqual(['Todos (100+)', 'Físicas', 'Morales']);
  });
});
