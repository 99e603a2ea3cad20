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

const base = linkedCompany({ id: '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60', name: 'Limpieza Industrial SA de CV', rfc: 'LIN010101AB1', contact: { name: 'Laura Pérez', email: 'laura.perez.contacto@limpiezaindustrial.mx' }, repse: { status: 'CURRENT', targetDate: '2027-03-01' }, hasServices: true });

function renderCard(counterpart: TLinkedCompany, canDelete = true) {
  const onAction = vi.fn<(action: string) => void>();
  const onOpen = vi.fn<() => void>();
  renderWithProviders(<CounterpartCard counterpart={counterpart} canDelete={canDelete} onAction={onAction} onOpen={onOpen} />);
  return { onAction, onOpen, user: userEvent.setup() };
}

describe('tarjeta de proveedor o cliente', () => {
  it('muestra RFC, correo recortado a 24 caracteres, REPSE con fecha y BAJO REVISIÓN', () => {
    renderCard(base);
    expect(screen.getByText('LIN010101AB1')).toBeTruthy();
    expect(screen.getByText('laura.perez.contacto@lim…')).toBeTruthy();
    expect(screen.getByText(/REPSE: VIGENTE · 01\/03\/2027/)).toBeTruthy();
    expect(screen.getByText(/BAJO REVISIÓN/)).toBeTruthy();
  });

  it('PERTENECE de los listados del SAT dice al enfocarla la lista, la situación y la fecha', async () => {
    const { user } = renderCard({ ...base, blacklist: true, blacklistDetail: { listings: [{ list: '69b', label: 'Listado 69-B: Definitivo', date: '02/10/2026' }], checkedAt: '15/11/2026' } });
    const badge = screen.getByText(/PERTENECE/);
    expect(badge.closest('[data-blacklist]')?.getAttribute('data-blacklist')).toBe('true');
    await user.tab();
    while (document.activeElement && !document.activeElement.getAttribute('data-blacklist')) await user.tab();
    expect(await screen.findByText('Listado 69-B: Definitivo (publicado el 02/10/2026)')).toBeTruthy();
  });

  it('abre los servicios al hacer clic en una tarjeta aceptada', async () => {
    const { onOpen, user } = renderCard(base);
    await user.click(screen.getByText('Limpieza Industrial SA de CV'));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('una invitación pendiente de otra empresa no se abre y ofrece aceptar o rechazar', async () => {
    const { onOpen, onAction, user } = renderCard({ ...base, status: 'PENDING', invitation: { pending: true, mine: false } });
    await user.click(screen.getByText('Limpieza Industrial SA de CV'));
    expect(onOpen).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: `Acciones de ${base.name}` }));
    expect(screen.queryByText('Cancelar solicitud')).toBeNull();
    await user.click(await screen.findByText('Aceptar invitación'));
    expect(onAction).toHaveBeenCalledWith('accept');
  });

  it('mi invitación pendiente solo se cancela; sin permiso no se elimina', async () => {
    const { user } = renderCard({ ...base, status: 'PENDING', invitation: { pending: true, mine: true } }, false);
    await user.click(screen.getByRole('button', { name: `Acciones de ${base.name}` }));
    expect(await screen.findByText('Cancelar solicitud')).toBeTruthy();
    expect(screen.queryByText('Aceptar invitación')).toBeNull();
    expect(screen.queryByText('Eliminar')).toBeNull();
  });
});
