// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TLinkedCompany } from '../../../../../src/shared/contracts/company-links.contract';
import { CounterpartCard } from '../../../../../src/web/features/counterparts/components/counterpart-card';
import { renderWithProviders } from '../../support/render-app';
import { linkedCompany } from './linked-company.fixture';

// The menu's "Ver expediente" is a router link; this card test renders without a router.
vi.mock('@tanstack/react-router', () => ({ Link: (props: { children?: unknown }) => <a href="/expedientes">{props.children as string}</a> }));

const base = linkedCompany({ reference: 'ERP-00042', active: false });

function renderCard(counterpart: TLinkedCompany, canDelete = true) {
  const onAction = vi.fn<(action: string) => void>();
  renderWithProviders(<CounterpartCard counterpart={counterpart} side="providers" canDelete={canDelete} onAction={onAction} onOpen={vi.fn<() => void>()} />);
  return { onAction, user: userEvent.setup() };
}

describe('tarjeta: número propio y activar/desactivar', () => {
  it('muestra el número del proveedor y la etiqueta INACTIVO', () => {
    renderCard(base);
    expect(screen.getByText('Número de proveedor: ERP-00042')).toBeTruthy();
    expect(screen.getByText('INACTIVO')).toBeTruthy();
  });

  it('ofrece Editar y Activar a quien puede eliminar', async () => {
    const { onAction, user } = renderCard(base);
    await user.click(screen.getByRole('button', { name: `Acciones de ${base.name}` }));
    await user.click(await screen.findByText('Activar'));
    expect(onAction).toHaveBeenCalledWith('toggle');
    await user.click(screen.getByRole('button', { name: `Acciones de ${base.name}` }));
    await user.click(await screen.findByText('Editar'));
    expect(onAction).toHaveBeenCalledWith('edit');
  });

  it('un proveedor activo ofrece Desactivar y no muestra INACTIVO; sin permiso no hay Editar', async () => {
    const { user } = renderCard({ ...base, active: true }, false);
    expect(screen.queryByText('INACTIVO')).toBeNull();
    await user.click(screen.getByRole('button', { name: `Acciones de ${base.name}` }));
    expect(await screen.findByText('Ver contacto')).toBeTruthy();
    expect(screen.queryByText('Editar')).toBeNull();
    expect(screen.queryByText('Desactivar')).toBeNull();
  });
});
