// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CounterpartCard } from '../../../../../src/web/features/counterparts/components/counterpart-card';
import { renderWithProviders } from '../../support/render-app';
import { linkedCompany } from './linked-company.fixture';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, params, children, ...rest }: { to: string; params?: Record<string, string>; children?: unknown }) => (
    <a {...rest} href={Object.entries(params ?? {}).reduce((path, [key, value]) => path.replace(`$${key}`, value), to)}>
      {children as string}
    </a>
  ),
}));

const client = linkedCompany({ id: '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60', name: 'Cliente Alfa SA de CV' });

async function openMenu(canReport: boolean) {
  renderWithProviders(<CounterpartCard counterpart={client} side="clients" canDelete={false} canReport={canReport} onAction={vi.fn<(action: string) => void>()} onOpen={vi.fn<() => void>()} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Acciones de ${client.name}` }));
  await screen.findByText('Ver contacto');
}

describe('tarjeta de cliente: Mis reportes', () => {
  it('con canAccessReport lleva a /dashboard/reportes/{clientId}', async () => {
    await openMenu(true);
    expect(screen.getByText('Mis reportes').closest('a')?.getAttribute('href')).toBe(`/dashboard/reportes/${client.id}`);
  });

  it('sin canAccessReport no aparece', async () => {
    await openMenu(false);
    expect(screen.queryByText('Mis reportes')).toBeNull();
  });
});
