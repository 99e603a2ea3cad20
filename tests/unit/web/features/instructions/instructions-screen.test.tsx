// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TUserMe } from '../../../../../src/shared/domain/user';
import { INSTRUCCIONES as I } from '../../../../../src/shared/labels/instructions';
import { InstructionsScreen } from '../../../../../src/web/features/instructions/components/instructions-screen';
import { buildUserMe } from '../../support/build-user-me';
import { renderWithProviders } from '../../support/render-app';

const session = vi.hoisted(() => ({ user: null as TUserMe | null }));

vi.mock('@tanstack/react-router', () => ({ Link: (props: { to: string; children?: unknown; className?: string }) => <a href={props.to} className={props.className}>{props.children as string}</a> }));
vi.mock('../../../../../src/web/lib/session/current-user.query', async () => {
  const { queryOptions } = await import('@tanstack/react-query');
  return { currentUserQuery: () => queryOptions({ queryKey: ['users', 'me'] as const, queryFn: async () => session.user as TUserMe }) };
});

async function linksFor(user: TUserMe) {
  session.user = user;
  renderWithProviders(<InstructionsScreen />);
  const steps = await screen.findByRole('list', { name: I.listaPasos });
  return Object.fromEntries(within(steps).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]));
}

describe('/instructions: primeros pasos', () => {
  it('el administrador de un cliente Corporativo ve todos los pasos REPSE, cada uno con su pantalla, y Comenzar va al tablero', async () => {
    const links = await linksFor(buildUserMe({}, { status: 'CORPORATIVO', invitedAs: 'client' }));
    expect(links).toEqual({
      [I.pasos.empresa.accion]: '/dashboard/management/edit-profile',
      [I.pasos.clientes.accion]: '/dashboard/home/clients',
      [I.pasos.proveedores.accion]: '/dashboard/home/providers',
      [I.pasos.servicios.accion]: '/dashboard/home/providers',
      [I.pasos.documentos.accion]: '/dashboard/home',
      [I.pasos.validaciones.accion]: '/dashboard/home/providers',
      [I.pasos.boveda.accion]: '/dashboard/vault',
      [I.pasos.sat.accion]: '/dashboard/sat69b',
    });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['empresa', 'clientes', 'proveedores', 'servicios', 'documentos', 'validaciones', 'boveda', 'sat'].map((k) => I.pasos[k as keyof typeof I.pasos].titulo));
    expect(screen.getByRole('link', { name: I.comenzar })).toHaveAttribute('href', '/dashboard');
  });

  it('un Lector no ve los pasos que su rol no permite (datos de la empresa, servicios, documentos, validaciones)', async () => {
    const reader = buildUserMe({ roleNames: ['Lector'], isAdmin: false }, { status: 'CORPORATIVO', invitedAs: 'client' });
    const links = await linksFor({ ...reader, companies: reader.companies.map((c) => ({ ...c, role: 'Lector' })) });
    for (const key of ['empresa', 'servicios', 'documentos', 'validaciones'] as const) expect(links[I.pasos[key].accion]).toBeUndefined();
    expect(links[I.pasos.sat.accion]).toBe('/dashboard/sat69b');
  });

  it('un proveedor de generadores ve el paso de reportes en campo sin conexión y no la Bóveda', async () => {
    const links = await linksFor(buildUserMe({}, { status: 'FREE', invitedAs: 'provider', invited: true, generadores: true, additionalProducts: ['GENERADORES'] }));
    expect(links[I.pasos.campo.accion]).toBe('/campo');
    expect(links[I.pasos.boveda.accion]).toBeUndefined();
    expect(links[I.pasos.generadores.accion]).toBeUndefined();
  });
});
